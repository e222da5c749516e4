import fastifyMultipart from '@fastify/multipart';
import {
  DRIVER_PHOTO_MAX_BYTES,
  DRIVER_PHOTO_UPLOAD_PATH,
  ok,
  resourceOperation,
  driverResource,
} from '@roadwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, tokenFromRequest } from '../../auth/authenticate';
import { ApiFailure, businessFailure } from '../../http/apiFailure';
import type { AppDeps } from '../../http/endpointHandler';
import { requestLocale } from '../../http/requestLocale';
import { sendFailure } from '../../http/sendFailure';
import { saveDriverPhoto } from './saveDriverPhoto';

interface UploadParts {
  driverId: number | null;
  file: { fileName: string; bytes: Buffer } | null;
}

async function readParts(request: FastifyRequest): Promise<UploadParts> {
  const parts: UploadParts = { driverId: null, file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (parts.file) throw businessFailure('errors.driverPhotoMissing');
      parts.file = { fileName: part.filename, bytes: await part.toBuffer() };
    } else if (part.fieldname === 'driverId') {
      const id = Number(part.value);
      parts.driverId = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
    }
  }
  return parts;
}

/** Who may add a photo: whoever may add or edit drivers (a new driver's photos follow its first save). */
const UPLOAD_OPERATIONS = [
  resourceOperation(driverResource, 'add'),
  resourceOperation(driverResource, 'update'),
];

/**
 * POST DRIVER_PHOTO_UPLOAD_PATH (multipart/form-data: driverId, file): one photo of a driver in scope. Multipart
 * is registered for this route alone; the size is limited while streaming.
 */
export function registerDriverPhotoUpload(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: DRIVER_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3 },
    });
    scope.post(DRIVER_PHOTO_UPLOAD_PATH, async (request, reply) => {
      const { t } = requestLocale(request);
      try {
        const auth = await authenticate(deps.db, tokenFromRequest(request), deps.now());
        if (!auth) throw new ApiFailure(401, 'errors.notSignedIn');
        if (auth.kind !== 'user') throw new ApiFailure(403, 'errors.noPermission');
        const held = await auth.operations();
        if (!UPLOAD_OPERATIONS.some((op) => held.has(op))) throw new ApiFailure(403, 'errors.noPermission');
        if (!request.isMultipart()) throw new ApiFailure(400, 'errors.driverPhotoMissing');
        let parts: UploadParts;
        try {
          parts = await readParts(request);
        } catch (error) {
          if (error instanceof ApiFailure) throw error;
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
            throw businessFailure('errors.driverPhotoTooLarge', { mb: DRIVER_PHOTO_MAX_BYTES / 1024 / 1024 });
          throw new ApiFailure(400, 'errors.http400');
        }
        if (parts.driverId === null) throw new ApiFailure(400, 'errors.notFound');
        if (!parts.file) throw businessFailure('errors.driverPhotoMissing');
        const saved = await saveDriverPhoto(deps, auth, {
          driverId: parts.driverId,
          fileName: parts.file.fileName,
          bytes: parts.file.bytes,
        });
        return reply.send(ok(saved));
      } catch (error) {
        if (error instanceof ApiFailure)
          return sendFailure(reply, error.status, t(error.messageKey, error.params));
        throw error;
      }
    });
  });
}
