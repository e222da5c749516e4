import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { errorText, looksLeaky } from './helpers/messages';
import { emptyDir, startTestApp, type TestApp } from './helpers/testApp';
import { createTestDatabase } from './helpers/testDatabase';

let t: TestApp;
let consoleDist: string;
let kioskDist: string;
beforeAll(async () => {
  consoleDist = emptyDir();
  kioskDist = emptyDir();
  fs.writeFileSync(path.join(consoleDist, 'index.html'), '<html>console</html>');
  fs.mkdirSync(path.join(consoleDist, 'assets'));
  fs.writeFileSync(path.join(consoleDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(kioskDist, 'index.html'), '<html>kiosk</html>');
  t = await startTestApp({ seed: false, config: { consoleDist, kioskDist } });
});
afterAll(async () => {
  await t?.close();
  for (const dir of [consoleDist, kioskDist]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('health', () => {
  it('reports ok and which database it uses', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: t.database.kind });
  });
});

describe('API answers', () => {
  it.each(['GET', 'POST'] as const)('an unknown API route (%s) is a 404 envelope', async (method) => {
    const res = await t.app.inject({
      method,
      url: '/api/menu/noSuchCall',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, message: errorText('en-US', 'http404'), result: null });
  });

  it('the lang cookie wins over Accept-Language', async () => {
    const res = await t.app.inject({
      url: '/api/nothing',
      headers: { 'accept-language': 'en-US', cookie: 'lang=zh-CN' },
    });
    expect(res.json().message).toBe(errorText('zh-CN', 'http404'));
  });

  it('every answer carries a request id, keeping a sane one the caller sent', async () => {
    const mine = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(mine.headers['x-request-id']).toBe('trace-123');
    const odd = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('API answers are never cached', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/menu/menuTree' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a failure inside the server answers 500 with the generic message, logs it with the request id, and leaks no stack', async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = buildApp({
      db: database.db,
      nodeEnv: 'test',
      consoleDist,
      kioskDist,
      logger: { level: 'error', stream },
    });
    await app.ready();
    // The database goes away under the running server.
    await database.destroy();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/menu/menuTree',
        headers: { 'x-token': 'some-token', 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 0, message: errorText('en-US', 'internal'), result: null });
      expect(looksLeaky(res.body)).toBe(false);
      const logged = lines.map(
        (l) => JSON.parse(l) as { level: number; reqId?: string; err?: { stack?: string } },
      );
      const entry = logged.find((l) => l.reqId === res.headers['x-request-id'] && l.level >= 50);
      expect(entry?.err?.stack).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

describe('static sites', () => {
  it('serves the console at / and its hashed assets with a long cache', async () => {
    const index = await t.app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe('<html>console</html>');
    const asset = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('falls back to the console index for client-side routes', async () => {
    const res = await t.app.inject({ url: '/vehicleAlarmProcessing?bTime=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('<html>console</html>');
  });

  it('serves the kiosk under /kiosk/ with its own fallback', async () => {
    expect((await t.app.inject({ url: '/kiosk/' })).body).toBe('<html>kiosk</html>');
    expect((await t.app.inject({ url: '/kiosk/?display=control-room' })).body).toBe('<html>kiosk</html>');
    expect((await t.app.inject({ url: '/kiosk/boards/safety' })).body).toBe('<html>kiosk</html>');
    const bare = await t.app.inject({ url: '/kiosk?display=control-room' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/kiosk/?display=control-room');
  });

  it('answers a short page instead of failing when a build is missing', async () => {
    const app = buildApp({
      db: t.db,
      nodeEnv: 'test',
      consoleDist: path.join(consoleDist, 'missing'),
      kioskDist: path.join(kioskDist, 'missing'),
    });
    try {
      const res = await app.inject({ url: '/', headers: { 'accept-language': 'en-US' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain(errorText('en-US', 'buildMissing', { app: 'apps/console' }));
      const kiosk = await app.inject({ url: '/kiosk/' });
      expect(kiosk.body).toContain(errorText('zh-CN', 'buildMissing', { app: 'apps/kiosk' }));
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
