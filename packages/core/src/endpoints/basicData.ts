import { z } from 'zod';
import { API_PREFIX, MODULE_BASE } from '../api/modules';
import { endpoint } from '../api/endpoint';
import { rowId } from '../resources/defineResource';
import type { DriverPhotoRow } from '../resources/basicData/driver';
import type { BlobBody } from './alarmHandling';
import { queryNumber } from './queryNumber';

/**
 * Multipart upload of one driver photo: fields `driverId`, then `file` (JPG, PNG or BMP by content, at most
 * DRIVER_PHOTO_MAX_BYTES, DRIVER_PHOTO_MAX per driver). Answers the stored photo (`DriverPhotoRow`). Needs
 * `driverManage:add` or `driverManage:update`.
 */
export const DRIVER_PHOTO_UPLOAD_PATH = `${API_PREFIX}${MODULE_BASE.system}/driver/photo/upload`;
export type DriverPhotoUploadResponse = DriverPhotoRow;

export const basicDataEndpoints = {
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
