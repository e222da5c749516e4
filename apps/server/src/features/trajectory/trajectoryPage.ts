import type { ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { POINT_COLUMNS, pointsIn, toTrajectoryPoint } from './trackRange';
import { visibleTrack } from './visibleTrack';

/** One page (up to 8000 points) of a vehicle's track, oldest first; the client fetches pages until it holds all. */
export const trajectoryPage: EndpointHandler<typeof ENDPOINTS.trajectoryPage> = async (ctx) => {
  const { db, input } = ctx;
  const range = pointsIn(db, (await visibleTrack(ctx, input)).range);
  const { pageSize, curPage } = input.pageParamVO;
  const [count, rows] = await Promise.all([
    range.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    range
      .select(POINT_COLUMNS)
      .orderBy('gps_time')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
  ]);
  return { data: rows.map(toTrajectoryPoint), totalRecords: Number(count.n) };
};
