import type { FastifyError, FastifyInstance } from 'fastify';
import { StoreHealth } from '../features/health/StoreHealth';
import { storeFailureOf } from '../features/health/storeFailure';
import type { ErrorMessageKey } from './apiFailure';
import { requestLocale } from './requestLocale';
import { sendFailure } from './sendFailure';

// Failures Fastify raises before a handler runs (body parsing), as the client should see them.
const FRAMEWORK_FAILURES: Record<string, { status: number; key: ErrorMessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.malformedJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, key: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.bodyTooLarge' },
};

/**
 * Anything thrown reaches this handler. Known request problems become their status with a translated message;
 * the store refusing work (disk full, read-only, database server gone) is 503 "try again later", logged once per
 * episode as a warning and shown on /healthz; everything else is a 500 with the generic message, logged with the
 * request id (pino's reqId), never the stack.
 */
export function registerErrorHandler(app: FastifyInstance, health: StoreHealth = new StoreHealth()): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { t } = requestLocale(request);
    const known = FRAMEWORK_FAILURES[error.code];
    if (known) return sendFailure(reply, known.status, t(known.key));
    const store = storeFailureOf(error);
    if (store) {
      if (health.failed('api', store))
        request.log.warn({ code: store.code, reason: store.reason }, 'the store refuses work');
      return sendFailure(reply, 503, t('errors.storeUnavailable'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request refused');
      return sendFailure(reply, status, t(status === 404 ? 'errors.http404' : 'errors.http400'));
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 500, t('errors.internal'));
  });
}
