import { ALARM_FIRST_TYPE, HAZARD_LEVEL, activeSafetyIconType, type HazardLevel } from '@roadwatch/core';
import { timestampMs, type ActiveSafetyItem } from '@roadwatch/jt808';
import { stableGuid, type EventLedger } from '../EventLedger';
import type { ReportFacts } from '../reportFacts';
import type { VehicleRuntime } from '../vehicleRuntime';
import type { VehicleSettings } from '../vehicleSettings';
import { awaitPhotos } from './photoUploadRule';

/** How many recent event identities a vehicle remembers to drop re-sent events (terminals re-send unacknowledged ones). */
const REMEMBERED_EVENTS = 64;

/** FLAG_STATES of the active-safety items: 0 an event without duration, 1 its start, 2 its end. */
const FLAG_START = 1;
const FLAG_END = 2;

/**
 * The item's alarm level is 1 (first-level warning) or 2 (second-level, the serious one regulators require to be
 * handled); blind-spot and tyre items carry none. Mapped onto the platform's hazard scale.
 */
export function activeSafetyLevel(item: ActiveSafetyItem): HazardLevel {
  if (item.type !== 'adas' && item.type !== 'dsm') return HAZARD_LEVEL.medium;
  return item.level >= 2 ? HAZARD_LEVEL.high : HAZARD_LEVEL.medium;
}

function isActiveSafety(item: ReportFacts['report']['items'][number]): item is ActiveSafetyItem {
  return (
    item.type === 'adas' ||
    item.type === 'dsm' ||
    item.type === 'blindSpot' ||
    item.type === 'tyrePressureMonitor'
  );
}

/**
 * ADAS (0x64), DSM (0x65), tyre (0x66) and blind-spot (0x67) events become active-safety alarms whose second type
 * is the icon type. An event is identified by its alarm identification (terminal id, time, serial) and flag; a
 * repeat of one already seen is dropped, and its guid is derived from that identity so that a repeat after a
 * restart maps onto the same row. Start/end pairs are matched by the item's alarm id. A tyre item's tyre readings
 * are kept with its alarm (alarm_tire_events).
 */
export function applyActiveSafety(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  facts: ReportFacts,
): void {
  for (const item of facts.report.items) {
    if (!isActiveSafety(item)) continue;
    const eventType = item.type === 'tyrePressureMonitor' ? 0 : item.eventType;
    const iconType = activeSafetyIconType(item.itemId, eventType);
    if (iconType === undefined) continue;
    const id = item.alarmIdentification;
    const identity = `${item.itemId}|${id.terminalId}|${id.time}|${id.serial}|${item.alarmId}|${item.flagStatus}`;
    if (rt.seenSafetyEvents.includes(identity)) continue;
    rt.seenSafetyEvents.push(identity);
    if (rt.seenSafetyEvents.length > REMEMBERED_EVENTS) rt.seenSafetyEvents.shift();

    const located = item.latitude !== 0 || item.longitude !== 0;
    const position = {
      at: timestampMs(item.time) ?? facts.at,
      lon: located ? item.longitude : facts.fixed ? facts.report.longitude : rt.state.lon,
      lat: located ? item.latitude : facts.fixed ? facts.report.latitude : rt.state.lat,
      speedKmh: item.speedKmh,
    };
    const key = `safety:${item.itemId}:${item.alarmId}`;
    if (item.flagStatus === FLAG_END) {
      ledger.endAlarm(rt, settings, key, position);
      continue;
    }
    const wasOpen = rt.alarms.has(key);
    const alarm = ledger.openAlarm(rt, settings, {
      key,
      guid: stableGuid(`${rt.vehicleId}|${identity}`),
      firstType: ALARM_FIRST_TYPE.activeSafety,
      secondType: iconType,
      level: activeSafetyLevel(item),
      beginTime: position.at,
      lon: position.lon,
      lat: position.lat,
      speedKmh: position.speedKmh,
      // Anything but a start (an event without duration, or an unknown flag) is stored already ended rather
      // than left open for ever.
      ...(item.flagStatus === FLAG_START ? {} : { endTime: position.at }),
    });
    if (item.type === 'tyrePressureMonitor' && !wasOpen && item.events.length > 0)
      ledger.recordTires(
        rt,
        settings,
        alarm,
        item.events.map((e) => ({
          position: e.tyrePosition,
          alarmFlags: e.alarmTypeFlags,
          pressureKpa: e.pressureKpa,
          temperatureC: e.temperatureC,
          batteryPercent: e.batteryPercent,
        })),
      );
    awaitPhotos(rt, id, { ...position, at: facts.receivedAt });
  }
}
