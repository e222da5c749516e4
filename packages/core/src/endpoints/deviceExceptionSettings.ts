import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { DeviceExceptionSettingsRecord } from '../deviceExceptionSettings/deviceExceptionSettings';

/**
 * The company's device exception settings: each type on or off with the minutes its condition must last. Checked
 * by `deviceExceptionSettingsSchema` in the handler (a code 0 naming the field in words); a saved change reaches
 * the running pipeline within seconds.
 */
export const deviceExceptionSettingEndpoints = {
  deviceExceptionSettingGet: endpoint<DeviceExceptionSettingsRecord>()({
    name: 'deviceExceptionSettingGet',
    method: 'GET',
    module: 'exception',
    path: '/setting',
    access: { operationId: 'equipAbnormalSet' },
    request: z.strictObject({}),
  }),
  deviceExceptionSettingSave: endpoint<DeviceExceptionSettingsRecord>()({
    name: 'deviceExceptionSettingSave',
    method: 'POST',
    module: 'exception',
    path: '/saveSetting',
    access: { operationId: 'equipAbnormalSet:update' },
    request: z.strictObject({ settings: z.unknown() }),
  }),
} as const;
