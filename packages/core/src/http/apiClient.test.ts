import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { createI18n } from '../i18n';
import { createApiClient, type ApiClientOptions } from './apiClient';
import { ApiError } from './apiError';

const i18n = createI18n('en-US');
const probe = endpoint<{ n: number }>()({
  name: 'probe',
  method: 'GET',
  module: 'menu',
  path: '/probe',
  access: 'session',
  request: z.object({ a: z.number(), tags: z.array(z.string()).optional() }),
});
const save = endpoint<null>()({
  name: 'save',
  method: 'POST',
  module: 'menu',
  path: '/save',
  access: 'session',
  request: z.object({ title: z.string() }),
});
const monthBill = endpoint<null>()({
  name: 'monthBill',
  method: 'POST',
  module: 'tms',
  path: '/monthBill/list',
  access: 'session',
  request: z.object({}),
});
const exportFile = endpoint<Blob>()({
  name: 'exportFile',
  method: 'POST',
  module: 'menu',
  path: '/export',
  access: 'session',
  request: z.object({ id: z.number() }),
  blob: true,
});

type FetchStub = (request: Request) => Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers only when told to, and rejects like a browser when its request is aborted. */
function heldFetch() {
  const waiting: { request: Request; answer: (r: Response) => void }[] = [];
  const stub: FetchStub = (request) =>
    new Promise<Response>((resolve, reject) => {
      waiting.push({ request, answer: resolve });
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });
  return { stub, waiting };
}

function setup(fetchStub: FetchStub, extra: Partial<ApiClientOptions> = {}) {
  const calls: Request[] = [];
  const hooks = {
    onToast: vi.fn<(text: string) => void>(),
    onUnauthorised: vi.fn<() => void>(),
    onVerification: vi.fn<(url: string) => void>(),
    clearStorage: vi.fn<() => void>(),
    saveFile: vi.fn<(blob: Blob, name: string) => void>(),
  };
  const client = createApiClient({
    baseUrl: 'http://roadwatch.test',
    t: (key, options) => i18n.t(key, options ?? {}),
    fetch: ((request: Request) => {
      calls.push(request.clone());
      return fetchStub(request);
    }) as typeof fetch,
    ...hooks,
    ...extra,
  });
  return { client, calls, ...hooks };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => vi.useRealTimers());

describe('createApiClient', () => {
  it('sends a GET request as query parameters with cookies and resolves with the result on code 1', async () => {
    const { client, calls } = setup(async () => json({ code: 1, message: '', result: { n: 7 } }));
    await expect(client.call(probe, { a: 1, tags: ['x', 'y'] })).resolves.toEqual({ n: 7 });
    const request = calls[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://roadwatch.test/api/menu/probe?a=1&tags=x&tags=y');
    expect(request.credentials).toBe('include');
    expect(request.headers.has('x-token')).toBe(false);
  });

  it('sends a POST request as a JSON body with the token header when a token is known', async () => {
    const { client, calls } = setup(async () => json({ code: 1, message: '', result: null }), {
      getToken: () => 'abc',
    });
    await client.call(save, { title: '路安' });
    const request = calls[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.get('x-token')).toBe('abc');
    expect(await request.json()).toEqual({ title: '路安' });
  });

  it('shows the message of a code 0 answer as a toast and rejects with a business error', async () => {
    const { client, onToast } = setup(async () =>
      json({ code: 0, message: '用户名或密码错误', result: null }),
    );
    const error = await rejection(client.call(save, { title: 'x' }));
    expect(error.kind).toBe('business');
    expect(error.message).toBe('用户名或密码错误');
    expect(onToast).toHaveBeenCalledWith('用户名或密码错误');
  });

  it('leaves the message to the caller when toasts are turned off for the call', async () => {
    const { client, onToast } = setup(async () => json({ code: 0, message: 'Wrong captcha', result: null }));
    const error = await rejection(client.call(save, { title: 'x' }, { toast: false }));
    expect(error.serverMessage).toBe('Wrong captcha');
    expect(onToast).not.toHaveBeenCalled();
  });

  it.each([401, 303])('clears local storage and goes to login on HTTP %i', async (status) => {
    const { client, onToast, onUnauthorised, clearStorage } = setup(async () =>
      json({ code: 0, message: 'no session', result: null }, status),
    );
    const error = await rejection(client.call(probe, { a: 1 }));
    expect(error.kind).toBe('unauthorised');
    expect(clearStorage).toHaveBeenCalledTimes(1);
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    expect(onToast).not.toHaveBeenCalled();
  });

  it.each([301, 403])('raises the verification flag on HTTP %i from a month bill url', async (status) => {
    const { client, onToast, onVerification, onUnauthorised } = setup(
      async () => new Response(null, { status }),
    );
    const error = await rejection(client.call(monthBill, {}));
    expect(error.kind).toBe('verification');
    expect(onVerification).toHaveBeenCalledWith('/api/tms/monthBill/list');
    expect(onUnauthorised).not.toHaveBeenCalled();
    expect(onToast).not.toHaveBeenCalled();
  });

  it('treats 403 on other urls as missing permission, not verification', async () => {
    const { client, onToast, onVerification } = setup(async () =>
      json({ code: 0, message: 'denied', result: null }, 403),
    );
    const error = await rejection(client.call(probe, { a: 1 }));
    expect(error.kind).toBe('http');
    expect(onVerification).not.toHaveBeenCalled();
    expect(onToast).toHaveBeenCalledWith('You do not have this permission');
  });

  it.each([
    [400, 'Wrong request'],
    [404, 'The requested content does not exist'],
    [502, 'Bad Gateway'],
    [503, 'The service is temporarily unavailable'],
    [504, 'Gateway timeout'],
    [500, 'Request error'],
    [418, 'Request error'],
  ])('shows the catalogue message for HTTP %i', async (status, text) => {
    const { client, onToast } = setup(async () =>
      json({ code: 0, message: 'server says', result: null }, status),
    );
    const error = await rejection(client.call(probe, { a: 1 }));
    expect(error).toMatchObject({ kind: 'http', status, message: text, serverMessage: 'server says' });
    expect(onToast).toHaveBeenCalledWith(text);
  });

  it('reports a failed connection as a network error', async () => {
    const { client, onToast } = setup(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(client.call(probe, { a: 1 }));
    expect(error.kind).toBe('network');
    expect(onToast).toHaveBeenCalledWith('Network exception, try again later');
  });

  it('gives up after the request timeout', async () => {
    const held = heldFetch();
    const { client } = setup(held.stub, { timeoutMs: 30 });
    const error = await rejection(client.call(probe, { a: 1 }));
    expect(error.kind).toBe('timeout');
  });

  it('uses the 300000 ms request timeout by default', async () => {
    vi.useFakeTimers();
    const held = heldFetch();
    const { client } = setup(held.stub);
    const outcome = rejection(client.call(probe, { a: 1 }));
    await vi.advanceTimersByTimeAsync(299_000);
    expect(held.waiting[0]!.request.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await outcome).kind).toBe('timeout');
  });

  it('cancels pending requests on a route change with a message naming the url, without a toast', async () => {
    const held = heldFetch();
    const { client, onToast } = setup(held.stub);
    const pageCall = rejection(client.call(probe, { a: 5 }));
    const shellCall = client.call(save, { title: 'kept' }, { cancelOnRouteChange: false });
    await vi.waitUntil(() => held.waiting.length === 2);

    expect(client.cancelPending()).toBe(1);
    const error = await pageCall;
    expect(error.kind).toBe('cancelled');
    expect(error.message).toBe('The page changed, so this request was cancelled: /api/menu/probe?a=5');
    expect(onToast).not.toHaveBeenCalled();

    held.waiting[1]!.answer(json({ code: 1, message: '', result: null }));
    await expect(shellCall).resolves.toBeNull();
  });

  it('rejects a second identical blob request silently while the first is pending', async () => {
    const held = heldFetch();
    const { client, calls, onToast } = setup(held.stub);
    const first = client.blob(exportFile, { id: 1 });
    const second = await rejection(client.blob(exportFile, { id: 1 }));
    expect(second.kind).toBe('duplicate');
    expect(onToast).not.toHaveBeenCalled();

    // A different request is not a duplicate.
    const other = client.blob(exportFile, { id: 2 });
    await vi.waitUntil(() => held.waiting.length === 2);
    expect(calls).toHaveLength(2);
    held.waiting[0]!.answer(new Response('a'));
    held.waiting[1]!.answer(new Response('b'));
    await Promise.all([first, other]);

    // Once the first has finished, the same request may be made again.
    const again = client.blob(exportFile, { id: 1 });
    await vi.waitUntil(() => held.waiting.length === 3);
    held.waiting[2]!.answer(new Response('c'));
    await expect(again).resolves.toMatchObject({ saved: false });
  });

  it('saves an attachment under the file name from its header', async () => {
    const { client, saveFile } = setup(
      async () =>
        new Response('plate,speed\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent('报警报表.csv')}`,
          },
        }),
    );
    const result = await client.blob(exportFile, { id: 1 });
    expect(result).toMatchObject({ fileName: '报警报表.csv', saved: true });
    expect(saveFile).toHaveBeenCalledTimes(1);
    expect(saveFile.mock.calls[0]![1]).toBe('报警报表.csv');
    expect(await saveFile.mock.calls[0]![0].text()).toBe('plate,speed\n');
  });

  it('does not save an inline blob such as an image', async () => {
    const { client, saveFile } = setup(
      async () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    const result = await client.blob(exportFile, { id: 1 });
    expect(result.saved).toBe(false);
    expect(await result.blob.text()).toBe('<svg/>');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('shows the message when a file request answers with a code 0 envelope', async () => {
    const { client, onToast, saveFile } = setup(async () =>
      json({ code: 0, message: 'No data to export', result: null }),
    );
    const error = await rejection(client.blob(exportFile, { id: 1 }));
    expect(error.kind).toBe('business');
    expect(onToast).toHaveBeenCalledWith('No data to export');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('builds the absolute url of a GET call for image sources', () => {
    const { client } = setup(async () => json({}));
    expect(client.url(probe, { a: 3 })).toBe('http://roadwatch.test/api/menu/probe?a=3');
  });
});
