import {
  DRIVER_PHOTO_MAX_BYTES,
  DRIVER_PHOTO_UPLOAD_PATH,
  resourceOperation,
  driverResource,
} from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { ApiFailure, businessFailure } from '../../http/apiFailure';
import type { AppDeps } from '../../http/endpointHandler';
import { registerImageUpload } from '../../http/registerImageUpload';
import { saveDriverPhoto } from './saveDriverPhoto';

/**
 * POST DRIVER_PHOTO_UPLOAD_PATH (multipart/form-data: driverId, file): one photo of a driver in scope, by whoever
 * may add or edit drivers (a new driver's photos follow its first save).
 */
export function registerDriverPhotoUpload(app: FastifyInstance, deps: AppDeps): void {
  registerImageUpload(app, deps, {
    path: DRIVER_PHOTO_UPLOAD_PATH,
    maxBytes: DRIVER_PHOTO_MAX_BYTES,
    ownerField: 'driverId',
    operations: [resourceOperation(driverResource, 'add'), resourceOperation(driverResource, 'update')],
    failures: {
      notMultipart: () => new ApiFailure(400, 'errors.driverPhotoMissing'),
      missing: () => businessFailure('errors.driverPhotoMissing'),
      tooLarge: () =>
        businessFailure('errors.driverPhotoTooLarge', { mb: DRIVER_PHOTO_MAX_BYTES / 1024 / 1024 }),
      noOwner: () => new ApiFailure(400, 'errors.notFound'),
    },
    save: (d, auth, image) =>
      saveDriverPhoto(d, auth, { driverId: image.ownerId, fileName: image.fileName, bytes: image.bytes }),
  });
}
