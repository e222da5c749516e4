import type { ENDPOINTS, IncubatorExcursion } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { viewIncubator } from './viewIncubator';

/** Which side of the range a value fell (null: inside, or no value). */
export function excursionOf(valueC: number | null, minC: number, maxC: number): IncubatorExcursion {
  if (valueC === null) return null;
  if (valueC > maxC) return 'high';
  if (valueC < minC) return 'low';
  return null;
}

/** One incubator's readings in [startTime, endTime), newest first, paged, each judged by its model's limits. */
export const incubatorTempDetail: EndpointHandler<typeof ENDPOINTS.incubatorTempDetail> = async (ctx) => {
  const { startTime, endTime, curPage, pageSize } = ctx.input;
  const view = await viewIncubator(ctx.db, requireUser(ctx), ctx.input.incubatorId);
  const { pointId, minC, maxC, ...chosen } = view;
  if (pointId === null || minC === null || maxC === null)
    return { ...chosen, minC, maxC, data: [], totalRecords: 0 };
  const inRange = ctx.db
    .selectFrom('temp_readings')
    .where('point_id', '=', pointId)
    .where('time', '>=', startTime)
    .where('time', '<', endTime);
  const counted = await inRange.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await inRange
    .select(['time', 'value_c', 'humidity', 'state'])
    .orderBy('time', 'desc')
    .limit(pageSize)
    .offset((curPage - 1) * pageSize)
    .execute();
  return {
    ...chosen,
    minC,
    maxC,
    totalRecords: Number(counted?.n ?? 0),
    data: rows.map((r) => {
      const valueC = r.value_c === null ? null : Number(r.value_c);
      return {
        time: Number(r.time),
        valueC,
        humidity: r.humidity === null ? null : Number(r.humidity),
        state: Number(r.state),
        excursion: excursionOf(valueC, minC, maxC),
      };
    }),
  };
};
