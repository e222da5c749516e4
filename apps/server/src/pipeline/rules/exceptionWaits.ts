import { deviceExceptionSettingOf } from '@roadwatch/core';
import type { VehicleSettings } from '../vehicleSettings';

const MINUTE_MS = 60_000;

/** How long a condition must last before its exception opens: the company's minutes, else the built-in wait. */
export function exceptionWaitMs(settings: VehicleSettings, type: number, builtInMs: number): number {
  const own = settings.deviceExceptions && deviceExceptionSettingOf(settings.deviceExceptions, type);
  return own ? own.minutes * MINUTE_MS : builtInMs;
}

/** A type the company switched off opens no exception. */
export function exceptionEnabled(settings: VehicleSettings, type: number): boolean {
  const own = settings.deviceExceptions && deviceExceptionSettingOf(settings.deviceExceptions, type);
  return own ? own.enabled : true;
}
