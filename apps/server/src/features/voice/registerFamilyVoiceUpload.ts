import fastifyMultipart from '@fastify/multipart';
import { FAMILY_VOICE_UPLOAD_PATH, LIMITS, ok } from '@roadwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, tokenFromRequest } from '../../auth/authenticate';
import { ApiFailure, businessFailure } from '../../http/apiFailure';
import type { AppDeps } from '../../http/endpointHandler';
import { requestLocale } from '../../http/requestLocale';
import { sendFailure } from '../../http/sendFailure';
import { saveFamilyVoice } from './saveFamilyVoice';

const UPLOAD_OPERATION = 'familyVoiceSetting:upload';

interface UploadParts {
  driverId: number | null;
  name: string | undefined;
  file: { fileName: string; bytes: Buffer } | null;
}

/** Reads the form: fields first or last, one file (its size limited while streaming). */
async function readParts(request: FastifyRequest): Promise<UploadParts> {
  const parts: UploadParts = { driverId: null, name: undefined, file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (parts.file) throw businessFailure('errors.voiceFileMissing');
      const bytes = await part.toBuffer();
      parts.file = { fileName: part.filename, bytes };
    } else if (part.fieldname === 'driverId') {
      const id = Number(part.value);
      parts.driverId = Number.isSafeInteger(id) && id > 0 ? id : null;
    } else if (part.fieldname === 'name' && typeof part.value === 'string') {
      parts.name = part.value;
    }
  }
  return parts;
}

/**
 * POST FAMILY_VOICE_UPLOAD_PATH (multipart/form-data: driverId, optional name, file). The only non-JSON call:
 * multipart is registered for this route alone. Rules (seed 001 §5): the operation `familyVoiceSetting:upload`,
 * a driver in scope, at most 5 files per driver, 10 MB each, no duplicate names, audio by content.
 */
export function registerFamilyVoiceUpload(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: LIMITS.voiceFileMaxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post(FAMILY_VOICE_UPLOAD_PATH, async (request, reply) => {
      const { t } = requestLocale(request);
      try {
        const auth = await authenticate(deps.db, tokenFromRequest(request), deps.now());
        if (!auth) throw new ApiFailure(401, 'errors.notSignedIn');
        if (auth.kind !== 'user' || !(await auth.operations()).has(UPLOAD_OPERATION)) {
          throw new ApiFailure(403, 'errors.noPermission');
        }
        if (!request.isMultipart()) throw new ApiFailure(400, 'errors.voiceFileMissing');
        let parts: UploadParts;
        try {
          parts = await readParts(request);
        } catch (error) {
          if (error instanceof ApiFailure) throw error;
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
            throw businessFailure('errors.voiceFileTooLarge', { mb: LIMITS.voiceFileMaxBytes / 1024 / 1024 });
          }
          throw new ApiFailure(400, 'errors.http400');
        }
        if (parts.driverId === null) throw new ApiFailure(400, 'errors.notFound');
        if (!parts.file) throw businessFailure('errors.voiceFileMissing');
        const saved = await saveFamilyVoice(deps, auth, {
          driverId: parts.driverId,
          name: parts.name,
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
