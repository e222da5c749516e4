import fastifyCookie from '@fastify/cookie';
import { ENDPOINTS, type Endpoint } from '@roadwatch/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps, EndpointHandler } from '../src/http/endpointHandler';
import { useJsonBodiesOnly } from '../src/http/jsonBodyParser';
import { registerEndpoint } from '../src/http/registerEndpoints';
import { registerErrorHandler } from '../src/http/registerErrorHandler';
import { inScope } from '../src/scope/inScope';
import { errorText, looksLeaky } from './helpers/messages';
import { loginAs, startTestApp, TEST_DISPLAY, type TestApp } from './helpers/testApp';
import { ImportJobs } from '../src/resources/sheet/ImportJobs';

// Endpoints of the shape later issues add: gated by an operation, a kiosk board read, a handler that breaks.
const noFields = ENDPOINTS.menuTree.request;
const subUsers: Endpoint = {
  name: 'subUsers',
  method: 'POST',
  module: 'user',
  path: '/testSubUsers',
  access: { operationId: 'subUserList' },
  request: noFields,
};
const vehicleCount: Endpoint = {
  name: 'vehicleCount',
  method: 'GET',
  module: 'kiosk',
  path: '/testVehicleCount',
  access: 'session',
  kiosk: true,
  request: noFields,
};
const kioskWrite: Endpoint = {
  name: 'kioskWrite',
  method: 'POST',
  module: 'kiosk',
  path: '/testWrite',
  access: 'session',
  kiosk: true,
  request: noFields,
};
const broken: Endpoint = {
  name: 'broken',
  method: 'POST',
  module: 'system',
  path: '/testBroken',
  access: 'session',
  request: noFields,
};

const countVehicles: EndpointHandler<Endpoint> = async ({ db, auth }) => {
  if (!auth) throw new Error('no session');
  const row = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(inScope(auth, 'vehicles'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

let t: TestApp;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'viewer', 'other_admin']) tokens[user] = (await loginAs(t.app, user)).token;
  const kiosk = await t.app.inject({
    method: 'POST',
    url: '/api/kiosk/session',
    payload: { display: TEST_DISPLAY.name, token: TEST_DISPLAY.token },
  });
  tokens.kiosk = kiosk.json().result.token;

  const deps: AppDeps = { db: t.db, now: Date.now, captchaBypass: undefined, importJobs: new ImportJobs() };
  app = Fastify();
  await app.register(fastifyCookie);
  useJsonBodiesOnly(app);
  registerErrorHandler(app);
  registerEndpoint(app, subUsers.name, subUsers, async () => 'granted', deps);
  registerEndpoint(app, vehicleCount.name, vehicleCount, countVehicles, deps);
  registerEndpoint(app, kioskWrite.name, kioskWrite, async () => 'written', deps);
  registerEndpoint(
    app,
    broken.name,
    broken,
    () => Promise.reject(new Error('secret detail at db.ts:12')),
    deps,
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const callAs = (user: string, e: Endpoint, lang = 'zh-CN') =>
  app.inject({
    method: e.method,
    url: `/api${e.module === 'user' ? '/user' : e.module === 'kiosk' ? '/kiosk' : '/system'}${e.path}`,
    headers: { 'x-token': tokens[user] ?? '', cookie: `lang=${lang}` },
  });

describe('access rules', () => {
  it('an operation-gated endpoint answers users whose role grants it and 403 to others', async () => {
    expect((await callAs('admin', subUsers)).json()).toEqual({ code: 1, message: '', result: 'granted' });
    const refused = await callAs('viewer', subUsers, 'en-US');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 0, message: errorText('en-US', 'noPermission'), result: null });
    expect((await callAs('kiosk', subUsers)).statusCode).toBe(403);
    expect((await callAs('nobody', subUsers)).statusCode).toBe(401);
  });

  it('a display reads kiosk endpoints but may not write even where kiosk is allowed', async () => {
    expect((await callAs('kiosk', vehicleCount)).json().code).toBe(1);
    const write = await callAs('kiosk', kioskWrite, 'en-US');
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(errorText('en-US', 'kioskReadOnly'));
    expect((await callAs('admin', kioskWrite)).json().result).toBe('written');
  });

  it('inScope limits every query to the company and the department subtree', async () => {
    const count = async (user: string) => (await callAs(user, vehicleCount)).json().result as number;
    const expected = async (userName: string) => {
      const scope = await t.db
        .selectFrom('users')
        .innerJoin('departments', 'departments.id', 'users.department_id')
        .select(['users.company_id', 'departments.path'])
        .where('user_name', '=', userName)
        .executeTakeFirstOrThrow();
      const rows = await t.db
        .selectFrom('vehicles')
        .innerJoin('departments', 'departments.id', 'vehicles.department_id')
        .select('departments.path')
        .where('vehicles.company_id', '=', scope.company_id)
        .execute();
      return rows.filter((r) => r.path.startsWith(scope.path)).length;
    };
    const [admin, viewer, other] = await Promise.all([count('admin'), count('viewer'), count('other_admin')]);
    expect(admin).toBe(await expected('admin'));
    expect(viewer).toBe(await expected('viewer'));
    expect(other).toBe(await expected('other_admin'));
    expect(viewer).toBeGreaterThan(0);
    expect(viewer).toBeLessThan(admin);
    // The display registered without a department sees the whole demo company.
    expect(await count('kiosk')).toBe(admin);
  });

  it('an error inside a handler is a 500 with the generic message and no detail', async () => {
    const res = await callAs('admin', broken, 'en-US');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 0, message: errorText('en-US', 'internal'), result: null });
    expect(res.body).not.toContain('secret');
    expect(looksLeaky(res.body)).toBe(false);
  });
});
