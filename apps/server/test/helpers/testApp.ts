import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  displayConfigSchema,
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TOKEN_HEADER,
  type ApiResponse,
  type DisplayConfig,
  type EndpointName,
  type Language,
  type LoginResult,
  type ResponseOf,
} from '@roadwatch/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppConfig } from '../../src/app';
import type { Database } from '../../src/db/connect';
import { registerKioskDisplays } from '../../src/kiosk/registerKioskDisplays';
import { seedDemo } from '../../src/seed/seedDemo';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export const TEST_CAPTCHA = 'T3ST';
export const DEMO_PASSWORD = 'Demo@Pass2026';

// A display with its token in its config (a display without one gets a generated token: kiosk/displayTokenStore).
export const TEST_DISPLAY: DisplayConfig & { token: string } = {
  ...displayConfigSchema.parse({
    name: 'test-wall',
    title: 'Test wall',
    boards: [{ kind: 'safety', dwellSeconds: 60, refreshSeconds: 15 }],
  }),
  token: 'test-wall-token-0123456789abcdef',
};

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo data (40 vehicles, 2 days). Default true. */
  seed?: boolean;
  config?: Partial<Omit<AppConfig, 'db'>>;
}

/** A migrated, seeded database with the app on top, the kiosk test display registered. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { db } = database;
  if (options.seed !== false) {
    await seedDemo(db, { vehicles: 40, days: 2, demoPassword: DEMO_PASSWORD });
    await registerKioskDisplays(db, [TEST_DISPLAY]);
  }
  const missing = path.join(os.tmpdir(), 'rw-no-build');
  const app = buildApp({
    db,
    nodeEnv: 'test',
    testCaptcha: TEST_CAPTCHA,
    consoleDist: missing,
    kioskDist: missing,
    ...options.config,
  });
  await app.ready();
  return {
    app,
    db,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** A second app on the same database (e.g. another NODE_ENV). */
export async function startAppOn(
  db: Database,
  config: Partial<Omit<AppConfig, 'db'>>,
): Promise<FastifyInstance> {
  const missing = path.join(os.tmpdir(), 'rw-no-build');
  const app = buildApp({ db, nodeEnv: 'test', consoleDist: missing, kioskDist: missing, ...config });
  await app.ready();
  return app;
}

export interface CallOptions {
  token?: string;
  lang?: Language;
  acceptLanguage?: string;
  remoteAddress?: string;
  cookies?: Record<string, string>;
}

/** Calls an endpoint by its contract name: body for POST/PUT, query for GET/DELETE. */
export function call(
  app: FastifyInstance,
  name: EndpointName,
  input?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const endpoint = ENDPOINTS[name];
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const headers: Record<string, string> = {};
  if (options.token) headers[TOKEN_HEADER] = options.token;
  if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
  const cookies = { ...options.cookies, ...(options.lang ? { [LANG_COOKIE]: options.lang } : {}) };
  return app.inject({
    method: endpoint.method,
    url: endpointPath(endpoint),
    headers,
    cookies,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(inQuery
      ? { query: (input ?? {}) as Record<string, string> }
      : input === undefined
        ? {}
        : { payload: input as object }),
  });
}

/** The envelope of a call, typed by the endpoint's response. */
export async function callJson<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  input?: unknown,
  options: CallOptions = {},
): Promise<{ status: number; body: ApiResponse<ResponseOf<(typeof ENDPOINTS)[N]>> }> {
  const res = await call(app, name, input, options);
  return { status: res.statusCode, body: res.json() };
}

/** Signs in through the real login call (with the test captcha switch). */
export async function loginAs(
  app: FastifyInstance,
  userName: string,
  options: CallOptions & { password?: string; remember?: boolean } = {},
): Promise<LoginResult> {
  const { body } = await callJson(
    app,
    'login',
    {
      userName,
      password: options.password ?? DEMO_PASSWORD,
      captcha: TEST_CAPTCHA,
      remember: options.remember ?? false,
    },
    options,
  );
  if (body.code !== 1) throw new Error(`login as ${userName} failed: ${body.message}`);
  return body.result;
}

export async function countRows(
  db: Database,
  table: 'users' | 'sessions' | 'user_favorites' | 'login_throttle' | 'captchas',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function emptyDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'rw-static-'));
}
