import { otherCostResource, policeCheckResource, type RowOf } from '@roadwatch/core';
import { auditColumns } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { fromFen, toFen } from '../fleetCost/fleetCostMoney';
import { checkVehicle, vehicleRecordFrom, vehicleRecordScope, whereKeyword } from './vehicleRecord';

/** The handlers of a dated cost of a vehicle (police checks, other costs): one shape, one table each. */
function costEntryHandlers<R extends typeof policeCheckResource | typeof otherCostResource>(
  resource: R,
  table: 'police_check_records' | 'other_cost_records',
) {
  return resourceHandlers({
    resource,
    table,
    from: vehicleRecordFrom(table),
    scope: vehicleRecordScope,
    select: (q) =>
      auditColumns(
        q.select([
          't.id as id',
          't.vehicle_id as vehicleId',
          'v.plate as plateNumber',
          't.cost_day as costDay',
          't.item as item',
          't.amount_fen as amountFen',
          't.remark as remark',
        ]),
      ),
    toRow: (raw) => {
      const { amountFen, ...rest } = raw;
      return { ...(rest as RowOf<R>), costDay: Number(raw.costDay), amount: fromFen(amountFen) };
    },
    sortColumns: { costDay: 't.cost_day', modifiedTime: 't.modified_at' } as Record<
      R['sortable'][number],
      string
    >,
    filter: (q, f) => whereKeyword(q, f.keyword),
    toColumns: (s) => ({
      vehicle_id: s.vehicleId,
      cost_day: s.costDay,
      item: s.item,
      amount_fen: toFen(s.amount),
      remark: s.remark,
    }),
    check: checkVehicle,
  });
}

export const policeCheckHandlers = costEntryHandlers(policeCheckResource, 'police_check_records');
export const otherCostHandlers = costEntryHandlers(otherCostResource, 'other_cost_records');
