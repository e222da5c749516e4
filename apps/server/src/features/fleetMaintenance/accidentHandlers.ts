import { accidentResource, type RowOf } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { inScope } from '../../scope/inScope';
import { fromOptionalFen, toFen } from '../fleetCost/fleetCostMoney';
import { checkVehicle, vehicleRecordFrom, vehicleRecordScope, whereKeyword } from './vehicleRecord';

/** Accidents of the vehicles in scope; the time is not after the server's clock, the driver one the caller sees. */
export const accidentHandlers = resourceHandlers({
  resource: accidentResource,
  table: 'accident_records',
  from: (db) => vehicleRecordFrom('accident_records')(db).leftJoin('drivers as d', 'd.id', 't.driver_id'),
  scope: vehicleRecordScope,
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.driver_id as driverId',
        'd.name as driverName',
        't.accident_time as accidentTime',
        't.place as place',
        't.description as description',
        't.responsibility as responsibility',
        't.loss_fen as lossFen',
      ]),
    ),
  toRow: (raw) => {
    const { lossFen, ...rest } = raw;
    return {
      ...(rest as RowOf<typeof accidentResource>),
      driverName: typeof raw.driverName === 'string' ? raw.driverName : '',
      accidentTime: Number(raw.accidentTime),
      loss: fromOptionalFen(lossFen),
    };
  },
  sortColumns: { accidentTime: 't.accident_time', modifiedTime: 't.modified_at' },
  filter: (q, f) => whereKeyword(q, f.keyword),
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    driver_id: s.driverId,
    accident_time: s.accidentTime,
    place: s.place,
    description: s.description,
    responsibility: s.responsibility,
    loss_fen: s.loss === null ? null : toFen(s.loss),
  }),
  check: async (trx, s, ctx) => {
    if (s.accidentTime > ctx.now) throw businessFailure('errors.accidentInFuture');
    await checkVehicle(trx, s, ctx);
    if (s.driverId === null) return;
    const driver = await trx
      .selectFrom('drivers')
      .select('id')
      .where('id', '=', s.driverId)
      .where(inScope(ctx.auth, 'drivers'))
      .executeTakeFirst();
    if (!driver) throw businessFailure('errors.driverNotFound');
  },
});
