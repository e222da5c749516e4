import { DOCKING_KINDS, type DockingKind } from '@roadwatch/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import { isPostgres } from '../../db/dialect';
import { tokenSealOf } from '../sharing/shareTokenSeal';
import { deliverNextBatch, type EndpointRow } from './deliverEndpoint';
import { currentHighWater } from './dockingSources';

export interface DockingPlatformOptions {
  db: Database;
  /** Clock of the backoff, the timestamps and the settling (tests drive it). */
  now?: () => number;
  /** Jitter source in [0, 1). */
  random?: () => number;
  /** Send to private and loopback addresses (ROADWATCH_DOCKING_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Where the secret-sealing key lives (the share links' key, `features/sharing/shareTokenSeal.ts`). */
  dataDir: string | undefined;
  /** How often the timer looks for work (ms). */
  intervalMs?: number;
  /**
   * How long a sequence number must have been the largest before it is delivered up to: PostgreSQL sequence values
   * can commit out of order, and a row whose transaction is still open must not be passed by the cursor. SQLite has
   * one writer at a time, so 0.
   */
  settleMs?: number;
  /** Batches one endpoint sends per turn before others get theirs. */
  batchesPerTurn?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
}

export interface DockingPlatform {
  /** Starts the timer. */
  start(): void;
  /** One turn: every due, enabled endpoint not already at work sends what it has; resolves when all are done. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for requests in flight. */
  stop(): Promise<void>;
}

const DEFAULT_INTERVAL_MS = 1_000;
const PG_SETTLE_MS = 2_000;

/**
 * Pushes readings and alarms to the partner endpoints of the docking platform, off the ingest path: a timer in the
 * server reads each endpoint's cursor and sends what lies past it (`deliverEndpoint.ts`). Endpoints are worked on
 * independently, so a slow partner (bounded by its own time limit) holds up only itself; a lease in the row keeps
 * two instances on one database from working on the same endpoint.
 */
export function createDockingPlatform(options: DockingPlatformOptions): DockingPlatform {
  const { db } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const settleMs = options.settleMs ?? (isPostgres(db) ? PG_SETTLE_MS : 0);
  const batchesPerTurn = options.batchesPerTurn ?? 20;
  const seal = tokenSealOf(options.dataDir);
  const working = new Map<number, Promise<void>>();
  /** Per kind, the largest sequence seen at a time, oldest first (only the settle window is kept). */
  const samples = new Map<DockingKind, { at: number; high: number }[]>();
  let timer: NodeJS.Timeout | null = null;
  let turn: Promise<void> | null = null;

  async function sampleHighWater(): Promise<void> {
    const at = now();
    for (const kind of DOCKING_KINDS) {
      const list = samples.get(kind) ?? [];
      list.push({ at, high: await currentHighWater(db, kind) });
      // Keep the newest sample that is settled and everything after it.
      while (list.length > 1 && list[1]!.at <= at - settleMs) list.shift();
      samples.set(kind, list);
    }
  }

  function settledHigh(kind: DockingKind): number {
    const at = now();
    const settled = (samples.get(kind) ?? []).filter((s) => s.at <= at - settleMs);
    return settled.length === 0 ? 0 : Math.max(...settled.map((s) => s.high));
  }

  async function work(endpoint: EndpointRow, leaseUntil: number): Promise<void> {
    const deps = {
      db,
      now,
      random,
      allowPrivate: options.allowPrivate,
      secretOf: (e: EndpointRow) => seal.open(e.secret_sealed),
      settledHigh,
    };
    try {
      let current = endpoint;
      for (let i = 0; i < batchesPerTurn; i += 1) {
        if (!(await deliverNextBatch(deps, current))) break;
        const next = await endpointById(current.id);
        if (!next || !next.enabled) break;
        current = next;
      }
    } catch (err) {
      options.log?.warn({ err, endpointId: endpoint.id }, 'docking platform: delivery failed');
    } finally {
      await db
        .updateTable('docking_endpoints')
        .set({ lease_until: null })
        .where('id', '=', endpoint.id)
        .where('lease_until', '=', leaseUntil)
        .execute()
        .catch(() => undefined);
    }
  }

  function endpointRows() {
    return db
      .selectFrom('docking_endpoints as e')
      .innerJoin('departments as d', 'd.id', 'e.department_id')
      .selectAll('e')
      .select('d.path as department_path');
  }

  const endpointById = (id: number) => endpointRows().where('e.id', '=', id).executeTakeFirst();

  /** Claims an endpoint for this instance until the lease runs out (a claimed one is skipped by others). */
  async function claim(endpoint: EndpointRow, at: number): Promise<number | null> {
    const leaseUntil = at + batchesPerTurn * (endpoint.timeout_s * 1000 + 5_000);
    const result = await db
      .updateTable('docking_endpoints')
      .set({ lease_until: leaseUntil })
      .where('id', '=', endpoint.id)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? leaseUntil : null;
  }

  async function runTurn(): Promise<void> {
    await sampleHighWater();
    const at = now();
    const due = await endpointRows()
      .where('e.enabled', '=', 1)
      .where('e.next_attempt_at', '<=', at)
      .execute();
    for (const endpoint of due) {
      if (working.has(endpoint.id)) continue;
      const leaseUntil = await claim(endpoint, at);
      if (leaseUntil === null) continue;
      const job = work(endpoint, leaseUntil).finally(() => working.delete(endpoint.id));
      working.set(endpoint.id, job);
    }
  }

  async function runOnce(): Promise<void> {
    turn ??= runTurn().finally(() => (turn = null));
    await turn;
    await Promise.all(working.values());
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (turn) return;
        turn = runTurn()
          .catch((err: unknown) => options.log?.warn({ err }, 'docking platform: turn failed'))
          .finally(() => (turn = null));
      }, options.intervalMs ?? DEFAULT_INTERVAL_MS);
      timer.unref();
    },
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await turn;
      await Promise.all(working.values());
    },
  };
}
