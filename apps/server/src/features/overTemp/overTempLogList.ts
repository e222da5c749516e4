import type { ENDPOINTS, OverTempLogRow, OverTempThresholds } from '@roadwatch/core';
import { sql } from 'kysely';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';

function thresholds(json: string | null): OverTempThresholds | null {
  return json === null ? null : (JSON.parse(json) as OverTempThresholds);
}

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
  let query = db
    .selectFrom('over_temp_setting_log as l')
    .leftJoin('vehicles as v', 'v.id', 'l.vehicle_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .where('l.company_id', '=', auth.companyId)
    .where('l.at', '>=', input.startTime)
    .where('l.at', '<=', input.endTime)
    .where(sql<boolean>`(l.vehicle_id is null or ${inScope(auth, 'vehicles', 'v')})`);
  if (input.vehicleId !== undefined) query = query.where('l.vehicle_id', '=', input.vehicleId);
  const total = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await query
    .select([
      'l.id',
      'l.at',
      'l.vehicle_id',
      'l.action',
      'l.before',
      'l.after',
      'v.plate',
      'u.real_name',
      'u.user_name',
    ])
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(input.pageSize)
    .offset((input.curPage - 1) * input.pageSize)
    .execute();
  return {
    totalRecords: Number(total?.n ?? 0),
    data: rows.map((r): OverTempLogRow => ({
      id: r.id,
      at: Number(r.at),
      operator: r.real_name || r.user_name || '',
      vehicleId: r.vehicle_id,
      plate: r.plate,
      action: r.action === 'delete' ? 'delete' : 'save',
      before: thresholds(r.before),
      after: thresholds(r.after),
    })),
  };
};
