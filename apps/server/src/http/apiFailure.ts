import type { resources } from '@roadwatch/core/i18n';

type ErrorKeys = keyof (typeof resources)['zh-CN']['errors'];
export type ErrorMessageKey = `errors.${ErrorKeys}`;

/**
 * A failure the client is told about in the envelope, with a translated message.
 * status 200 is a business failure (code 0); 400/401/403/404/429 are request failures.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: 200 | 400 | 401 | 403 | 404 | 429,
    readonly messageKey: ErrorMessageKey,
    readonly params: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'ApiFailure';
  }
}

/** Business failure: HTTP 200, code 0, translated message. */
export function businessFailure(key: ErrorMessageKey, params?: Record<string, unknown>): ApiFailure {
  return new ApiFailure(200, key, params);
}
