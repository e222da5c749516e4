import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerKioskConfigRoute } from './kioskConfigRoute';

let dir: string;
let app: FastifyInstance;
const hall = '{ "name": "hall", "title": "Hall" }\n';
const guarded = JSON.stringify({
  name: 'guarded',
  token: 'secret-token',
  allowFrom: ['10.8.0.0/24', 'fd00::/8'],
});
const brokenGuard = JSON.stringify({
  name: 'broken',
  token: 'secret-token',
  allowFrom: ['the control room'],
});

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rw-kiosk-configs-'));
  writeFileSync(path.join(dir, 'hall.json'), hall);
  writeFileSync(path.join(dir, 'guarded.json'), guarded);
  writeFileSync(path.join(dir, 'broken.json'), brokenGuard);
  writeFileSync(path.join(dir, 'display.schema.json'), '{}');
  writeFileSync(path.join(tmpdir(), 'rw-outside.json'), '{"secret":true}');
  app = Fastify();
  await app.register(fastifyCookie);
  registerKioskConfigRoute(app, dir);
  await app.ready();
});
afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(tmpdir(), 'rw-outside.json'), { force: true });
});

describe('GET /kiosk/configs/<name>.json', () => {
  it('serves the display config as it is on disk, uncached', async () => {
    const res = await app.inject({ method: 'GET', url: '/kiosk/configs/hall.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(hall);
  });

  it('answers 404 with the envelope for an unknown display', async () => {
    const res = await app.inject({ method: 'GET', url: '/kiosk/configs/lobby.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 0, result: null });
  });

  it('serves nothing but display configs from its folder', async () => {
    for (const url of [
      '/kiosk/configs/display.schema.json',
      '/kiosk/configs/..%2Frw-outside.json',
      '/kiosk/configs/%2E%2E%2Frw-outside.json',
      '/kiosk/configs/hall',
      '/kiosk/configs/Hall.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('serves a display limited to its addresses only to them, with a translated 403 elsewhere', async () => {
    for (const remoteAddress of ['10.8.0.42', '::ffff:10.8.0.42', 'fd00::7']) {
      const res = await app.inject({ method: 'GET', url: '/kiosk/configs/guarded.json', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.body).toBe(guarded);
    }
    const refused = await app.inject({
      method: 'GET',
      url: '/kiosk/configs/guarded.json',
      remoteAddress: '10.9.0.42',
      headers: { 'accept-language': 'en-US' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 0,
      message: 'This display may not be opened from this address',
      result: null,
    });
    expect(refused.body).not.toContain('secret-token');
  });

  it('serves a display without an address list to loopback and private addresses only', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '192.168.3.4', 'fd00::7']) {
      const res = await app.inject({ method: 'GET', url: '/kiosk/configs/hall.json', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['203.0.113.9', '2001:db8::9']) {
      const res = await app.inject({ method: 'GET', url: '/kiosk/configs/hall.json', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(403);
      expect(res.body).not.toContain('Hall');
    }
  });

  it('serves a display whose address list is unreadable to nobody', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/kiosk/configs/broken.json',
      remoteAddress: '10.8.0.42',
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('secret-token');
  });
});
