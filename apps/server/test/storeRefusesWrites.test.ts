import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEALTH_PATH } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
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
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

/** A way to make the store refuse writes for real, and to give it back. */
interface Breakage {
  what: string;
  db: Database;
  dialect: 'sqlite' | 'postgres';
  /** The driver codes the refused writes may carry. */
  codes: string[];
  refuse(): Promise<void>;
  restore(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * SQLite: the data folder on a 64 MiB tmpfs of its own (mounting needs root, as CI has), filled up to the last
 * byte — a real full disk under the server, the pipeline's worker and the API alike. The WAL is emptied first, so
 * every write from then on needs new space.
 */
function fullDisk(): Breakage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-full-'));
  const filler = path.join(dir, 'filler');
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir]);
  const db = connectDatabase({ dataDir: dir, sqliteFile: 'roadwatch.db' });
  return {
    what: 'a full disk under the SQLite database',
    db,
    dialect: 'sqlite',
    codes: ['SQLITE_FULL', 'SQLITE_ROLLED_BACK'],
    async refuse() {
      // The WAL must start empty: a WAL file with room left in it takes writes on a full disk for minutes. The
      // truncation is refused while the track writer's connection is inside a transaction: try again until done.
      await eventually('the WAL is emptied', async () => {
        const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
        return rows[0]?.busy === 0 ? true : undefined;
      });
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
    },
    async restore() {
      fs.rmSync(filler, { force: true });
    },
    async destroy() {
      fs.rmSync(filler, { force: true });
      await db.destroy();
      execFileSync('umount', [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL: the database turns read-only (what a failover to a replica or a full disk's emergency setting does):
 * every session is ended and new ones start read-only, so in-flight queries lose their connection and later writes
 * are refused; giving it back ends the read-only sessions again.
 */
function readOnlyDatabase(t: TestDatabase, adminUrl: string): Breakage {
  const name = new URL(t.location.databaseUrl!).pathname.slice(1);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const endSessions = `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`;
  return {
    what: 'a PostgreSQL database that turns read-only',
    db: t.db,
    dialect: 'postgres',
    // Ending the sessions reaches a client mid-query as 57P01, a lost connection, or a reset socket.
    codes: ['25006', '57P01', 'CONNECTION_LOST', 'ECONNRESET'],
    async refuse() {
      await admin(`alter database ${name} set default_transaction_read_only = on`);
      await admin(endSessions);
    },
    async restore() {
      await admin(`alter database ${name} set default_transaction_read_only = off`);
      await admin(endSessions);
    },
    destroy: () => t.destroy(),
  };
}

let store: Breakage;
let app: FastifyInstance;
let ingest: TerminalIngest;
const health = new StoreHealth();
const bus = createLocalLiveBus();

async function healthz(): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  const adminUrl = process.env.ROADWATCH_TEST_PG_URL;
  store = adminUrl ? readOnlyDatabase(await createTestDatabase(), adminUrl) : fullDisk();
  const { db } = store;
  await migrateToLatest(db);
  await seedDemo(db, { vehicles: 4, days: 1, demoPassword: DEMO_PASSWORD });
  const nothingBuilt = path.join(os.tmpdir(), 'rw-no-build');
  app = buildApp({
    db,
    storeHealth: health,
    nodeEnv: 'test',
    testCaptcha: TEST_CAPTCHA,
    consoleDist: nothingBuilt,
    kioskDist: nothingBuilt,
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
  await store?.restore();
  await ingest?.close();
  await app?.close();
  await store?.destroy();
});

describe('a store that refuses writes (a full disk on SQLite, a read-only database on PostgreSQL)', () => {
  it('stops acknowledging, reports degraded and refuses sign-in with a translated 503, then recovers by itself', async () => {
    const { db } = store;
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

      await store.refuse();
      const degraded = await eventually(`/healthz reports ${store.what}`, async () => {
        const res = await healthz();
        // (A lost connection may first fail the health check's own query: 'error'.)
        return res.status === 503 && res.body.status === 'degraded' ? res : undefined;
      });
      expect(degraded.body).toMatchObject({ status: 'degraded', db: store.dialect, source: 'pipeline' });
      expect(store.codes).toContain(degraded.body.code);
      expect(String(degraded.body.reason)).not.toBe('');

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

      // The store comes back: the kept reports are written and acknowledged, and /healthz is ok, all by itself.
      await store.restore();
      await fleet.untilAcknowledged(acknowledged + 300);
      await eventually('/healthz is ok again', async () =>
        (await healthz()).status === 200 ? true : undefined,
      );
      expect((await healthz()).body).toEqual({ status: 'ok', db: store.dialect });
    } finally {
      await fleet.close();
    }
    await ingest.pipeline.flush();
    expect(await missingFromTrack(db, fleet.acknowledged)).toEqual([]);
  });
});
