import { useRecordResource, type RowOf } from '@roadwatch/core';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { inScope } from '../../scope/inScope';
import { requireVehicleEditable } from '../../scope/visibleVehicles';
import { containsText } from '../../scope/likePattern';
import { inDepartmentSubtree } from '../fleet/departmentSubtree';
import { requireAllInScope, twoPlaces } from './fleetRecordChecks';

/** Use records of the caller's departments, of vehicles and drivers the caller sees. */
export const useRecordHandlers = resourceHandlers({
  resource: useRecordResource,
  table: 'vehicle_use_records',
  from: (db) =>
    withModifier(
      db
        .selectFrom('vehicle_use_records as t')
        .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
        .innerJoin('departments as d', 'd.id', 't.department_id')
        .leftJoin('drivers as dr', 'dr.id', 't.driver_id'),
    ),
  scope: (auth) => inScope(auth, 'vehicle_use_records', 't'),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.driver_id as driverId',
        'dr.name as driverName',
        't.user_name as userName',
        't.department_id as departmentId',
        'd.name as departmentName',
        't.start_time as startTime',
        't.end_time as endTime',
        't.purpose as purpose',
        't.start_mileage as startMileage',
        't.end_mileage as endMileage',
      ]),
    ),
  toRow: (raw) => ({
    ...(raw as RowOf<typeof useRecordResource>),
    driverName: typeof raw.driverName === 'string' ? raw.driverName : '',
    startTime: Number(raw.startTime),
    endTime: Number(raw.endTime),
    startMileage: twoPlaces(raw.startMileage),
    endMileage: twoPlaces(raw.endMileage),
  }),
  sortColumns: { startTime: 't.start_time', modifiedTime: 't.modified_at' },
  filter: (q, f) => {
    let out = q;
    if (typeof f.keyword === 'string' && f.keyword) {
      const k = f.keyword;
      out = out.where((eb) => eb.or([containsText('v.plate', k), containsText('t.user_name', k)] as never));
    }
    if (typeof f.departmentId === 'number')
      out = out.where(inDepartmentSubtree('t.department_id', f.departmentId));
    return out;
  },
  departmentField: 'departmentId',
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    driver_id: s.driverId,
    user_name: s.userName,
    department_id: s.departmentId,
    start_time: s.startTime,
    end_time: s.endTime,
    purpose: s.purpose,
    start_mileage: s.startMileage,
    end_mileage: s.endMileage,
  }),
  check: async (trx, s, ctx) => {
    await requireVehicleEditable(trx, ctx.auth, s.vehicleId, ctx.now);
    if (s.driverId !== null)
      await requireAllInScope(trx, ctx.auth, 'drivers', [s.driverId], 'errors.driverNotFound');
  },
});
