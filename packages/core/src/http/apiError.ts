/**
 * Why a call failed. Callers branch on `kind`, never on message text.
 * - business: the server answered code 0 (its message was shown as a toast unless the call asked otherwise)
 * - http: a status outside 2xx that has a catalogue message (400, 403, 404, 502, 503, 504, other)
 * - unauthorised: 401 or 303 (or a redirect the browser hides); storage is cleared and the app goes to login
 * - verification: 301/403 on a bill or payment-record url; the verification flag was raised
 * - network / timeout: no answer
 * - cancelled: a route change aborted the call
 * - duplicate: an identical blob request was already pending (rejected silently)
 */
export type ApiErrorKind =
  'business' | 'http' | 'unauthorised' | 'verification' | 'network' | 'timeout' | 'cancelled' | 'duplicate';

export interface ApiErrorDetails {
  url: string;
  status?: number;
  /** The envelope's message when the server sent one (also for HTTP errors), so forms can show it inline. */
  serverMessage?: string;
  code?: number;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly code: number | undefined;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails) {
    super(message);
    this.kind = kind;
    this.url = details.url;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.code = details.code;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
