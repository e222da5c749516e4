import {
  INSURANCE_IMAGE_MAX_BYTES,
  INSURANCE_IMAGE_UPLOAD_PATH,
  resourceOperation,
  insuranceResource,
} from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../../http/apiFailure';
import type { AppDeps } from '../../../http/endpointHandler';
import { registerImageUpload } from '../../../http/registerImageUpload';
import { saveInsuranceImage } from './saveInsuranceImage';

/**
 * POST INSURANCE_IMAGE_UPLOAD_PATH (multipart/form-data: policyId, file): one image of a policy whose vehicle is in
 * scope, by whoever may add or edit policies (a new policy's images follow its first save).
 */
export function registerInsuranceImageUpload(app: FastifyInstance, deps: AppDeps): void {
  const missing = () => new ApiFailure(400, 'errors.insuranceImageMissing');
  registerImageUpload(app, deps, {
    path: INSURANCE_IMAGE_UPLOAD_PATH,
    maxBytes: INSURANCE_IMAGE_MAX_BYTES,
    ownerField: 'policyId',
    operations: [resourceOperation(insuranceResource, 'add'), resourceOperation(insuranceResource, 'update')],
    failures: {
      notMultipart: missing,
      missing,
      tooLarge: () =>
        new ApiFailure(400, 'errors.insuranceImageTooLarge', { mb: INSURANCE_IMAGE_MAX_BYTES / 1024 / 1024 }),
      // Another company's policy and a missing one look alike.
      noOwner: () => new ApiFailure(403, 'errors.insuranceNotFound'),
    },
    save: (d, auth, image) =>
      saveInsuranceImage(d, auth, { policyId: image.ownerId, fileName: image.fileName, bytes: image.bytes }),
  });
}
