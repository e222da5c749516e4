import { z } from 'zod';
import { API_PREFIX, MODULE_BASE } from '../api/modules';
import { endpoint } from '../api/endpoint';
import { rowId } from '../resources/defineResource';
import type { DriverPhotoRow } from '../resources/basicData/driver';
import type { BlobBody } from './alarmHandling';
import { VMSG } from '../validators/messages';
import { queryNumber } from './queryNumber';

/**
 * Multipart upload of one driver photo: fields `driverId`, then `file` (JPG, PNG or BMP by content, at most
 * DRIVER_PHOTO_MAX_BYTES, DRIVER_PHOTO_MAX per driver). Answers the stored photo (`DriverPhotoRow`). Needs
 * `driverManage:add` or `driverManage:update`.
 */
export const DRIVER_PHOTO_UPLOAD_PATH = `${API_PREFIX}${MODULE_BASE.system}/driver/photo/upload`;
export type DriverPhotoUploadResponse = DriverPhotoRow;

/** A vehicle the terminal form may bind: its plate and the terminal it already has (null = free). */
export interface TerminalVehicleOption {
  id: number;
  plate: string;
  departmentName: string;
  terminalId: number | null;
}
/** Most vehicles one search of the terminal form's vehicle picker returns. */
export const TERMINAL_VEHICLE_OPTIONS_MAX = 50;

export const basicDataEndpoints = {
  /** Vehicles in scope whose plate contains `keyword` (and the vehicle `include`, the one bound now), by plate. */
  terminalVehicleOptions: endpoint<TerminalVehicleOption[]>()({
    name: 'terminalVehicleOptions',
    method: 'GET',
    module: 'system',
    path: '/terminal/vehicleOptions',
    access: { operationId: 'terminalManage' },
    request: z.strictObject({
      keyword: z.string({ error: VMSG.invalid }).trim().max(20, { error: VMSG.tooLong }).optional(),
      include: queryNumber(rowId).optional(),
    }),
  }),
  /** A driver photo's image, for users who may see the driver (same company and department scope). */
  driverPhotoFile: endpoint<BlobBody>()({
    name: 'driverPhotoFile',
    method: 'GET',
    module: 'system',
    path: '/driver/photo/file',
    access: { operationId: 'driverManage' },
    blob: true,
    request: z.strictObject({ id: queryNumber(rowId) }),
  }),
} as const;
