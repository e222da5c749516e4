import type { Messages } from '../messages';
import type { notices as zh } from '../zh-CN/notices';

export const notices: Messages<typeof zh> = {
  coldChainOverTemp: {
    title: 'Cold-chain over-temperature',
    content:
      'The reefer of {{plate}} has been above {{limit}} °C for {{minutes}} minutes in a row. Please contact the driver.',
  },
  waybillLate: {
    title: 'Waybill about to be late',
    content: 'Waybill {{orderNo}} is expected {{minutes}} minutes after the agreed time.',
  },
  certificatesExpiring: {
    title: 'Vehicle certificates expiring',
    content:
      'The road transport certificates of {{count}} vehicles expire within {{days}} days. Please renew them in time.',
  },
  systemUpgrade: {
    title: 'System upgrade',
    content:
      'The platform is upgraded this Saturday {{from}}–{{to}}; track playback may be briefly unavailable.',
  },
  monthlySafetyReport: {
    title: 'Monthly safety report ready',
    content: "Last month's fleet safety report is ready in the report centre.",
  },
  equipmentInspection: {
    title: 'Equipment inspection task',
    content: 'Please inspect {{count}} terminals this week.',
  },
  welcome: {
    title: 'Welcome to Roadwatch',
    content: 'Welcome to Roadwatch, the cold-chain vehicle monitoring platform.',
  },
  reportDelivered: {
    title: 'Subscribed report ready',
    content: '{{title}} is ready ({{rows}} rows). Download it from the download centre within {{days}} days.',
  },
  reportFailed: {
    title: 'Subscribed report not made',
    content: '{{title}} could not be made: {{reason}}',
  },
  insuranceExpiring: {
    title: 'Insurance expiring',
    content:
      'Policy {{policyNo}} of {{plate}} expires on {{endDay}} ({{days}} days left). Please renew it in time.',
  },
  certificateExpiring: {
    title: 'Certificate expiring',
    content:
      'Certificate {{certificateNo}} of {{plate}} expires on {{endDay}} ({{days}} days left). Please renew it in time.',
  },
  maintenanceDue: {
    title: 'Maintenance due',
    content:
      'Maintenance of {{plate}} is nearly due (due day {{dueDay}}, due mileage {{dueKm}} km). Please arrange it in time.',
  },
  feeExpiring: {
    title: 'Tax or fee expiring',
    content:
      '$t(fleetMaintenance.vehicleFee.types.{{feeType}}) of {{plate}} expires on {{endDay}} ({{days}} days left). Please pay it in time.',
  },
  tyreChange: {
    title: 'Tyre change reminder',
    content: 'A tyre ({{brand}}) on axle {{axle}} of {{plate}} has {{km}} km left. Please change it in time.',
  },
};
