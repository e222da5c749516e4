import { vehicleFeeResource, type RowOf } from '@roadwatch/core';
import { auditColumns } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import {
  expiryStatusColumns,
  expiryStatusOf,
  whereExpiryStatus,
  type ExpiryTable,
} from '../fleetCost/expiryStatus';
import { fromFen, toFen } from '../fleetCost/fleetCostMoney';
import { checkVehicle, vehicleRecordFrom, vehicleRecordScope, whereKeyword } from './vehicleRecord';

const EXPIRY: ExpiryTable = { table: 'vehicle_fees', typeColumn: 'fee_type', reminderKind: 'fee' };

/** Taxes and fees of the vehicles in scope, with the expiry status a policy has (a renewed fee makes the older one historical). */
export const vehicleFeeHandlers = resourceHandlers({
  resource: vehicleFeeResource,
  table: 'vehicle_fees',
  from: vehicleRecordFrom('vehicle_fees'),
  scope: vehicleRecordScope,
  select: (q) =>
    auditColumns(
      expiryStatusColumns(q, EXPIRY).select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.fee_type as feeType',
        't.amount_fen as amountFen',
        't.paid_day as paidDay',
        't.start_day as startDay',
        't.remark as remark',
      ]),
    ),
  toRow: (raw, at) => {
    const { amountFen, newestEndDay: _n, ...rest } = raw;
    return {
      ...(rest as RowOf<typeof vehicleFeeResource>),
      amount: fromFen(amountFen),
      paidDay: Number(raw.paidDay),
      startDay: Number(raw.startDay),
      ...expiryStatusOf(raw, at.now),
    };
  },
  sortColumns: { endDay: 't.end_day', modifiedTime: 't.modified_at', paidDay: 't.paid_day' },
  filter: (q, f, at) => {
    let out = whereKeyword(q, f.keyword);
    if (typeof f.feeType === 'string') out = out.where('t.fee_type', '=', f.feeType);
    if (typeof f.status === 'string') out = whereExpiryStatus(out, f.status as never, at.now, EXPIRY);
    return out;
  },
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    fee_type: s.feeType,
    amount_fen: toFen(s.amount),
    paid_day: s.paidDay,
    start_day: s.startDay,
    end_day: s.endDay,
    remark: s.remark,
  }),
  check: checkVehicle,
});
