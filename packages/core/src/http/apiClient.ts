import ky from 'ky';
import type { Endpoint, RequestOf, ResponseOf } from '../api/endpoint';
import { ResultCode, type ApiResponse } from '../api/envelope';
import { TOKEN_HEADER } from '../api/modules';
import { LIMITS } from '../constants';
import { ApiError, type ApiErrorKind } from './apiError';
import { attachmentFileName, isAttachment } from './contentDisposition';
import { requestUrl, sendsQuery } from './requestUrl';
import { saveFileInBrowser } from './saveFile';
import {
  UNAUTHORISED_STATUSES,
  VERIFICATION_STATUSES,
  isVerificationUrl,
  statusMessageKey,
} from './statusMessages';

/** The part of i18next's `t` the client needs; keys are looked up in the `errors` namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ApiClientOptions {
  /** Origin of the server, e.g. `window.location.origin`; endpoint paths already start with /api. */
  baseUrl: string;
  /** Token for the `x-token` header when one is known (scripts, kiosk); browsers also send the cookie. */
  getToken?: () => string | null | undefined;
  t: Translate;
  onToast: (text: string) => void;
  /** After 401/303: storage is already cleared; go to the login page. */
  onUnauthorised: () => void;
  /** 301/403 on a month bill, bill check or payment record url. */
  onVerification: (url: string) => void;
  /** Defaults to `localStorage.clear()` when there is a localStorage. */
  clearStorage?: () => void;
  /** Defaults to a temporary download link in the browser. */
  saveFile?: (blob: Blob, fileName: string) => void;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export interface CallOptions {
  /** false: failures are not toasted because the caller shows them itself (the login form, inline). */
  toast?: boolean;
  /** false: the call survives route changes (e.g. polling owned by the shell rather than a page). */
  cancelOnRouteChange?: boolean;
}

export interface DownloadResult {
  blob: Blob;
  /** From the attachment header; null when the answer was not an attachment. */
  fileName: string | null;
  /** True when the browser was asked to save the file. */
  saved: boolean;
}

export interface ApiClient {
  /** An envelope call: resolves with `result` on code 1, rejects with an ApiError otherwise. */
  call<E extends Endpoint>(e: E, request: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>>;
  /** A file or image call; an attachment answer is saved under its file name. */
  blob<E extends Endpoint>(e: E, request: RequestOf<E>, options?: CallOptions): Promise<DownloadResult>;
  /** Absolute url of a GET call (for `<img src>`). */
  url<E extends Endpoint>(e: E, request: RequestOf<E>): string;
  /** Abort pending calls (route change); each rejects with a message naming its url. Returns how many. */
  cancelPending(): number;
}

interface PendingCall {
  controller: AbortController;
  cancelOnRouteChange: boolean;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { t, onToast } = options;
  const clearStorage = options.clearStorage ?? (() => globalThis.localStorage?.clear());
  const saveFile = options.saveFile ?? saveFileInBrowser;
  const pending = new Set<PendingCall>();
  const pendingBlobKeys = new Set<string>();

  const http = ky.create({
    credentials: 'include',
    timeout: options.timeoutMs ?? LIMITS.requestTimeoutMs,
    // The seeds never retry; a retried POST could submit twice.
    retry: 0,
    // Statuses are mapped to the catalogue below, not thrown by ky.
    throwHttpErrors: false,
    // 303 and 301 carry meaning (login bounce, bill verification); following them would hide it.
    redirect: 'manual',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken?.();
          if (token) request.headers.set(TOKEN_HEADER, token);
        },
      ],
    },
  });

  const translate = (key: string, params?: Record<string, unknown>) => t(key, { ns: 'errors', ...params });

  function fail(
    kind: ApiErrorKind,
    message: string,
    details: ConstructorParameters<typeof ApiError>[2],
    toast: boolean,
  ): never {
    if (toast) onToast(message);
    throw new ApiError(kind, message, details);
  }

  /** Sends the request and maps every status outside 2xx; resolves only with a 2xx response. */
  async function exchange(
    e: Endpoint,
    request: unknown,
    callOptions: CallOptions,
  ): Promise<{ response: Response; shownUrl: string }> {
    const toast = callOptions.toast !== false;
    const target = requestUrl(options.baseUrl, e, request);
    const shownUrl = `${target.pathname}${target.search}`;
    const entry: PendingCall = {
      controller: new AbortController(),
      cancelOnRouteChange: callOptions.cancelOnRouteChange !== false,
    };
    pending.add(entry);
    let response: Response;
    try {
      response = await http(target, {
        method: e.method,
        signal: entry.controller.signal,
        ...(sendsQuery(e.method) ? {} : { json: request ?? {} }),
      });
    } catch (error) {
      if (entry.controller.signal.aborted) {
        // Not toasted: the user left the page that wanted the answer.
        throw new ApiError('cancelled', translate('requestCancelled', { url: shownUrl }), { url: shownUrl });
      }
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return fail(timedOut ? 'timeout' : 'network', translate('network'), { url: shownUrl }, toast);
    } finally {
      pending.delete(entry);
    }

    const { status } = response;
    // With redirect 'manual' a browser hides the status of a redirect (type 'opaqueredirect', status 0).
    const redirected = response.type === 'opaqueredirect';
    const verification = isVerificationUrl(target.pathname);
    if (verification && (redirected || VERIFICATION_STATUSES.includes(status))) {
      options.onVerification(shownUrl);
      throw new ApiError('verification', translate('http403'), { url: shownUrl, status });
    }
    if (redirected || UNAUTHORISED_STATUSES.includes(status)) {
      clearStorage();
      options.onUnauthorised();
      throw new ApiError('unauthorised', translate('http401'), { url: shownUrl, status });
    }
    if (status < 200 || status >= 300) {
      const serverMessage = (await readEnvelope(response))?.message || undefined;
      return fail(
        'http',
        translate(statusMessageKey(status)),
        { url: shownUrl, status, ...(serverMessage ? { serverMessage } : {}) },
        toast,
      );
    }
    return { response, shownUrl };
  }

  function businessFailure(envelope: ApiResponse<unknown>, url: string, toast: boolean): never {
    const message = envelope.message || translate('httpOther');
    // Only code 0 is a user-facing failure; other codes are unexpected and just logged (seed 000 §7).
    const showToast = toast && envelope.code === ResultCode.failure;
    return fail(
      'business',
      message,
      { url, code: envelope.code, serverMessage: envelope.message },
      showToast,
    );
  }

  return {
    async call(e, request, callOptions = {}) {
      const { response, shownUrl: url } = await exchange(e, request, callOptions);
      const envelope = await readEnvelope(response);
      if (envelope === null) {
        return fail(
          'http',
          translate('httpOther'),
          { url, status: response.status },
          callOptions.toast !== false,
        );
      }
      if (envelope.code !== ResultCode.success) businessFailure(envelope, url, callOptions.toast !== false);
      return envelope.result as ResponseOf<typeof e>;
    },

    async blob(e, request, callOptions = {}) {
      const target = requestUrl(options.baseUrl, e, request);
      // Identity of a blob request: method, url with query, and body.
      const key = `${e.method} ${target.href} ${sendsQuery(e.method) ? '' : JSON.stringify(request ?? {})}`;
      if (pendingBlobKeys.has(key)) {
        throw new ApiError('duplicate', '', { url: target.pathname });
      }
      pendingBlobKeys.add(key);
      try {
        const { response, shownUrl } = await exchange(e, request, callOptions);
        // A file call that fails still answers with an envelope (e.g. "No data to export").
        if (isJson(response)) {
          const envelope = await readEnvelope(response.clone());
          if (envelope !== null && envelope.code !== ResultCode.success) {
            businessFailure(envelope, shownUrl, callOptions.toast !== false);
          }
        }
        const blob = await response.blob();
        const disposition = response.headers.get('content-disposition');
        if (!isAttachment(disposition)) return { blob, fileName: null, saved: false };
        const fileName = attachmentFileName(disposition) ?? target.pathname.split('/').pop() ?? 'download';
        saveFile(blob, fileName);
        return { blob, fileName, saved: true };
      } finally {
        pendingBlobKeys.delete(key);
      }
    },

    url: (e, request) => requestUrl(options.baseUrl, e, request).href,

    cancelPending() {
      let count = 0;
      for (const entry of pending) {
        if (!entry.cancelOnRouteChange) continue;
        entry.controller.abort();
        count += 1;
      }
      return count;
    },
  };
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '');
}

/** The envelope of a JSON answer, or null when the body is not one. */
async function readEnvelope(response: Response): Promise<ApiResponse<unknown> | null> {
  if (!isJson(response)) return null;
  try {
    const body: unknown = await response.json();
    if (body !== null && typeof body === 'object' && 'code' in body && typeof body.code === 'number') {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
      return {
        code: body.code as ApiResponse<unknown>['code'],
        message,
        result: (body as { result?: unknown }).result,
      };
    }
  } catch {
    // Not JSON after all: treated as a malformed answer by the caller.
  }
  return null;
}
