import { z } from 'zod';
import { DEVICE_EXCEPTION_TYPE } from '../states';
import { VMSG } from '../validators/messages';

/** The device exceptions a company can tune (the terminal-clock one follows the report checks, not a setting). */
export const DEVICE_EXCEPTION_SETTING_TYPES = [
  'offline',
  'power',
  'antenna',
  'temperatureNotUploaded',
  'fuelNotUploaded',
  'positioning',
  'photoNotUploaded',
  'signal',
] as const satisfies readonly (keyof typeof DEVICE_EXCEPTION_TYPE)[];
export type DeviceExceptionSettingType = (typeof DEVICE_EXCEPTION_SETTING_TYPES)[number];

/**
 * Minutes a condition must last before it counts as an exception, per type. Power and antenna come from alarm bits
 * the terminal has already debounced, so 0 (at once) is allowed; the others need at least a minute. Offline counts
 * from the vehicle's last data and opens no earlier than the vehicle counts as offline. A day is the most any of
 * them waits.
 */
export const DEVICE_EXCEPTION_MINUTES: Record<DeviceExceptionSettingType, { min: number; max: number }> = {
  offline: { min: 1, max: 1440 },
  power: { min: 0, max: 1440 },
  antenna: { min: 0, max: 1440 },
  temperatureNotUploaded: { min: 1, max: 1440 },
  fuelNotUploaded: { min: 1, max: 1440 },
  positioning: { min: 1, max: 1440 },
  photoNotUploaded: { min: 1, max: 1440 },
  signal: { min: 1, max: 1440 },
};

const entry = (type: DeviceExceptionSettingType) =>
  z.strictObject({
    enabled: z.boolean({ error: VMSG.required }),
    minutes: z
      .number({ error: VMSG.required })
      .int({ error: VMSG.integer })
      .min(DEVICE_EXCEPTION_MINUTES[type].min, { error: VMSG.tooSmall })
      .max(DEVICE_EXCEPTION_MINUTES[type].max, { error: VMSG.tooBig }),
  });

export const deviceExceptionSettingsSchema = z.strictObject(
  Object.fromEntries(DEVICE_EXCEPTION_SETTING_TYPES.map((type) => [type, entry(type)])) as Record<
    DeviceExceptionSettingType,
    ReturnType<typeof entry>
  >,
);
export type DeviceExceptionSettings = z.output<typeof deviceExceptionSettingsSchema>;

/** What applies until a company saves its own: every type on, with the platform's usual waits. */
export const DEFAULT_DEVICE_EXCEPTION_SETTINGS: DeviceExceptionSettings = {
  offline: { enabled: true, minutes: 3 },
  power: { enabled: true, minutes: 0 },
  antenna: { enabled: true, minutes: 0 },
  temperatureNotUploaded: { enabled: true, minutes: 10 },
  fuelNotUploaded: { enabled: true, minutes: 10 },
  positioning: { enabled: true, minutes: 10 },
  photoNotUploaded: { enabled: true, minutes: 5 },
  signal: { enabled: true, minutes: 5 },
};

export interface DeviceExceptionSettingsRecord {
  settings: DeviceExceptionSettings;
  /** Null while the built-in defaults apply. */
  operator: string | null;
  modifiedAt: number | null;
}

/** The settings' type by the exception's number (device_exceptions.type), for the pipeline. */
export function deviceExceptionSettingOf(
  settings: DeviceExceptionSettings,
  type: number,
): { enabled: boolean; minutes: number } | null {
  const name = DEVICE_EXCEPTION_SETTING_TYPES.find((t) => DEVICE_EXCEPTION_TYPE[t] === type);
  return name ? settings[name] : null;
}
