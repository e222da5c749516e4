import {
  DEFAULT_AXLES,
  TYRE_POSITIONS,
  deriveTyreStatus,
  tyreRemainingKm,
  tyreResource,
  type ENDPOINTS,
  type RowOf,
  type TyrePlace,
  type TyreStatus,
} from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { auditColumns } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import type { AnySelect, AnyTrx } from '../../resources/resourceSpec';
import { writeAudit } from '../../resources/writeAudit';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { requireOperation } from '../fleetCost/expiryReminderHandlers';
import { fromFen, toFen } from '../fleetCost/fleetCostMoney';
import { odometerOf, vehicleRecordFrom, vehicleRecordScope, whereKeyword } from './vehicleRecord';

/** Remaining km in SQL: the limit less the km run since the change (none before the odometer passes it). */
export const REMAINING = sql<number>`t.limit_km - (case when vs.mileage_km > t.mileage_at_change_km then vs.mileage_km - t.mileage_at_change_km else 0 end)`;

/** Rows of `status`: the SQL twin of core `deriveTyreStatus`. */
export function whereTyreStatus(q: AnySelect, status: TyreStatus): AnySelect {
  if (status === 'discarded') return q.where('t.discarded_at', 'is not', null);
  const inUse = q.where('t.discarded_at', 'is', null);
  return status === 'changeReminder'
    ? inUse.where(sql<SqlBool>`${REMAINING} <= t.reminder_km`)
    : inUse.where(sql<SqlBool>`${REMAINING} > t.reminder_km`);
}

function statusOf(raw: Record<string, unknown>) {
  const facts = {
    limitKm: Number(raw.limitKm),
    reminderKm: Number(raw.reminderKm),
    mileageAtChangeKm: Number(raw.mileageAtChangeKm),
    odometerKm: odometerOf(raw),
    discarded: raw.discardedTime !== null && raw.discardedTime !== undefined,
  };
  return { ...facts, remainingKm: tyreRemainingKm(facts), status: deriveTyreStatus(facts) };
}

/** A vehicle's plate and axle count, when the caller sees it. */
async function vehicleOf(trx: AnyTrx, auth: UserAuth, vehicleId: number) {
  const v = (await trx
    .selectFrom('vehicles')
    .select(['plate', 'axles'])
    .where('id', '=', vehicleId)
    .where(inScope(auth, 'vehicles'))
    .executeTakeFirst()) as { plate: string; axles: number | null } | undefined;
  if (!v) throw businessFailure('errors.vehicleNotFound');
  return { plate: v.plate, axles: v.axles ?? DEFAULT_AXLES };
}

/**
 * Tyres of the vehicles in scope: an axle the vehicle has, one tyre in use per place (discard the old one first),
 * the remaining mileage and status against the odometer the vehicle's terminal reported last.
 */
export const tyreHandlers = resourceHandlers({
  resource: tyreResource,
  table: 'tyre_records',
  from: vehicleRecordFrom('tyre_records'),
  scope: vehicleRecordScope,
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.axle as axle',
        't.position as position',
        't.brand as brand',
        't.model as model',
        't.unit_price_fen as unitPriceFen',
        't.change_day as changeDay',
        't.mileage_at_change_km as mileageAtChangeKm',
        't.limit_km as limitKm',
        't.reminder_km as reminderKm',
        't.discarded_at as discardedTime',
        'vs.mileage_km as odometerKm',
      ]),
    ),
  toRow: (raw) => {
    const { unitPriceFen, ...rest } = raw;
    const s = statusOf(raw);
    return {
      ...(rest as RowOf<typeof tyreResource>),
      changeDay: Number(raw.changeDay),
      unitPrice: fromFen(unitPriceFen),
      mileageAtChangeKm: s.mileageAtChangeKm,
      limitKm: s.limitKm,
      reminderKm: s.reminderKm,
      odometerKm: s.odometerKm,
      discardedTime: s.discarded ? Number(raw.discardedTime) : null,
      remainingKm: s.remainingKm,
      status: s.status,
    };
  },
  sortColumns: { changeDay: 't.change_day', modifiedTime: 't.modified_at', axle: 't.axle' },
  filter: (q, f) => {
    let out = whereKeyword(q, f.keyword);
    if (typeof f.vehicleId === 'number') out = out.where('t.vehicle_id', '=', f.vehicleId);
    if (typeof f.status === 'string') out = whereTyreStatus(out, f.status as TyreStatus);
    return out;
  },
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    axle: s.axle,
    position: s.position,
    brand: s.brand,
    model: s.model,
    unit_price_fen: toFen(s.unitPrice),
    change_day: s.changeDay,
    mileage_at_change_km: s.mileageAtChangeKm,
    limit_km: s.limitKm,
    reminder_km: s.reminderKm,
  }),
  check: async (trx, s, ctx) => {
    const vehicle = await vehicleOf(trx, ctx.auth, s.vehicleId);
    if (s.axle > vehicle.axles)
      throw businessFailure('errors.tyreAxleOver', { plate: vehicle.plate, axles: vehicle.axles });
    let taken = trx
      .selectFrom('tyre_records')
      .select(['brand'])
      .where('vehicle_id', '=', s.vehicleId)
      .where('axle', '=', s.axle)
      .where('position', '=', s.position)
      .where('discarded_at', 'is', null);
    if (ctx.id !== null) taken = taken.where('id', '<>', ctx.id);
    const other = (await taken.executeTakeFirst()) as { brand: string } | undefined;
    if (other)
      throw businessFailure('errors.tyrePlaceTaken', {
        plate: vehicle.plate,
        axle: s.axle,
        brand: other.brand,
      });
  },
});

/** Discards tyres in scope (`tmsTyre:update`), all or none, each with its audit row. */
export const tyreDiscard: EndpointHandler<typeof ENDPOINTS.tyreDiscard> = async (ctx) => {
  const auth = requireUser(ctx);
  await requireOperation(auth, 'tmsTyre:update');
  const now = ctx.deps.now();
  const ids = [...new Set(ctx.input.ids)];
  await ctx.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('tyre_records as t')
      .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
      .select('t.id')
      .where('t.id', 'in', ids)
      .where(inScope(auth, 'vehicles', 'v'))
      .execute();
    if (found.length !== ids.length) throw businessFailure('errors.notFound');
    await trx
      .updateTable('tyre_records')
      .set({ discarded_at: now, modified_by: auth.userId, modified_at: now })
      .where('id', 'in', ids)
      .where('discarded_at', 'is', null)
      .execute();
    for (const id of ids) await writeAudit(trx, { auth, now }, 'tmsTyre', id, 'discard', { id });
  });
  return { discarded: ids.length };
};

/** A vehicle's places, axle by axle, with the tyre in use at each and its status (`tmsTyre`). */
export const tyreSummary: EndpointHandler<typeof ENDPOINTS.tyreSummary> = async (ctx) => {
  const auth = requireUser(ctx);
  await requireOperation(auth, 'tmsTyre');
  const db = ctx.db as unknown as AnyTrx;
  const vehicle = await vehicleOf(db, auth, ctx.input.vehicleId);
  const rows = (await vehicleRecordFrom('tyre_records')(db)
    .select([
      't.id as id',
      't.axle as axle',
      't.position as position',
      't.brand as brand',
      't.model as model',
      't.limit_km as limitKm',
      't.reminder_km as reminderKm',
      't.mileage_at_change_km as mileageAtChangeKm',
      't.discarded_at as discardedTime',
      'vs.mileage_km as odometerKm',
    ])
    .where('t.vehicle_id', '=', ctx.input.vehicleId)
    .where('t.discarded_at', 'is', null)
    .execute()) as Record<string, unknown>[];
  const places: TyrePlace[] = [];
  for (let axle = 1; axle <= vehicle.axles; axle += 1)
    for (const position of TYRE_POSITIONS) {
      const raw = rows.find((r) => Number(r.axle) === axle && r.position === position);
      const s = raw ? statusOf(raw) : null;
      places.push({
        axle,
        position,
        tyre:
          raw && s && s.status !== 'discarded'
            ? {
                id: Number(raw.id),
                brand: String(raw.brand),
                model: String(raw.model),
                remainingKm: s.remainingKm,
                status: s.status,
              }
            : null,
      });
    }
  return { plate: vehicle.plate, axles: vehicle.axles, places };
};
