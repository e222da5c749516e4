import { repairResource, type RowOf } from '@roadwatch/core';
import { auditColumns } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { fromFen, toFen } from '../fleetCost/fleetCostMoney';
import { editableRecord, requireVehicleEditable } from '../../scope/visibleVehicles';
import { vehicleRecordFrom, whereKeyword } from './vehicleRecord';

/**
 * Repairs of the company's vehicles in scope and of vehicles lent to it under business authorisation while in use
 * (each company sees only its own), filterable by status.
 */
export const repairHandlers = resourceHandlers({
  resource: repairResource,
  table: 'repair_records',
  from: vehicleRecordFrom('repair_records'),
  scope: (auth, now) => editableRecord(auth, 't', 'v', now),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.repair_no as repairNo',
        't.plant as plant',
        't.repair_day as repairDay',
        't.items as items',
        't.amount_fen as amountFen',
        't.mileage_km as mileageKm',
        't.reason as reason',
        't.status as status',
      ]),
    ),
  toRow: (raw) => {
    const { amountFen, ...rest } = raw;
    return {
      ...(rest as RowOf<typeof repairResource>),
      repairDay: Number(raw.repairDay),
      amount: fromFen(amountFen),
      mileageKm: raw.mileageKm === null ? null : Number(raw.mileageKm),
    };
  },
  sortColumns: { repairDay: 't.repair_day', modifiedTime: 't.modified_at' },
  filter: (q, f) => {
    const out = whereKeyword(q, f.keyword, 't.repair_no');
    return typeof f.status === 'string' ? out.where('t.status', '=', f.status) : out;
  },
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    repair_no: s.repairNo,
    plant: s.plant,
    repair_day: s.repairDay,
    items: s.items,
    amount_fen: toFen(s.amount),
    mileage_km: s.mileageKm,
    reason: s.reason,
    status: s.status,
  }),
  check: (trx, s, ctx) => requireVehicleEditable(trx, ctx.auth, s.vehicleId, ctx.now),
});
