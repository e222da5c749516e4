import { CHAIN_LEG_KINDS, chainLegFields, type chainBatchResource, type RowOf } from '@roadwatch/core';
import type { Dayjs } from 'dayjs';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';

/**
 * The batch form holds each leg's range as one picker value under the leg's start field (`warehouseStart` =
 * [start, end]); the save request has the start and the end apart, and null for a leg left empty.
 */
export function chainBatchFromForm(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null) out[key] = value;
  for (const kind of CHAIN_LEG_KINDS) {
    const f = chainLegFields(kind);
    const range = values[f.start] as [Dayjs | null, Dayjs | null] | null | undefined;
    out[f.id] = values[f.id] ?? null;
    out[f.start] = range?.[0] ? fromChinaPicker(range[0]) : null;
    out[f.end] = range?.[1] ? fromChinaPicker(range[1]) : null;
  }
  return out;
}

/** A row's values as the form holds them. */
export function chainBatchToForm(row: RowOf<typeof chainBatchResource>): Record<string, unknown> {
  const values: Record<string, unknown> = {
    code: row.code,
    product: row.product,
    quantity: row.quantity,
    unit: row.unit,
    departmentId: row.departmentId,
    remark: row.remark,
  };
  for (const leg of row.legs) {
    const f = chainLegFields(leg.kind);
    values[f.id] = leg.targetId;
    values[f.start] = [toChinaPicker(leg.startTime), toChinaPicker(leg.endTime)];
  }
  return values;
}
