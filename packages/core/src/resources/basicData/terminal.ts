import { z } from 'zod';
import { DEVICE_TYPES } from '../../types/coldChain';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import {
  fitsEdition2013,
  normaliseTerminalPhone,
  optionalPlainText,
  terminalPhone,
} from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';

/**
 * Device types (seed 001 §3 "Device types"): the JT/T 808 vehicle terminal and the portable and cargo devices. The
 * stored code is the position in this list plus one (1 = vehicle terminal); the key names the translation.
 */
export const TERMINAL_DEVICE_TYPES = ['vehicleTerminal', ...DEVICE_TYPES] as const;
export type TerminalDeviceType = (typeof TERMINAL_DEVICE_TYPES)[number];
export const VEHICLE_TERMINAL = 1;

export function deviceTypeKey(code: number): TerminalDeviceType | undefined {
  return TERMINAL_DEVICE_TYPES[code - 1];
}

/** JT/T 808 editions a terminal may speak. */
export const TERMINAL_EDITIONS = [2013, 2019] as const;
/** Most video channels a terminal may announce (JT/T 1078 logical channels). */
export const TERMINAL_MAX_CHANNELS = 16;

const flag = z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid });
const deviceType = z
  .number({ error: VMSG.required })
  .int({ error: VMSG.integer })
  .min(1, { error: VMSG.invalid })
  .max(TERMINAL_DEVICE_TYPES.length, { error: VMSG.invalid });
const edition = z.union([z.literal(2013), z.literal(2019)], { error: VMSG.invalid });

/** One period a terminal was bound to a vehicle (newest first in a row's `bindings`). */
export const terminalBindingRow = z.object({
  vehicleId: z.number(),
  plate: z.string(),
  boundTime: z.number(),
  unboundTime: z.number().nullable(),
  operatorName: z.string(),
});
export type TerminalBindingRow = z.output<typeof terminalBindingRow>;

/**
 * A device: its number (the gateway identifies a JT/T 808 terminal by it, platform-wide), its identity, what it can
 * do, its department and the vehicle it is bound to (one terminal per vehicle) with the history of its bindings.
 */
export const terminalResource = defineResource({
  key: 'terminalManage',
  name: 'terminal',
  module: 'system',
  path: '/terminal',
  row: z.object({
    id: rowId,
    deviceType: z.number(),
    phone: z.string(),
    terminalId: z.string(),
    maker: z.string(),
    model: z.string(),
    imei: z.string(),
    protocolVersion: z.number(),
    channels: z.number(),
    adas: flag,
    dsm: flag,
    departmentId: z.number(),
    departmentName: z.string(),
    vehicleId: z.number().nullable(),
    plate: z.string(),
    /** Whether the bound vehicle is online now (its latest state); 0 when not bound. */
    online: flag,
    remark: z.string(),
    createdTime: z.number(),
    bindings: z.array(terminalBindingRow),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      deviceType,
      /** '' = none (a device without a SIM); a vehicle terminal and any bound device need one. */
      phone: z
        .string({ error: VMSG.invalid })
        .trim()
        .refine((v) => v === '' || terminalPhone.safeParse(v).success, { error: VMSG.terminalPhone })
        .transform((v) => (v === '' ? '' : normaliseTerminalPhone(v)))
        .default(''),
      terminalId: optionalPlainText(30),
      maker: optionalPlainText(11),
      model: optionalPlainText(30),
      imei: z
        .string({ error: VMSG.invalid })
        .trim()
        .refine((v) => v === '' || /^\d{15}$/.test(v), { error: VMSG.imei })
        .default(''),
      protocolVersion: edition.default(2013),
      channels: z
        .number({ error: VMSG.invalid })
        .int({ error: VMSG.integer })
        .min(0, { error: VMSG.tooSmall })
        .max(TERMINAL_MAX_CHANNELS, { error: VMSG.tooBig })
        .default(0),
      adas: flag.default(0),
      dsm: flag.default(0),
      departmentId: chosenId,
      vehicleId: rowId.nullable().default(null),
      remark: optionalText(100),
    })
    .superRefine((s, ctx) => {
      if (s.phone === '' && (s.deviceType === VEHICLE_TERMINAL || s.vehicleId !== null))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: VMSG.required });
      else if (s.phone === '' && s.terminalId === '')
        ctx.addIssue({ code: 'custom', path: ['terminalId'], message: VMSG.required });
      if (s.phone !== '' && s.protocolVersion === 2013 && !fitsEdition2013(s.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: VMSG.terminalPhoneEdition });
      if (s.imei !== '' && s.protocolVersion !== 2019)
        ctx.addIssue({ code: 'custom', path: ['imei'], message: VMSG.imeiEdition });
    }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    deviceType: deviceType.optional(),
    bound: flag.optional(),
  },
  sortable: ['modifiedTime', 'phone', 'createdTime', 'plate'],
  actions: ['add', 'update', 'delete', 'export'],
  sheet: [
    'phone',
    'deviceType',
    'terminalId',
    'maker',
    'model',
    'imei',
    'protocolVersion',
    'channels',
    'adas',
    'dsm',
    'vehicleId',
    'departmentId',
    'remark',
  ],
});
