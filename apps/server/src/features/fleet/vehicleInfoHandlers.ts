import { VEHICLE_STATUSES, codeOf, vehicleInfoResource, type VehicleStatus } from '@roadwatch/core';
import { sql } from 'kysely';
import { resourceHandlers } from '../../resources/resourceHandlers';
import type { Dependant } from '../../resources/resourceSpec';
import { containsText } from '../../scope/likePattern';
import { inDepartmentSubtree } from './departmentSubtree';
import { checkVehicleSave } from './vehicleInfoChecks';
import { enrichVehicleRows, toVehicleRow, vehicleInfoFrom, vehicleInfoSelect } from './vehicleInfoRows';
import { vehicleColumns, writeVehicleChildren, writeNewVehiclesChildren } from './vehicleInfoWrites';
import { vehicleSheetSpec } from './vehicleSheetSpec';

/**
 * Why a vehicle with history is refused rather than deleted or hidden: its tracks, alarms, handling records and
 * orders are the company's records (transport regulation keeps dynamic-monitoring data for at least six months, and
 * reports and audits must still name the vehicle), and they reference the vehicle row. Deleting them would destroy
 * records; a hidden "deleted" row would still hold its plate, surprise every query that forgot to hide it and leave
 * the plate unusable. So only a vehicle that never produced anything is deleted; a vehicle leaving the fleet is set
 * to `retired`, which keeps its history readable and says plainly what happened to it.
 */
const HISTORY_TABLES = [
  'track_points',
  'alarms',
  'device_exceptions',
  'driver_card_events',
  'tts_sends',
  'suspect_reports',
  'chain_batch_legs',
  'transport_orders',
  'temp_points',
  'terminal_bindings',
] as const;

const dependants: Dependant[] = [
  // A bound terminal is unbound in terminal management first, so the gateway's lookup never names a lost vehicle.
  { table: 'terminals', column: 'vehicle_id', message: 'errors.vehicleTerminalBound' },
  ...HISTORY_TABLES.map((table) => ({
    table,
    column: 'vehicle_id',
    message: 'errors.vehicleHasHistory' as const,
  })),
];

export const vehicleInfoHandlers = resourceHandlers(
  {
    resource: vehicleInfoResource,
    table: 'vehicles',
    from: vehicleInfoFrom,
    select: vehicleInfoSelect,
    toRow: toVehicleRow,
    enrich: enrichVehicleRows,
    sortColumns: { modifiedTime: 't.modified_at', plateNumber: 't.plate', customPlate: 't.custom_plate' },
    filter: (q, f) => {
      let out = q;
      if (typeof f.plateNumber === 'string' && f.plateNumber) {
        const k = f.plateNumber;
        out = out.where((eb) =>
          eb.or([
            containsText('t.plate', k),
            containsText('t.custom_plate', k),
            containsText('t.real_plate', k),
          ] as never),
        );
      }
      if (typeof f.departmentId === 'number')
        out = out.where(inDepartmentSubtree('t.department_id', f.departmentId));
      if (typeof f.fleetId === 'number') out = out.where('t.fleet_id', '=', f.fleetId);
      if (typeof f.vehicleId === 'number') out = out.where('t.id', '=', f.vehicleId);
      if (f.online === 1) out = out.where('s.online', '=', 1);
      if (f.online === 0) out = out.where(sql<boolean>`coalesce(s.online, 0) = 0`);
      if (typeof f.vehicleType === 'string' && f.vehicleType)
        out = out.where('t.vehicle_type', '=', f.vehicleType);
      if (typeof f.status === 'string') {
        const code = codeOf(VEHICLE_STATUSES, f.status as VehicleStatus);
        // Rows from before the status existed (null) are in service.
        out = out.where(
          code === 1 ? sql<boolean>`coalesce(t.status, 1) = 1` : sql<boolean>`t.status = ${code}`,
        );
      }
      return out;
    },
    departmentField: 'departmentId',
    toColumns: vehicleColumns,
    insertColumns: (_trx, _save, ctx) => ({ created_at: ctx.now }),
    check: checkVehicleSave,
    afterWrite: writeVehicleChildren,
    afterInsertMany: writeNewVehiclesChildren,
    dependants,
    beforeDelete: async (trx, ids) => {
      for (const table of [
        'vehicle_co_drivers',
        'vehicle_trailers',
        'vehicle_plate_history',
        'vehicle_states',
      ])
        await trx.deleteFrom(table).where('vehicle_id', 'in', ids).execute();
    },
  },
  vehicleSheetSpec,
);
