import {
  dockingEndpointResource,
  type DockingKind,
  type ENDPOINTS,
  type ParsedRequestOf,
  type RowOf,
} from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { HandlerContext } from '../../http/endpointHandler';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers, userOf } from '../../resources/resourceHandlers';
import type { AnyDb } from '../../resources/resourceSpec';
import { writeAudit } from '../../resources/writeAudit';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { departmentColumns, withDepartment } from '../basicData/departmentColumns';
import { tokenSealOf } from '../sharing/shareTokenSeal';
import { namesPrivateHost } from './dockingAddress';
import { newDockingSecret } from './dockingSignature';
import { currentHighWater } from './dockingSources';

type Input<N extends keyof typeof ENDPOINTS> = HandlerContext<ParsedRequestOf<(typeof ENDPOINTS)[N]>>;
type Row = RowOf<typeof dockingEndpointResource>;

const bool = (v: unknown) => Number(v) === 1;

/**
 * Partner endpoints of the docking platform, on the resource kit. The secret is made here, sealed at rest (the
 * share links' key) and answered once, by add; the list never shows it. A new endpoint starts at the current end of
 * the readings and alarms: it receives what arrives after it was added.
 */
const kit = resourceHandlers({
  resource: dockingEndpointResource,
  table: 'docking_endpoints',
  from: (db) => withDepartment(withModifier(db.selectFrom('docking_endpoints as t'))),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.name as name',
          't.url as url',
          't.push_readings as pushReadings',
          't.push_alarms as pushAlarms',
          't.enabled as enabled',
          't.timeout_s as timeoutSeconds',
          't.batch_size as batchSize',
          't.max_body_kb as maxBodyKb',
          't.remark as remark',
          't.last_delivery_at as lastDeliveryAt',
          't.last_status as lastStatus',
          't.failures as failures',
        ]),
      ),
    ),
  sortColumns: { modifiedTime: 't.modified_at', name: 't.name' },
  filter: (q, f) => {
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (!keyword) return q;
    return q.where((eb) => eb.or([containsText('t.name', keyword), containsText('t.url', keyword)] as never));
  },
  toRow: (raw) =>
    ({
      ...raw,
      pushReadings: bool(raw.pushReadings),
      pushAlarms: bool(raw.pushAlarms),
      enabled: bool(raw.enabled),
      lastDeliveryAt: raw.lastDeliveryAt === null ? null : Number(raw.lastDeliveryAt),
      failures: Number(raw.failures),
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as Row,
  check: async (_trx, save, ctx) => {
    if (!ctx.deps.dockingAllowPrivate && namesPrivateHost(new URL(save.url)))
      throw businessFailure('errors.dockingPrivateAddress');
  },
  toColumns: (s) => ({
    name: s.name,
    url: s.url,
    push_readings: s.pushReadings ? 1 : 0,
    push_alarms: s.pushAlarms ? 1 : 0,
    enabled: s.enabled ? 1 : 0,
    timeout_s: s.timeoutSeconds,
    batch_size: s.batchSize,
    max_body_kb: s.maxBodyKb,
    department_id: s.departmentId,
    remark: s.remark,
  }),
  insertColumns: async (trx, _save, ctx) => ({
    secret_sealed: tokenSealOf(ctx.deps.dataDir).seal(newDockingSecret()),
    readings_cursor: await currentHighWater(trx as never, 'readings'),
    alarms_cursor: await currentHighWater(trx as never, 'alarms'),
    created_at: ctx.now,
  }),
  departmentField: 'departmentId',
  beforeDelete: async (trx, ids) => {
    await trx.deleteFrom('docking_deliveries').where('endpoint_id', 'in', ids).execute();
  },
});

const kitAdd = kit.dockingEndpointAdd as unknown as (
  ctx: Input<'dockingEndpointAdd'>,
) => Promise<{ id: number }>;

export const dockingEndpointHandlers = {
  ...kit,
  /** The kit's add, then the new secret opened from its seal: the only time it leaves the server. */
  dockingEndpointAdd: async (ctx: Input<'dockingEndpointAdd'>) => {
    const { id } = await kitAdd(ctx);
    const row = await ctx.db
      .selectFrom('docking_endpoints')
      .select('secret_sealed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const secret = tokenSealOf(ctx.deps.dataDir).open(row.secret_sealed);
    if (secret === null) throw new Error('a docking secret sealed a moment ago does not open');
    return { id, secret };
  },
  /** Enables or disables endpoints in scope, all or nothing; enabling makes a waiting endpoint due at once. */
  dockingEndpointSetEnabled: async (ctx: Input<'dockingEndpointSetEnabled'>) => {
    const auth = userOf(ctx);
    const now = ctx.deps.now();
    const ids = [...new Set(ctx.input.ids)];
    await (ctx.db as unknown as AnyDb).transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('docking_endpoints as t')
        .select('t.id')
        .where('t.id', 'in', ids)
        .where(inScope(auth, 'docking_endpoints', 't'))
        .execute();
      if (found.length !== ids.length) throw businessFailure('errors.notFound');
      await trx
        .updateTable('docking_endpoints')
        .set({
          enabled: ctx.input.enabled ? 1 : 0,
          modified_by: auth.userId,
          modified_at: now,
          ...(ctx.input.enabled ? { next_attempt_at: now, failures: 0 } : {}),
        })
        .where('id', 'in', ids)
        .execute();
      const action = ctx.input.enabled ? 'enable' : 'disable';
      for (const id of ids) await writeAudit(trx, { auth, now }, dockingEndpointResource.key, id, action, {});
    });
    return { changed: ids.length };
  },
  /** The delivery log of endpoints in scope, newest first. */
  dockingDeliveryList: async (ctx: Input<'dockingDeliveryList'>) => {
    const auth = userOf(ctx);
    const { endpointId, curPage, pageSize } = ctx.input;
    let q = ctx.db
      .selectFrom('docking_deliveries as l')
      .innerJoin('docking_endpoints as t', 't.id', 'l.endpoint_id')
      .where(inScope(auth, 'docking_endpoints', 't'));
    if (endpointId !== undefined) q = q.where('t.id', '=', endpointId);
    const counted = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select([
        'l.id',
        'l.endpoint_id',
        't.name',
        'l.delivery_id',
        'l.kind',
        'l.attempt',
        'l.records',
        'l.status_code',
        'l.error',
        'l.duration_ms',
        'l.at',
      ])
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute();
    return {
      totalRecords: Number(counted.n),
      data: rows.map((r) => ({
        id: r.id,
        endpointId: r.endpoint_id,
        endpointName: r.name,
        deliveryId: r.delivery_id,
        kind: r.kind as DockingKind,
        attempt: r.attempt,
        records: r.records,
        statusCode: r.status_code,
        error: r.error,
        durationMs: r.duration_ms,
        at: Number(r.at),
      })),
    };
  },
};
