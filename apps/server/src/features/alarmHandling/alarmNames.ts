import {
  ALARM_FIRST_TYPE,
  ALARM_ICON_TYPES,
  DEVICE_ALARM_KIND,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  LINE_ALARM,
  SPEED_ALARM,
  TEMPERATURE_ALARM,
  ZONE_ALARM,
  isAlarmIconType,
  stateName,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';

/** Translated name of an alarm from its first and second type (the catalogue in packages/core). */
export function alarmName(t: TFunction, firstType: number, secondType: number): string {
  const second = (() => {
    switch (firstType) {
      case ALARM_FIRST_TYPE.activeSafety:
        return isAlarmIconType(secondType) ? `alarm.alarmIconType.${ALARM_ICON_TYPES[secondType].key}` : null;
      case ALARM_FIRST_TYPE.device: {
        const key = stateName(DEVICE_ALARM_KIND, secondType);
        return key ? `alarm.deviceAlarmKind.${String(key)}` : null;
      }
      case ALARM_FIRST_TYPE.speed: {
        const key = stateName(SPEED_ALARM, secondType);
        return key ? `alarm.speedAlarm.${String(key)}` : null;
      }
      case ALARM_FIRST_TYPE.temperature: {
        const key = stateName(TEMPERATURE_ALARM, secondType);
        return key ? `alarm.temperatureAlarm.${String(key)}` : null;
      }
      case ALARM_FIRST_TYPE.zone: {
        const key = stateName(ZONE_ALARM, secondType);
        return key ? `alarm.zoneAlarm.${String(key)}` : null;
      }
      case ALARM_FIRST_TYPE.line: {
        const key = stateName(LINE_ALARM, secondType);
        return key ? `alarm.lineAlarm.${String(key)}` : null;
      }
      default:
        return null;
    }
  })();
  if (second) return t(second);
  const first = stateName(ALARM_FIRST_TYPE, firstType);
  return first ? t(`alarm.alarmFirstType.${String(first)}`) : String(firstType);
}

export function levelName(t: TFunction, level: number): string {
  const key = stateName(HAZARD_LEVEL, level);
  return key ? t(`alarm.hazardLevel.${String(key)}`) : String(level);
}

export function handleStatusName(t: TFunction, status: number): string {
  const key = stateName(HANDLE_STATUS, status);
  return key ? t(`handling.handleStatus.${String(key)}`) : String(status);
}

/**
 * An alarm's description: its stored text (demo data, or a description that came with it) or, when it has none
 * (alarms raised live by the pipeline), one composed from what it recorded, in the reader's language.
 */
export function alarmContent(
  t: TFunction,
  r: {
    content: string;
    first_type: number;
    second_type: number;
    level: number;
    b_speed: number;
    speed_limit: number;
  },
): string {
  if (r.content) return r.content;
  const name = alarmName(t, r.first_type, r.second_type);
  if (r.speed_limit > 0)
    return t('alarm.content.overLimit', { name, speed: r.b_speed, limit: r.speed_limit });
  const level = levelName(t, r.level);
  return r.b_speed > 0
    ? t('alarm.content.withSpeed', { name, level, speed: r.b_speed })
    : t('alarm.content.plain', { name, level });
}
