import {
  chinaDayStart,
  daysToExpiry,
  deriveMaintenanceStatus,
  kmToDue,
  maintenanceResource,
  nearExpiryLastDay,
  nextDueDay,
  NEAR_DUE_KM,
  type MaintenanceStatus,
  type RowOf,
} from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import { auditColumns } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import type { AnySelect } from '../../resources/resourceSpec';
import { fromFen, toFen } from '../fleetCost/fleetCostMoney';
import {
  checkVehicle,
  odometerOf,
  vehicleRecordFrom,
  vehicleRecordScope,
  whereKeyword,
} from './vehicleRecord';

/** A record of the same vehicle and type ends later (or on the same day and was added later). */
export const SUPERSEDED = sql<SqlBool>`exists (select 1 from maintenance_records o where o.vehicle_id = t.vehicle_id and o.maintenance_type = t.maintenance_type and (o.end_day > t.end_day or (o.end_day = t.end_day and o.id > t.id)))`;
const EXPIRED = (today: number) =>
  sql<SqlBool>`((t.due_day is not null and t.due_day < ${today}) or (t.due_km is not null and vs.mileage_km is not null and vs.mileage_km >= t.due_km))`;
const NEAR = (lastNear: number) =>
  sql<SqlBool>`((t.due_day is not null and t.due_day <= ${lastNear}) or (t.due_km is not null and vs.mileage_km is not null and t.due_km - vs.mileage_km <= ${NEAR_DUE_KM}))`;

/** Rows of `status` at `now`: the SQL twin of core `deriveMaintenanceStatus`. */
export function whereMaintenanceStatus(q: AnySelect, status: MaintenanceStatus, now: number): AnySelect {
  if (status === 'historical') return q.where(SUPERSEDED);
  const today = chinaDayStart(now);
  const current = q.where(sql<SqlBool>`not ${SUPERSEDED}`);
  if (status === 'underMaintenance') return current.where('t.end_day', '>=', today);
  const done = current.where('t.end_day', '<', today);
  if (status === 'expired') return done.where(EXPIRED(today));
  const notExpired = done.where(sql<SqlBool>`not ${EXPIRED(today)}`);
  if (status === 'aboutToExpire') return notExpired.where(NEAR(nearExpiryLastDay(now)));
  return notExpired.where(sql<SqlBool>`not ${NEAR(nearExpiryLastDay(now))}`);
}

/** Maintenance of the vehicles in scope, with the due figures and the status against the reported odometer. */
export const maintenanceHandlers = resourceHandlers({
  resource: maintenanceResource,
  table: 'maintenance_records',
  from: vehicleRecordFrom('maintenance_records'),
  scope: vehicleRecordScope,
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.maintenance_type as maintenanceType',
        't.maintenance_no as maintenanceNo',
        't.plant as plant',
        't.sender as sender',
        't.reason as reason',
        't.extra_items as extraItems',
        't.delivery_day as deliveryDay',
        't.end_day as endDay',
        't.mileage_km as mileageKm',
        't.mileage_cycle_km as mileageCycleKm',
        't.cycle_unit as cycleUnit',
        't.cycle_count as cycleCount',
        't.due_day as dueDay',
        't.due_km as dueKm',
        't.amount_fen as amountFen',
        'vs.mileage_km as odometerKm',
        sql<number>`case when ${SUPERSEDED} then 1 else 0 end`.as('superseded'),
      ]),
    ),
  toRow: (raw, at) => {
    const { amountFen, superseded, ...rest } = raw;
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    const endDay = Number(raw.endDay);
    const dueDay = num(raw.dueDay);
    const dueKm = num(raw.dueKm);
    const odometerKm = odometerOf(raw);
    return {
      ...(rest as RowOf<typeof maintenanceResource>),
      deliveryDay: Number(raw.deliveryDay),
      endDay,
      mileageKm: Number(raw.mileageKm),
      mileageCycleKm: num(raw.mileageCycleKm),
      cycleCount: num(raw.cycleCount),
      amount: fromFen(amountFen),
      dueDay,
      dueKm,
      odometerKm,
      daysLeft: dueDay === null ? null : daysToExpiry(dueDay, at.now),
      kmLeft: kmToDue(dueKm, odometerKm),
      status: deriveMaintenanceStatus(
        { endDay, dueDay, dueKm, odometerKm, superseded: Number(superseded) === 1 },
        at.now,
      ),
    };
  },
  sortColumns: { endDay: 't.end_day', modifiedTime: 't.modified_at', deliveryDay: 't.delivery_day' },
  filter: (q, f, at) => {
    let out = whereKeyword(q, f.keyword, 't.maintenance_no');
    if (typeof f.maintenanceType === 'string') out = out.where('t.maintenance_type', '=', f.maintenanceType);
    if (typeof f.status === 'string')
      out = whereMaintenanceStatus(out, f.status as MaintenanceStatus, at.now);
    return out;
  },
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    maintenance_type: s.maintenanceType,
    maintenance_no: s.maintenanceNo,
    plant: s.plant,
    sender: s.sender,
    reason: s.reason,
    extra_items: s.extraItems,
    delivery_day: s.deliveryDay,
    end_day: s.endDay,
    mileage_km: s.mileageKm,
    mileage_cycle_km: s.mileageCycleKm,
    cycle_unit: s.cycleUnit,
    cycle_count: s.cycleCount,
    due_day: s.cycleUnit && s.cycleCount ? nextDueDay(s.endDay, s.cycleUnit, s.cycleCount) : null,
    due_km: s.mileageCycleKm === null ? null : s.mileageKm + s.mileageCycleKm,
    amount_fen: toFen(s.amount),
  }),
  check: checkVehicle,
});
