import {
  ENDPOINTS,
  TOKEN_HEADER,
  endpointPath,
  kioskEndpoints,
  type KioskDisplayInfo,
} from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { DisplayNotAuthorisedError, createKioskApi } from './kioskApi';

const DISPLAY = 'control-room';
const DISPLAY_TOKEN = 'kiosk-demo-control-room-7f3a9c2e51d84b06';
const info: KioskDisplayInfo = {
  displayName: DISPLAY,
  companyName: 'Demo',
  departmentName: 'Root',
  serverTime: 0,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A stand-in for the server's two kiosk calls, recording what the client sent. It issues a new session
 * token per exchange and can expire the live sessions, which is all the client's behaviour depends on.
 */
function fakeServer(opts: { acceptDisplayToken?: boolean } = {}) {
  let accept = opts.acceptDisplayToken !== false;
  const live = new Set<string>();
  const log: string[] = [];
  let issued = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === endpointPath(ENDPOINTS.kioskSession)) {
      const body = (await request.json()) as { display: string; token: string };
      log.push(`session ${body.display}`);
      if (!accept || body.token !== DISPLAY_TOKEN) {
        return json(200, { code: 0, message: 'Display not authorised', result: null });
      }
      const token = `session-${++issued}`;
      live.add(token);
      return json(200, { code: 1, message: '', result: { token, expiresAt: 0, displayName: body.display } });
    }
    const token = request.headers.get(TOKEN_HEADER) ?? '';
    log.push(`display ${token}`);
    if (!live.has(token)) return json(401, { code: 0, message: 'not signed in', result: null });
    return json(200, { code: 1, message: '', result: info });
  };
  return {
    fetch,
    log,
    expireSessions: () => live.clear(),
    revokeDisplay: () => {
      accept = false;
      live.clear();
    },
  };
}

const t = (key: string) => key;
const api = (server: ReturnType<typeof fakeServer>, displayToken = DISPLAY_TOKEN) =>
  createKioskApi({ display: DISPLAY, displayToken, baseUrl: 'http://kiosk.test', t, fetch: server.fetch });

describe('kiosk api', () => {
  it('exchanges the display token for a session and sends it in the token header', async () => {
    const server = fakeServer();
    await expect(api(server).call(kioskEndpoints.kioskDisplay, {})).resolves.toEqual(info);
    expect(server.log).toEqual([`session ${DISPLAY}`, 'display session-1']);
  });

  it('re-authenticates silently when the session has expired and returns the data', async () => {
    const server = fakeServer();
    const kiosk = api(server);
    await kiosk.call(kioskEndpoints.kioskDisplay, {});
    server.expireSessions();
    await expect(kiosk.call(kioskEndpoints.kioskDisplay, {})).resolves.toEqual(info);
    expect(server.log.slice(2)).toEqual(['display session-1', `session ${DISPLAY}`, 'display session-2']);
  });

  it('renews an expired session once for calls that fail together', async () => {
    const server = fakeServer();
    const kiosk = api(server);
    await kiosk.call(kioskEndpoints.kioskDisplay, {});
    server.expireSessions();
    await Promise.all([1, 2, 3].map(() => kiosk.call(kioskEndpoints.kioskDisplay, {})));
    expect(server.log.filter((line) => line.startsWith('session'))).toHaveLength(2);
  });

  it('reports a refused display token as not authorised', async () => {
    const server = fakeServer({ acceptDisplayToken: false });
    await expect(api(server).call(kioskEndpoints.kioskDisplay, {})).rejects.toBeInstanceOf(
      DisplayNotAuthorisedError,
    );
  });

  it('reports a token revoked while running as not authorised instead of retrying forever', async () => {
    const server = fakeServer();
    const kiosk = api(server);
    await kiosk.call(kioskEndpoints.kioskDisplay, {});
    server.revokeDisplay();
    const error = await kiosk.call(kioskEndpoints.kioskDisplay, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DisplayNotAuthorisedError);
    expect((error as DisplayNotAuthorisedError).display).toBe(DISPLAY);
  });
});
