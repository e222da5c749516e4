import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { VMSG } from '../validators/messages';

/** Most columns one grid's saved settings may list. */
export const TABLE_COLUMNS_MAX = 100;

/** A grid's name (a resource key or another grid's key) or a column's field: letters, digits and . : _ - only. */
const settingName = z
  .string({ error: VMSG.required })
  .min(1, { error: VMSG.required })
  .max(64, { error: VMSG.tooLong })
  .regex(/^[A-Za-z0-9.:_-]+$/, { error: VMSG.invalid });

/** One column of a grid as the user arranged it; the list's order is the column order. */
export const tableColumnSetting = z.strictObject({
  field: settingName,
  visible: z.boolean({ error: VMSG.invalid }),
});
export type TableColumnSetting = z.output<typeof tableColumnSetting>;

export const tableColumnSettingSaveRequest = z.strictObject({
  tableKey: settingName,
  columns: z
    .array(tableColumnSetting, { error: VMSG.invalid })
    .max(TABLE_COLUMNS_MAX, { error: VMSG.tooBig })
    .refine((columns) => new Set(columns.map((c) => c.field)).size === columns.length, {
      error: VMSG.invalid,
    }),
});

export interface TableColumnSettings {
  /** The saved columns in order, or null when the user never arranged this grid (the page's default). */
  columns: TableColumnSetting[] | null;
}

/** A grid's column choice and order, per user (kept in user_settings under `table:<tableKey>`). */
export const personalizeEndpoints = {
  /** The caller's column choice and order for one grid. */
  tableColumnSettingGet: endpoint<TableColumnSettings>()({
    name: 'tableColumnSettingGet',
    method: 'GET',
    module: 'personalize',
    path: '/tableColumnSetting',
    access: 'session',
    request: z.strictObject({ tableKey: settingName }),
  }),
  /** Replaces the caller's column choice and order for one grid (an empty list forgets it: the default again). */
  tableColumnSettingSave: endpoint<null>()({
    name: 'tableColumnSettingSave',
    method: 'POST',
    module: 'personalize',
    path: '/tableColumnSetting',
    access: 'session',
    request: tableColumnSettingSaveRequest,
  }),
  /** How many grids the caller has arranged (personal settings' table-columns tab). */
  tableColumnSettingCount: endpoint<{ count: number }>()({
    name: 'tableColumnSettingCount',
    method: 'GET',
    module: 'personalize',
    path: '/tableColumnSetting/count',
    access: 'session',
    request: z.strictObject({}),
  }),
  /** Forgets the caller's arrangement of every grid: each shows its default columns again. */
  tableColumnSettingResetAll: endpoint<null>()({
    name: 'tableColumnSettingResetAll',
    method: 'POST',
    module: 'personalize',
    path: '/tableColumnSetting/resetAll',
    access: 'session',
    request: z.strictObject({ confirm: z.literal(true, { error: VMSG.invalid }) }),
  }),
} as const;
