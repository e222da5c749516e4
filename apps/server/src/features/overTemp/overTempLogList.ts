import type { ENDPOINTS, OverTempLogRow } from '@roadwatch/core';
import { sql } from 'kysely';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { OVER_TEMP_LOG_COLUMNS, overTempLogEntry, overTempLogQuery } from './overTempLogQuery';

/**
 * The over-temperature setting log of the caller's company, newest first: company-default entries for everyone
 * with the page, a vehicle's entries only for users whose departments contain the vehicle.
 */
export const overTempLogList: EndpointHandler<typeof ENDPOINTS.overTempLogList> = async ({
  db,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  let query = overTempLogQuery(
    db,
    { companyId: auth.companyId, startTime: input.startTime, endTime: input.endTime },
    inScope(auth, 'vehicles', 'v'),
  );
  if (input.vehicleId !== undefined) query = query.where('l.vehicle_id', '=', input.vehicleId);
  const total = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await query
    .select(OVER_TEMP_LOG_COLUMNS)
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(input.pageSize)
    .offset((input.curPage - 1) * input.pageSize)
    .execute();
  return {
    totalRecords: Number(total?.n ?? 0),
    data: rows.map((r): OverTempLogRow => {
      const { departmentName: _department, ...row } = overTempLogEntry(r);
      return row;
    }),
  };
};
