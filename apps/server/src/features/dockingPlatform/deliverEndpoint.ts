import { randomUUID } from 'node:crypto';
import {
  DOCKING_HEADERS,
  type DockingAlarm,
  type DockingBatch,
  type DockingKind,
  type DockingReading,
} from '@roadwatch/core';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/connect';
import type { DockingEndpoints } from '../../db/schema.gen';
import { dockingBackoffMs } from './dockingBackoff';
import { dockingSignature } from './dockingSignature';
import { recordsAfter, type DockingAudience, type SourceRecord } from './dockingSources';
import { sendDockingRequest, type DockingOutcome } from './dockingSend';

export type EndpointRow = Selectable<DockingEndpoints> & { department_path: string };

export interface DeliveryDeps {
  db: Database;
  now: () => number;
  random: () => number;
  allowPrivate: boolean;
  /** The endpoint's secret in the clear (null: the sealed secret cannot be opened with this server's key). */
  secretOf: (endpoint: EndpointRow) => string | null;
  /** The largest sequence of a kind that is safe to deliver up to (every lower number committed). */
  settledHigh: (kind: DockingKind) => number;
}

/** The batch to send: records in sequence order, the sequence the cursor moves to after a 2xx. */
interface PlannedBatch {
  kind: DockingKind;
  deliveryId: string;
  records: SourceRecord<DockingReading | DockingAlarm>[];
  until: number;
  /** This batch's attempt number (1 for the first send). */
  attempt: number;
}

const cursorColumn = (kind: DockingKind) => (kind === 'readings' ? 'readings_cursor' : 'alarms_cursor');

/** The body of a batch, with as many of its records as fit in `maxBytes` (at least one). */
function fitBody(
  batch: PlannedBatch,
  sentAt: number,
  maxBytes: number,
): { body: string; records: PlannedBatch['records'] } {
  let records = batch.records;
  for (;;) {
    const body = JSON.stringify({
      deliveryId: batch.deliveryId,
      kind: batch.kind,
      sentAt,
      records: records.map((r) => r.record),
    } as DockingBatch);
    if (Buffer.byteLength(body) <= maxBytes || records.length === 1) return { body, records };
    records = records.slice(0, Math.ceil(records.length / 2));
  }
}

/**
 * The endpoint's next batch: the one that failed before (same delivery id, same records: rows cannot appear inside
 * a settled range), else the first kind it takes that has records past its cursor. Kinds without records have their
 * cursor moved to the settled end, so an endpoint whose points are quiet never rescans the same rows.
 */
async function planBatch(deps: DeliveryDeps, endpoint: EndpointRow): Promise<PlannedBatch | null> {
  const audience: DockingAudience = {
    companyId: endpoint.company_id,
    departmentPath: endpoint.department_path,
  };
  if (endpoint.pending_kind && endpoint.pending_delivery_id && endpoint.pending_until !== null) {
    const kind = endpoint.pending_kind as DockingKind;
    const cursor = Number(endpoint[cursorColumn(kind)]);
    const until = Number(endpoint.pending_until);
    const records = await recordsAfter(deps.db, kind, audience, cursor, until, endpoint.batch_size);
    if (records.length > 0)
      return {
        kind,
        deliveryId: endpoint.pending_delivery_id,
        records,
        until,
        attempt: endpoint.failures + 1,
      };
  }
  const kinds: DockingKind[] = [];
  if (endpoint.push_readings) kinds.push('readings');
  if (endpoint.push_alarms) kinds.push('alarms');
  for (const kind of kinds) {
    const cursor = Number(endpoint[cursorColumn(kind)]);
    const high = deps.settledHigh(kind);
    if (high <= cursor) continue;
    const records = await recordsAfter(deps.db, kind, audience, cursor, high, endpoint.batch_size);
    if (records.length === 0) {
      await deps.db
        .updateTable('docking_endpoints')
        .set({ [cursorColumn(kind)]: high })
        .where('id', '=', endpoint.id)
        .where(cursorColumn(kind), '=', cursor)
        .execute();
      continue;
    }
    // A short batch holds every record up to `high`; a full one ends at its last record.
    const until = records.length < endpoint.batch_size ? high : records[records.length - 1]!.seq;
    return { kind, deliveryId: randomUUID(), records, until, attempt: 1 };
  }
  return null;
}

async function logDelivery(
  deps: DeliveryDeps,
  endpoint: EndpointRow,
  batch: PlannedBatch,
  records: number,
  outcome: DockingOutcome,
  startedAt: number,
  durationMs: number,
): Promise<void> {
  await deps.db
    .insertInto('docking_deliveries')
    .values({
      company_id: endpoint.company_id,
      endpoint_id: endpoint.id,
      delivery_id: batch.deliveryId,
      kind: batch.kind,
      attempt: batch.attempt,
      records,
      status_code: outcome.statusCode,
      error: outcome.error.slice(0, 500),
      duration_ms: durationMs,
      at: startedAt,
    })
    .execute();
}

/**
 * Sends an endpoint's next batch and records the outcome. A 2xx moves the cursor past the batch and clears the
 * failure count; anything else keeps the batch pending (its delivery id and range), counts the failure and puts the
 * next attempt off by the backoff. Returns whether a batch went through (the caller may send the next one).
 */
export async function deliverNextBatch(deps: DeliveryDeps, endpoint: EndpointRow): Promise<boolean> {
  const planned = await planBatch(deps, endpoint);
  if (!planned) return false;
  const sentAt = deps.now();
  const secret = deps.secretOf(endpoint);
  const { body, records } = fitBody(planned, sentAt, endpoint.max_body_kb * 1024);
  const batch: PlannedBatch = {
    ...planned,
    records,
    // A batch cut to fit ends at its last record; the rest follows in the next one.
    until: records.length < planned.records.length ? records[records.length - 1]!.seq : planned.until,
  };
  // The batch is pending before it leaves: a restart retries the same batch under the same delivery id.
  await deps.db
    .updateTable('docking_endpoints')
    .set({ pending_kind: batch.kind, pending_delivery_id: batch.deliveryId, pending_until: batch.until })
    .where('id', '=', endpoint.id)
    .execute();
  const started = performance.now();
  const outcome: DockingOutcome = secret
    ? await sendDockingRequest({
        url: endpoint.url,
        body,
        headers: {
          [DOCKING_HEADERS.deliveryId]: batch.deliveryId,
          [DOCKING_HEADERS.timestamp]: String(sentAt),
          [DOCKING_HEADERS.signature]: dockingSignature(secret, String(sentAt), body),
          [DOCKING_HEADERS.kind]: batch.kind,
        },
        timeoutMs: endpoint.timeout_s * 1000,
        allowPrivate: deps.allowPrivate,
      })
    : { statusCode: null, error: 'secret unreadable with this server’s key' };
  const durationMs = Math.round(performance.now() - started);
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const now = deps.now();
  const status = outcome.statusCode !== null ? String(outcome.statusCode) : outcome.error.slice(0, 200);
  await deps.db.transaction().execute(async (trx) => {
    if (ok) {
      await trx
        .updateTable('docking_endpoints')
        .set({
          [cursorColumn(batch.kind)]: batch.until,
          pending_kind: null,
          pending_delivery_id: null,
          pending_until: null,
          failures: 0,
          next_attempt_at: now,
          last_delivery_at: sentAt,
          last_status: status,
        })
        .where('id', '=', endpoint.id)
        .execute();
    } else {
      const failures = endpoint.failures + 1;
      await trx
        .updateTable('docking_endpoints')
        .set({
          failures,
          next_attempt_at: now + dockingBackoffMs(failures, deps.random()),
          last_delivery_at: sentAt,
          last_status: status,
        })
        .where('id', '=', endpoint.id)
        .execute();
    }
    await logDelivery({ ...deps, db: trx }, endpoint, batch, records.length, outcome, sentAt, durationMs);
  });
  return ok;
}
