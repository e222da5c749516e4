import { Readable } from 'node:stream';
import {
  chinaDayStart,
  dailyPointFigures,
  DAY_MS,
  formatChinaTime,
  READING_HOLD_MAX_MS,
  storageSlotTimes,
  type ENDPOINTS,
  type StoredReading,
  type WarehouseDailyAnswer,
} from '@roadwatch/core';
import type { Database } from '../../../db/connect';
import { businessFailure } from '../../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { xlsxStream, type SheetValue } from '../../../resources/sheet/xlsxStream';
import type { Scope } from '../../../scope/authContext';
import { attachXlsx } from '../../alarmStatistics/attachXlsx';
import { viewSite } from './warehouseViewSite';

/** Readings of these points in [from, to), by point, oldest first. */
export async function readingsOf(
  db: Database,
  pointIds: number[],
  from: number,
  to: number,
): Promise<Map<number, (StoredReading & { humidity: number | null })[]>> {
  const byPoint = new Map<number, (StoredReading & { humidity: number | null })[]>();
  for (const id of pointIds) byPoint.set(id, []);
  if (pointIds.length === 0) return byPoint;
  const rows = await db
    .selectFrom('temp_readings')
    .where('point_id', 'in', pointIds)
    .where('time', '>=', from)
    .where('time', '<', to)
    .select(['point_id', 'time', 'value_c', 'state', 'humidity'])
    .orderBy('point_id')
    .orderBy('time')
    .execute();
  for (const r of rows) {
    byPoint.get(Number(r.point_id))?.push({
      time: Number(r.time),
      valueC: r.value_c === null ? null : Number(r.value_c),
      state: Number(r.state),
      humidity: r.humidity === null ? null : Number(r.humidity),
    });
  }
  return byPoint;
}

/**
 * One warehouse's China day: per point the figures of its readings (min, max, mean, readings, time out of range)
 * and its samples at the GSP recording times. Readings from 30 min before the day can be the 00:00 sample.
 */
export async function warehouseDailyOf(
  db: Database,
  scope: Scope,
  input: { siteId?: number | undefined; dayTime: number },
  now: number,
): Promise<WarehouseDailyAnswer> {
  const dayStart = chinaDayStart(input.dayTime);
  const site = await viewSite(db, scope, input.siteId);
  const readings = await readingsOf(
    db,
    site.points.map((p) => p.pointId),
    dayStart - READING_HOLD_MAX_MS,
    dayStart + DAY_MS,
  );
  return {
    warehouses: site.warehouses,
    siteId: site.siteId,
    dayStart,
    slotTimes: storageSlotTimes(dayStart),
    points: site.points.map((p) => ({
      ...p,
      ...dailyPointFigures(readings.get(p.pointId) ?? [], p, dayStart, now),
    })),
  };
}

export const warehouseDaily: EndpointHandler<typeof ENDPOINTS.warehouseDaily> = (ctx) =>
  warehouseDailyOf(ctx.db, requireUser(ctx), ctx.input, ctx.deps.now());

const fixed = (v: number | null) => (v === null ? '' : v.toFixed(2));

/** The daily monitor as an .xlsx: one row per point, its figures, then its sample at each recording time. */
export const exportWarehouseDaily: EndpointHandler<typeof ENDPOINTS.exportWarehouseDaily> = async (ctx) => {
  const daily = await warehouseDailyOf(ctx.db, requireUser(ctx), ctx.input, ctx.deps.now());
  if (daily.points.length === 0) throw businessFailure('errors.noDataToExport');
  const { t } = ctx;
  const header = [
    t('warehouse.daily.point'),
    t('warehouse.daily.limits'),
    t('warehouse.daily.min'),
    t('warehouse.daily.max'),
    t('warehouse.daily.mean'),
    t('warehouse.daily.readings'),
    t('warehouse.daily.recorded'),
    t('warehouse.daily.outOfRangeMinutes'),
    ...daily.slotTimes.map((time) => formatChinaTime(time).slice(11, 16)),
  ].map((h) => ({ header: h }));
  async function* cells(): AsyncGenerator<SheetValue[]> {
    await Promise.resolve();
    for (const p of daily.points) {
      yield [
        p.name,
        `${p.minC} ~ ${p.maxC}`,
        fixed(p.lowestC),
        fixed(p.highestC),
        fixed(p.meanC),
        p.readings,
        `${p.slotsRecorded} / ${p.slotsExpected}`,
        Math.round(p.outOfRangeMs / 60_000),
        ...p.samples.map((s) => (s === null ? '' : s.valueC === null ? t('warehouse.states.3') : s.valueC)),
      ];
    }
  }
  attachXlsx(ctx.reply, 'warehouse-daily', ctx.deps.now());
  return Readable.from(xlsxStream(header, cells()));
};
