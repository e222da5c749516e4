import { ENDPOINTS, type Endpoint, type RequestOf, type ResponseOf } from '@roadwatch/core';
import { createApiClient, isApiError, type Translate } from '@roadwatch/core/http';

/** The display token was refused (unknown display, wrong or revoked token). Shown full screen, never a login. */
export class DisplayNotAuthorisedError extends Error {
  override readonly name = 'DisplayNotAuthorisedError';
  constructor(readonly display: string) {
    super(`display ${display} is not authorised`);
  }
}

export interface KioskApiOptions {
  display: string;
  displayToken: string;
  /** Origin of the server (the page's own origin in production). */
  baseUrl: string;
  t: Translate;
  fetch?: typeof globalThis.fetch;
  /** A request that gets no answer in this time fails (a lost network must turn into a stale banner). */
  timeoutMs?: number;
}

/** Far below the console's 300 s: the wall must notice a lost network within one refresh interval plus 5 s. */
export const KIOSK_REQUEST_TIMEOUT_MS = 8_000;

export interface KioskApi {
  /** Exchange the display token for a read-only session (also done on demand by `call`). */
  authenticate(): Promise<void>;
  /** A kiosk call with the session in the token header; a 401 re-authenticates silently and retries once. */
  call<E extends Endpoint>(e: E, request: RequestOf<E>): Promise<ResponseOf<E>>;
}

/**
 * The kiosk's side of the core HTTP client: the console's reactions (toasts, clearing storage, going to the
 * login page) are switched off, because a wall display has nobody to read them and must never leave its board.
 */
export function createKioskApi(options: KioskApiOptions): KioskApi {
  let sessionToken: string | null = null;
  let authenticating: Promise<void> | null = null;
  const client = createApiClient({
    baseUrl: options.baseUrl,
    getToken: () => sessionToken,
    t: options.t,
    onToast: () => {},
    onUnauthorised: () => {},
    onVerification: () => {},
    clearStorage: () => {},
    timeoutMs: options.timeoutMs ?? KIOSK_REQUEST_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function exchangeDisplayToken(): Promise<void> {
    sessionToken = null;
    try {
      const session = await client.call(
        ENDPOINTS.kioskSession,
        { display: options.display, token: options.displayToken },
        { toast: false, cancelOnRouteChange: false },
      );
      sessionToken = session.token;
    } catch (error) {
      // code 0 is the server refusing the token; 401/403 on a public call can only mean the same.
      const refused =
        isApiError(error) &&
        (error.kind === 'business' || error.kind === 'unauthorised' || error.status === 403);
      throw refused ? new DisplayNotAuthorisedError(options.display) : error;
    }
  }

  /** One exchange at a time: boards that hit a 401 together share it. */
  function authenticate(): Promise<void> {
    authenticating ??= exchangeDisplayToken().finally(() => {
      authenticating = null;
    });
    return authenticating;
  }

  async function call<E extends Endpoint>(e: E, request: RequestOf<E>): Promise<ResponseOf<E>> {
    if (sessionToken === null) await authenticate();
    const tokenUsed = sessionToken;
    try {
      return await client.call(e, request, { toast: false, cancelOnRouteChange: false });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'unauthorised') throw error;
      // Join a renewal in progress; renew unless another call already has while this one was in flight.
      if (authenticating !== null || sessionToken === null || sessionToken === tokenUsed)
        await authenticate();
      return client.call(e, request, { toast: false, cancelOnRouteChange: false });
    }
  }

  return { authenticate, call };
}
