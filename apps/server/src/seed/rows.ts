import type { Insertable } from 'kysely';
import type {
  AlarmHandles,
  Alarms,
  DeviceExceptions,
  TempReadings,
  TrackPoints,
  TransportOrders,
  VehicleStates,
} from '../db/schema.gen';

// Every column spelled out, so all rows of a multi-row insert have the same shape.
export type TrackRow = Required<Insertable<TrackPoints>>;
export type AlarmRow = Required<Insertable<Alarms>>;
export type AlarmHandleRow = Required<Insertable<AlarmHandles>> & { id: number };
export type ExceptionRow = Required<Insertable<DeviceExceptions>>;
/** The demo loggers measure temperature only: humidity stays null. */
export type ReadingRow = Required<Omit<Insertable<TempReadings>, 'humidity'>>;
export type OrderRow = Required<Insertable<TransportOrders>> & { id: number };
export type VehicleStateRow = Required<Insertable<VehicleStates>>;

/** Who handles alarms in the demo history: the safety service staff mostly, the administrator sometimes. */
export interface Handlers {
  safety: readonly number[];
  admin: number;
}
