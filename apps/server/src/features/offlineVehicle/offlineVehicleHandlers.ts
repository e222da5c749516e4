import type { ENDPOINTS, OfflineVehicleRow } from '@roadwatch/core';
import { sql } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { placeResolverOf } from '../../geo/placeResolver';
import { writeAudit } from '../../resources/writeAudit';
import type { AnyDb } from '../../resources/resourceSpec';
import type { Database } from '../../db/connect';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';

const HOUR_MS = 3_600_000;

/** The vehicles in scope that are offline now (the pipeline's latest state), with their period's handling. */
function offlineVehicles(db: Database, auth: UserAuth) {
  return db
    .selectFrom('vehicles as v')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
    .leftJoin('offline_vehicle_handlings as h', (j) =>
      j.onRef('h.vehicle_id', '=', 'v.id').on(sql<boolean>`h.last_time = coalesce(s.gps_time, 0)`),
    )
    .leftJoin('users as u', 'u.id', 'h.handled_by')
    .where(inScope(auth, 'vehicles', 'v'))
    .where(sql<boolean>`coalesce(s.online, 0) = 0`);
}

/**
 * Vehicles offline longer than the chosen threshold, longest silent first, with the last position's time and
 * place, how long they have been silent and whether this offline period was handled (and by whom, with what note).
 */
export const offlineVehicleList: EndpointHandler<typeof ENDPOINTS.offlineVehicleList> = async (ctx) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  const { thresholdHours, handled, keyword, curPage, pageSize } = ctx.input;
  let q = offlineVehicles(ctx.db, auth).where(
    sql<boolean>`(s.gps_time is null or s.gps_time <= ${now - thresholdHours * HOUR_MS})`,
  );
  if (handled === 'handled') q = q.where('h.id', 'is not', null);
  if (handled === 'unhandled') q = q.where('h.id', 'is', null);
  if (keyword) q = q.where(containsText('v.plate', keyword) as never);
  const [counted, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select([
        'v.id',
        'v.plate',
        'd.name as department',
        's.gps_time',
        's.lon',
        's.lat',
        'h.id as handling',
        'h.note',
        'h.handled_at',
        sql<string>`coalesce(nullif(u.real_name, ''), u.user_name, '')`.as('handler'),
      ])
      .orderBy(sql`coalesce(s.gps_time, 0)`)
      .orderBy('v.id')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
  ]);
  const places = placeResolverOf(ctx.deps);
  const data = rows.map((r): OfflineVehicleRow => {
    const lastTime = r.gps_time === null ? null : Number(r.gps_time);
    return {
      vehicleId: r.id,
      plate: r.plate,
      departmentName: r.department,
      lastTime,
      place: r.lon === null || r.lat === null ? '' : places.localName(r.lon, r.lat, ctx.lang),
      offlineMs: lastTime === null ? null : now - lastTime,
      handled: r.handling !== null,
      note: r.note ?? '',
      handlerName: r.handler ?? '',
      handledAt: r.handled_at === null ? null : Number(r.handled_at),
    };
  });
  return { data, totalRecords: Number(counted.n) };
};

/** Notes the current offline period of each vehicle (all offline and in scope, else nothing is written). */
export const offlineVehicleHandle: EndpointHandler<typeof ENDPOINTS.offlineVehicleHandle> = async (ctx) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  const ids = [...new Set(ctx.input.vehicleIds)];
  const { note } = ctx.input;
  await (ctx.db as unknown as AnyDb).transaction().execute(async (trx) => {
    const found = await offlineVehicles(trx as unknown as Database, auth)
      .select(['v.id', 's.gps_time'])
      .where('v.id', 'in', ids)
      .execute();
    if (found.length !== ids.length) throw businessFailure('errors.notFound');
    for (const v of found) {
      await trx
        .insertInto('offline_vehicle_handlings')
        .values({
          company_id: auth.companyId,
          vehicle_id: v.id,
          last_time: Number(v.gps_time ?? 0),
          note,
          handled_by: auth.userId,
          handled_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['vehicle_id', 'last_time'])
            .doUpdateSet({ note, handled_by: auth.userId, handled_at: now }),
        )
        .execute();
      await writeAudit(trx, { auth, now }, 'tmsOfflineVehicle', v.id, 'handle', { note });
    }
  });
  return { handled: ids.length };
};
