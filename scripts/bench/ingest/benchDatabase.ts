import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { connectDatabase, type Database } from '../../../apps/server/src/db/connect';
import { migrateToLatest } from '../../../apps/server/src/db/migrate';
import type { BenchTerminal } from './benchFleet';

export interface BenchDatabase {
  kind: 'sqlite' | 'postgres';
  db: Database;
  /** What the server child needs to open the same database. */
  env: { BENCH_DATA_DIR?: string; BENCH_DATABASE_URL?: string };
  describe: string;
  destroy(): Promise<void>;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database: a temp SQLite file, or a new PostgreSQL database dropped afterwards. */
export async function createBenchDatabase(
  kind: 'sqlite' | 'postgres',
  adminUrl: string,
): Promise<BenchDatabase> {
  if (kind === 'postgres') {
    const name = `rw_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = connectDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    await migrateToLatest(db);
    return {
      kind,
      db,
      env: { BENCH_DATABASE_URL: url.toString() },
      describe: `PostgreSQL (${name})`,
      destroy: async () => {
        await db.destroy();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bench-ingest-'));
  const db = connectDatabase({ dataDir: dir, sqliteFile: 'bench.db' });
  await migrateToLatest(db);
  return {
    kind,
    db,
    env: { BENCH_DATA_DIR: dir },
    describe: `SQLite (${path.join(dir, 'bench.db')})`,
    destroy: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One company, one department and `count` vehicles with registered terminals (auth codes set, so terminals
 * authenticate straight away as they do after their first registration). Every third terminal speaks 2019.
 */
export async function seedBenchVehicles(db: Database, count: number): Promise<BenchTerminal[]> {
  const now = Date.now();
  await db.insertInto('companies').values({ id: 1, name: '压测物流', created_at: now }).execute();
  await db
    .insertInto('departments')
    .values({ id: 1, company_id: 1, parent_id: null, level: 1, name: '压测车队', path: '/1/' })
    .execute();
  const terminals: BenchTerminal[] = [];
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const stored = `0145${String(i).padStart(8, '0')}`;
    const edition = i % 3 === 2 ? 2019 : 2013;
    const authCode = `BENCH${String(i).padStart(8, '0')}`;
    terminals.push({ phone: edition === 2019 ? stored.padStart(20, '0') : stored, authCode, edition });
    rows.push({
      id: i + 1,
      company_id: 1,
      department_id: 1,
      plate: `测${String(i).padStart(6, '0')}`,
      terminal_phone: stored,
      terminal_model: edition === 2019 ? 'AS-9019' : 'GT-1013',
      protocol_version: edition,
      auth_code: authCode,
      created_at: now,
    });
  }
  for (let i = 0; i < rows.length; i += 1_000) {
    await db
      .insertInto('vehicles')
      .values(rows.slice(i, i + 1_000))
      .execute();
  }
  return terminals;
}

export async function countTrackPoints(db: Database): Promise<number> {
  const row = await sql<{ n: number }>`select count(*) as n from track_points`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Values per track row, in PipelineWriter.addTrack's order. */
export const TRACK_VALUES = 9;
const READ_CHUNK_ROWS = 200_000;

/**
 * Every stored track point in the order it was inserted (SQLite rowid; PostgreSQL ctid, which follows insertion in
 * a table that was emptied with truncate and only appended to), as flat chunks of TRACK_VALUES numbers a row.
 */
export async function readTrackInInsertOrder(bench: BenchDatabase): Promise<Float64Array[]> {
  const chunks: Float64Array[] = [];
  let after: string | number = bench.kind === 'postgres' ? '(0,0)' : 0;
  for (;;) {
    const result =
      bench.kind === 'postgres'
        ? await sql<TrackRow & { position: string }>`
            select ctid::text as position, vehicle_id, gps_time, lon, lat, speed_kmh, direction, mileage_km, acc,
                   alarm_bits
            from track_points where ctid > ${after}::tid order by ctid limit ${READ_CHUNK_ROWS}`.execute(
            bench.db,
          )
        : await sql<TrackRow & { position: number }>`
            select rowid as position, vehicle_id, gps_time, lon, lat, speed_kmh, direction, mileage_km, acc,
                   alarm_bits
            from track_points where rowid > ${after} order by rowid limit ${READ_CHUNK_ROWS}`.execute(
            bench.db,
          );
    const rows = result.rows;
    if (rows.length === 0) return chunks;
    const chunk = new Float64Array(rows.length * TRACK_VALUES);
    rows.forEach((r, i) => {
      chunk.set(
        [
          r.vehicle_id,
          r.gps_time,
          r.lon,
          r.lat,
          r.speed_kmh,
          r.direction,
          r.mileage_km,
          r.acc,
          r.alarm_bits,
        ].map(Number),
        i * TRACK_VALUES,
      );
    });
    chunks.push(chunk);
    after = rows[rows.length - 1]!.position;
  }
}

interface TrackRow {
  vehicle_id: number;
  gps_time: number;
  lon: number;
  lat: number;
  speed_kmh: number;
  direction: number;
  mileage_km: number;
  acc: number;
  alarm_bits: number;
}
