/**
 * Messages the platform itself writes (reminders, system notices): stored by key and parameters and rendered in
 * the reader's language. Parameters are data (plates, numbers) and stay as entered.
 */
export const notices = {
  coldChainOverTemp: {
    title: '冷链温度超标提醒',
    content: '{{plate}} 冷藏厢温度连续{{minutes}}分钟高于{{limit}}℃，请及时联系司机处理。',
  },
  waybillLate: {
    title: '运单即将超时',
    content: '运单 {{orderNo}} 预计晚于约定时间{{minutes}}分钟送达。',
  },
  certificatesExpiring: {
    title: '车辆证件即将到期',
    content: '{{count}}辆车的道路运输证将在{{days}}天内到期，请及时年审。',
  },
  systemUpgrade: {
    title: '系统升级通知',
    content: '平台将于本周六 {{from}}–{{to}} 升级维护，期间轨迹回放可能短暂不可用。',
  },
  monthlySafetyReport: {
    title: '月度安全报告已生成',
    content: '上月车队安全报告已生成，可在报表中心查看。',
  },
  equipmentInspection: {
    title: '设备巡检任务',
    content: '请在本周内完成{{count}}台终端的设备巡检。',
  },
  welcome: {
    title: '欢迎使用 Roadwatch',
    content: '欢迎使用 Roadwatch 冷链车辆监控平台。',
  },
  reportDelivered: {
    title: '订阅报表已生成',
    content: '{{title}} 已生成（{{rows}} 行），请在{{days}}天内到下载中心下载。',
  },
  reportFailed: {
    title: '订阅报表生成失败',
    content: '{{title}} 未能生成：{{reason}}',
  },
  insuranceExpiring: {
    title: '保险即将到期',
    content: '{{plate}} 的保单 {{policyNo}} 将于 {{endDay}} 到期（剩余{{days}}天），请及时续保。',
  },
  certificateExpiring: {
    title: '证件即将到期',
    content: '{{plate}} 的证件 {{certificateNo}} 将于 {{endDay}} 到期（剩余{{days}}天），请及时办理。',
  },
  maintenanceDue: {
    title: '保养即将到期',
    content: '{{plate}} 的保养即将到期（到期日 {{dueDay}}，到期里程 {{dueKm}} 公里），请及时安排保养。',
  },
  feeExpiring: {
    title: '税费即将到期',
    content:
      '{{plate}} 的$t(fleetMaintenance.vehicleFee.types.{{feeType}})将于 {{endDay}} 到期（剩余{{days}}天），请及时缴纳。',
  },
  tyreChange: {
    title: '轮胎更换提醒',
    content: '{{plate}} 第{{axle}}轴的轮胎（{{brand}}）剩余里程 {{km}} 公里，请及时更换。',
  },
} as const;
