import fastifyMultipart from '@fastify/multipart';
import { ok } from '@roadwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, tokenFromRequest } from '../auth/authenticate';
import type { UserAuth } from '../scope/authContext';
import { ApiFailure } from './apiFailure';
import type { AppDeps } from './endpointHandler';
import { requestLocale } from './requestLocale';
import { sendFailure } from './sendFailure';

/** One image of one saved record, as the route hands it to its store. */
export interface UploadedImage {
  ownerId: number;
  fileName: string;
  bytes: Buffer;
}

/** A multipart route that takes one image of a record the caller may edit (a driver's photo, a policy's scan). */
export interface ImageUploadRoute<Saved> {
  path: string;
  maxBytes: number;
  /** The form field naming the record (`driverId`, `policyId`); a value that is not a row id counts as none. */
  ownerField: string;
  /** Any one of these operation ids lets a user upload (whoever may add or edit the records). */
  operations: readonly string[];
  /** The failures the route answers with, in its area's words and statuses. */
  failures: {
    notMultipart(): ApiFailure;
    missing(): ApiFailure;
    tooLarge(): ApiFailure;
    noOwner(): ApiFailure;
  };
  /** Checks the bytes and the record's scope, stores the file and its row; throws an ApiFailure to refuse. */
  save(deps: AppDeps, auth: UserAuth, image: UploadedImage): Promise<Saved>;
}

interface UploadParts {
  ownerId: number | null;
  file: { fileName: string; bytes: Buffer } | null;
}

async function readParts(request: FastifyRequest, route: ImageUploadRoute<unknown>): Promise<UploadParts> {
  const parts: UploadParts = { ownerId: null, file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (parts.file) throw route.failures.missing();
      parts.file = { fileName: part.filename, bytes: await part.toBuffer() };
    } else if (part.fieldname === route.ownerField) {
      const id = Number(part.value);
      parts.ownerId = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
    }
  }
  return parts;
}

/**
 * POST `route.path` (multipart/form-data: the owner's id, then one file). Multipart is registered for this route
 * alone; the size is limited while streaming, one file and two fields at most.
 */
export function registerImageUpload<Saved>(
  app: FastifyInstance,
  deps: AppDeps,
  route: ImageUploadRoute<Saved>,
): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: route.maxBytes, files: 1, fields: 2, fieldSize: 64, parts: 3 },
    });
    scope.post(route.path, async (request, reply) => {
      const { t } = requestLocale(request);
      try {
        const auth = await authenticate(deps.db, tokenFromRequest(request), deps.now());
        if (!auth) throw new ApiFailure(401, 'errors.notSignedIn');
        if (auth.kind !== 'user') throw new ApiFailure(403, 'errors.noPermission');
        const held = await auth.operations();
        if (!route.operations.some((op) => held.has(op))) throw new ApiFailure(403, 'errors.noPermission');
        if (!request.isMultipart()) throw route.failures.notMultipart();
        let parts: UploadParts;
        try {
          parts = await readParts(request, route);
        } catch (error) {
          if (error instanceof ApiFailure) throw error;
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
            throw route.failures.tooLarge();
          throw new ApiFailure(400, 'errors.http400');
        }
        if (parts.ownerId === null) throw route.failures.noOwner();
        if (!parts.file) throw route.failures.missing();
        return reply.send(ok(await route.save(deps, auth, { ownerId: parts.ownerId, ...parts.file })));
      } catch (error) {
        if (error instanceof ApiFailure)
          return sendFailure(reply, error.status, t(error.messageKey, error.params));
        throw error;
      }
    });
  });
}
