import {
  ioStatusFlags,
  REFRIGERATION_UNIT_SIGNAL_BIT,
  createLocationReport,
  encodeHumidityItem,
  encodeTemperatureItem,
  isoGmt8,
  temperatureConventionFor,
  type AdditionalItem,
  type AlarmIdentification,
  type Edition,
  type LocationReport,
  type ProbeReading,
} from '@roadwatch/jt808';
import type { SafetyEvent, Sample, TyreAlarm } from '../behaviour/Sample';
import { ESCAPE_HEAVY_ITEM, escapeHeavyCoordinate } from '../faults/frameFaults';

/** What a terminal adds to a sample to make its report: identity, alarm numbering, fault mode. */
export interface ReportIdentity {
  edition: Edition;
  terminalModel: string;
  /** 7 characters: the terminal id in Jiangsu alarm identifications. */
  terminalId: string;
  /** Next active-safety alarm id (a DWORD counter per terminal). */
  nextAlarmId(): number;
  escapeHeavy: boolean;
}

const SAFETY_ACC_BIT = 1 << 0;
const SAFETY_POSITIONED_BIT = 1 << 10;

/** The Jiangsu alarm identification of an item the box numbers itself. */
function identificationOf(identity: ReportIdentity, time: string, serial: number, attachmentCount: number) {
  const id: AlarmIdentification = {
    layout: 'jiangsu',
    terminalId: identity.terminalId,
    time,
    serial,
    attachmentCount,
    reserved: 0,
  };
  return id;
}

/** A tyre-pressure monitor event as item 0x66: one event, no duration, no evidence. */
function tyreItem(
  alarm: TyreAlarm,
  identity: ReportIdentity,
  serial: number,
  sample: Sample,
): AdditionalItem {
  const time = isoGmt8(alarm.time);
  return {
    itemId: 0x66,
    type: 'tyrePressureMonitor',
    alarmId: identity.nextAlarmId(),
    flagStatus: 0,
    speedKmh: alarm.speedKmh,
    altitudeM: alarm.altitudeM,
    latitude: alarm.lat,
    longitude: alarm.lon,
    time,
    vehicleStatusFlags: (sample.acc ? SAFETY_ACC_BIT : 0) | (sample.positioned ? SAFETY_POSITIONED_BIT : 0),
    alarmIdentification: identificationOf(identity, time, serial, 0),
    events: alarm.tyres,
  };
}

function safetyItem(
  event: SafetyEvent,
  identity: ReportIdentity,
  serial: number,
  sample: Sample,
): AdditionalItem {
  const time = isoGmt8(event.time);
  const alarmIdentification = identificationOf(identity, time, serial, event.attachmentCount);
  const common = {
    alarmId: identity.nextAlarmId(),
    // 0: not applicable (a one-off event rather than a start/end pair).
    flagStatus: 0,
    speedKmh: event.speedKmh,
    altitudeM: event.altitudeM,
    latitude: event.lat,
    longitude: event.lon,
    time,
    vehicleStatusFlags: (sample.acc ? SAFETY_ACC_BIT : 0) | (sample.positioned ? SAFETY_POSITIONED_BIT : 0),
    alarmIdentification,
    eventType: event.eventType,
    level: event.level,
  };
  return event.kind === 'adas'
    ? {
        itemId: 0x64,
        type: 'adas',
        ...common,
        frontVehicleSpeedKmh: event.frontVehicleSpeedKmh,
        headwayS: event.headwayS,
        deviationType: event.deviationType,
        roadSignType: event.roadSignType,
        roadSignValue: event.roadSignValue,
      }
    : { itemId: 0x65, type: 'dsm', ...common, fatigueLevel: event.fatigueLevel, reservedHex: '00000000' };
}

/** The temperature item in the model's registered convention; null when the model has none or nothing fits. */
export function temperatureItem(model: string, readings: readonly ProbeReading[]): AdditionalItem | null {
  const convention = temperatureConventionFor(model);
  if (!convention || readings.length === 0) return null;
  if (convention.layout === 'carriageWord') {
    const first = readings[0];
    return first && first.temperatureC !== null ? encodeTemperatureItem(model, [first]) : null;
  }
  return encodeTemperatureItem(model, readings);
}

/** The 0x0200 report a terminal sends for a sample: basic block, status and alarm bits, additional items. */
export function buildReport(sample: Sample, identity: ReportIdentity): LocationReport {
  const items: AdditionalItem[] = [{ itemId: 0x01, type: 'mileage', mileageKm: sample.mileageKm }];
  if (sample.fuelL !== null) items.push({ itemId: 0x02, type: 'fuel', fuelL: sample.fuelL });
  items.push({ itemId: 0x30, type: 'signalStrength', signalStrength: sample.signalStrength });
  items.push({ itemId: 0x31, type: 'satellites', satellites: sample.satellites });
  if (sample.temperatures) {
    const item = temperatureItem(identity.terminalModel, sample.temperatures);
    if (item) items.push(item);
    const humidity = item ? encodeHumidityItem(identity.terminalModel, sample.temperatures) : null;
    if (humidity) items.push(humidity);
  }
  // The unit's run signal on the air-conditioning input of item 0x25, as refrigerated-truck terminals wire it.
  if (sample.cooler !== null)
    items.push({
      itemId: 0x25,
      type: 'vehicleSignals',
      signalFlags: sample.cooler ? 1 << REFRIGERATION_UNIT_SIGNAL_BIT : 0,
    });
  // The body equipment on the maker-defined IO inputs of item 0x2A (Roadwatch's profile, packages/jt808 ioStatus).
  if (sample.io !== null) items.push({ itemId: 0x2a, type: 'ioStatus', ioFlags: ioStatusFlags(sample.io) });
  // The load sensor's weighing as item 0xE3 (Roadwatch's profile, packages/jt808 loadWeight).
  if (sample.loadKg !== null) items.push({ itemId: 0xe3, type: 'loadWeight', loadKg: sample.loadKg });
  // The coupled trailer's device number as item 0xE4 (Roadwatch's profile, packages/jt808 trailerCoupling).
  if (sample.trailerNo !== null)
    items.push({ itemId: 0xe4, type: 'trailerCoupling', trailerNo: sample.trailerNo });
  sample.safety.forEach((event, i) => items.push(safetyItem(event, identity, i, sample)));
  sample.tyres.forEach((alarm, i) => items.push(tyreItem(alarm, identity, sample.safety.length + i, sample)));
  if (identity.escapeHeavy) items.push({ ...ESCAPE_HEAVY_ITEM });
  return createLocationReport({
    edition: identity.edition,
    alarms: sample.alarms,
    status: {
      acc: sample.acc,
      positioned: sample.positioned,
      door3Open: sample.doorOpen,
      load: sample.loaded ? 'full' : 'empty',
      gps: true,
      beidou: true,
    },
    latitude: identity.escapeHeavy ? escapeHeavyCoordinate(sample.lat) : sample.lat,
    longitude: identity.escapeHeavy ? escapeHeavyCoordinate(sample.lon) : sample.lon,
    altitudeM: sample.altitudeM,
    speedKmh: sample.speedKmh,
    directionDeg: sample.directionDeg,
    time: sample.time,
    items,
  });
}
