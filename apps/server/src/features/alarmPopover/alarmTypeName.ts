import { ALARM_FIRST_TYPE, DEVICE_EXCEPTION_TYPE, stateName } from '@roadwatch/core';
import type { TFunction } from 'i18next';

/** Translated name of an alarm's first type (device, active safety, temperature, speed). */
export function alarmTypeName(t: TFunction, firstType: number): string {
  const key = stateName(ALARM_FIRST_TYPE, firstType);
  return key ? t(`alarm.alarmFirstType.${key}`) : String(firstType);
}

/** Translated name of a device exception type. */
export function exceptionTypeName(t: TFunction, type: number): string {
  const key = stateName(DEVICE_EXCEPTION_TYPE, type);
  return key ? t(`alarm.deviceExceptionType.${key}`) : String(type);
}
