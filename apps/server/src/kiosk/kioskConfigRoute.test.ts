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

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rw-kiosk-configs-'));
  writeFileSync(path.join(dir, 'hall.json'), hall);
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
});
