import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEALTH_PATH } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { StoreHealth } from '../src/features/health/StoreHealth';
import { silentLogger } from '../src/gateway/gatewayLogger';
import { startTerminalIngest, type TerminalIngest } from '../src/gateway/startTerminalIngest';
import { createLocalLiveBus } from '../src/live/liveBus';
import { seedDemo } from '../src/seed/seedDemo';
import { eventually } from './helpers/eventually';
import { missingFromTrack, ReportingFleet, seedReportingVehicles } from './helpers/reportingFleet';
import { callJson, DEMO_PASSWORD, TEST_CAPTCHA } from './helpers/testApp';

/**
 * The SQLite data folder on a small tmpfs of its own (mounting needs root, as CI has): filling it up is a real
 * full disk under the server, the pipeline's worker and the API alike.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-full-'));
const filler = path.join(dir, 'filler');
let db: Database;
let app: FastifyInstance;
let ingest: TerminalIngest;
const health = new StoreHealth();
const bus = createLocalLiveBus();

/** Writes until the filesystem refuses: nothing is left for the database. */
function fillDisk(): void {
  const fd = fs.openSync(filler, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          fs.writeSync(fd, chunk);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw err;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

async function healthz(): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir]);
  db = connectDatabase({ dataDir: dir, sqliteFile: 'roadwatch.db' });
  await migrateToLatest(db);
  await seedDemo(db, { vehicles: 4, days: 1, demoPassword: DEMO_PASSWORD });
  app = buildApp({
    db,
    storeHealth: health,
    nodeEnv: 'test',
    testCaptcha: TEST_CAPTCHA,
    consoleDist: dir,
    kioskDist: dir,
  });
  await app.ready();
  ingest = await startTerminalIngest({
    db,
    bus,
    logger: silentLogger,
    port: 0,
    host: '127.0.0.1',
    idleTimeoutMs: 600_000,
    offlineAfterMs: 600_000,
    pipeline: { storeHealth: health },
  });
});

afterAll(async () => {
  fs.rmSync(filler, { force: true });
  await ingest?.close();
  await app?.close();
  await db?.destroy();
  execFileSync('umount', [dir]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a full disk under the SQLite database', () => {
  it('stops acknowledging, reports degraded and refuses sign-in with a translated 503, then recovers by itself', async () => {
    const department = await db
      .selectFrom('departments')
      .select(['id', 'company_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const vehicles = await seedReportingVehicles(db, {
      count: 10,
      firstId: 9_001,
      companyId: department.company_id,
      departmentId: department.id,
    });
    const fleet = new ReportingFleet(vehicles, Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
    try {
      await fleet.connect(ingest.gateway.port);
      fleet.start();
      await fleet.untilAcknowledged(300);
      expect((await healthz()).status).toBe(200);

      // Every write from here on needs new space: the WAL starts empty and the disk has none.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      fillDisk();
      const degraded = await eventually('/healthz reports the store degraded', async () => {
        const res = await healthz();
        return res.status === 503 ? res : undefined;
      });
      expect(degraded.body).toMatchObject({ status: 'degraded', db: 'sqlite', code: 'SQLITE_FULL' });
      expect(String(degraded.body.reason)).toMatch(/full/i);

      // The pipeline keeps trying; nothing more is acknowledged meanwhile, and the terminals hold their reports.
      const acknowledged = fleet.acknowledged.length;
      const failures = health.failures;
      await eventually('the pipeline retried its writes a few times', () => health.failures >= failures + 3);
      expect(fleet.acknowledged.length).toBe(acknowledged);
      expect(fleet.sent).toBeGreaterThan(acknowledged);
      expect((await healthz()).status).toBe(503);

      for (const lang of ['zh-CN', 'en-US'] as const) {
        const signIn = await callJson(
          app,
          'login',
          { userName: 'admin', password: DEMO_PASSWORD, captcha: TEST_CAPTCHA, remember: false },
          { lang },
        );
        expect(signIn.status).toBe(503);
        expect(signIn.body).toEqual({
          code: 0,
          message: resources[lang].errors.storeUnavailable,
          result: null,
        });
      }

      // Space comes back: the kept reports are written and acknowledged, and /healthz is ok, all by itself.
      fs.rmSync(filler);
      await fleet.untilAcknowledged(acknowledged + 300);
      await eventually('/healthz is ok again', async () =>
        (await healthz()).status === 200 ? true : undefined,
      );
      expect((await healthz()).body).toEqual({ status: 'ok', db: 'sqlite' });
    } finally {
      await fleet.close();
    }
    await ingest.pipeline.flush();
    expect(await missingFromTrack(db, fleet.acknowledged)).toEqual([]);
  });
});
