import {
  MONITOR_AUTH_LIMITS,
  monitorAuthResource,
  monitorAuthState,
  type ENDPOINTS,
  type MonitorAuthAdded,
  type ParsedRequestOf,
  type RowOf,
  type SaveOf,
} from '@roadwatch/core';
import { sql } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import type { HandlerContext } from '../../http/endpointHandler';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers, userOf } from '../../resources/resourceHandlers';
import type { AnyDb } from '../../resources/resourceSpec';
import { writeAudit } from '../../resources/writeAudit';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { requireVehicleInScope } from '../fleetCost/insuranceHandlers';
import { newMonitorAuthKeys, type MonitorAuthKeys } from './monitorAuthKeys';

type Input<N extends keyof typeof ENDPOINTS> = HandlerContext<ParsedRequestOf<(typeof ENDPOINTS)[N]>>;
type Save = SaveOf<typeof monitorAuthResource>;

const DAY_MS = 86_400_000;

/** The keys made for an add in flight, handed from the add handler to the kit's insert (keyed by the request). */
const keysOfAdd = new WeakMap<object, MonitorAuthKeys>();

/** The window lies within the last 30 days and not after now (the server's clock at the save). */
function checkWindow(s: Save, now: number): void {
  if (s.startTime < now - MONITOR_AUTH_LIMITS.lookbackMs || s.endTime > now)
    throw businessFailure('errors.monitorAuthWindowPast');
}

/** Rows whose state is `state` at `now`, in SQL (the twin of core `monitorAuthState`). */
function whereState(now: number, state: unknown) {
  switch (state) {
    case 'disabled':
      return sql<boolean>`t.disabled_at is not null`;
    case 'expired':
      return sql<boolean>`t.disabled_at is null and t.expires_at <= ${now}`;
    case 'valid':
      return sql<boolean>`t.disabled_at is null and t.expires_at > ${now}`;
    default:
      return null;
  }
}

/**
 * Monitoring authorisations of the vehicles in the caller's scope, on the resource kit. Add makes the access id and
 * the Ed25519 key pair, keeps the public key and answers the private key once; nothing can show it again.
 */
const kit = resourceHandlers({
  resource: monitorAuthResource,
  table: 'monitor_auths',
  from: (db) =>
    withModifier(db.selectFrom('monitor_auths as t').innerJoin('vehicles as v', 'v.id', 't.vehicle_id')),
  scope: (auth) => inScope(auth, 'vehicles', 'v'),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.start_time as startTime',
        't.end_time as endTime',
        't.access_id as accessId',
        't.effective_days as effectiveDays',
        't.expires_at as expiresAt',
        't.created_at as createdAt',
        't.public_key as publicKey',
        't.disabled_at as disabledAt',
      ]),
    ),
  toRow: (raw, at) => {
    const { disabledAt, ...rest } = raw;
    const n = (k: string) => Number(raw[k]);
    const disabled = disabledAt === null || disabledAt === undefined ? null : Number(disabledAt);
    return {
      ...(rest as RowOf<typeof monitorAuthResource>),
      startTime: n('startTime'),
      endTime: n('endTime'),
      expiresAt: n('expiresAt'),
      createdAt: n('createdAt'),
      state: monitorAuthState({ disabledAt: disabled, expiresAt: n('expiresAt') }, at.now),
    };
  },
  sortColumns: { createdAt: 't.created_at', expiresAt: 't.expires_at', startTime: 't.start_time' },
  filter: (q, f, at) => {
    let out = q;
    if (typeof f.keyword === 'string' && f.keyword)
      out = out.where(containsText('v.plate', f.keyword) as never);
    const state = whereState(at.now, f.state);
    if (state) out = out.where(state as never);
    return out;
  },
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    start_time: s.startTime,
    end_time: s.endTime,
    effective_days: s.effectiveDays,
  }),
  insertColumns: (_trx, s, ctx) => {
    const keys = keysOfAdd.get(s);
    if (!keys) throw new Error('a monitoring authorisation is added only through monitorAuthAdd');
    return {
      access_id: keys.accessId,
      public_key: keys.publicKey,
      created_at: ctx.now,
      expires_at: ctx.now + s.effectiveDays * DAY_MS,
    };
  },
  check: async (trx, s, ctx) => {
    await requireVehicleInScope(trx, ctx.auth, s.vehicleId);
    checkWindow(s, ctx.now);
  },
  beforeDelete: async (trx, ids) => {
    await trx.deleteFrom('monitor_auth_nonces').where('auth_id', 'in', ids).execute();
  },
});

const kitAdd = kit.monitorAuthAdd as unknown as (ctx: Input<'monitorAuthAdd'>) => Promise<{ id: number }>;

export const monitorAuthHandlers = {
  ...kit,
  /** The kit's add with a new key pair; the answer carries the private key, the only time it leaves the server. */
  monitorAuthAdd: async (ctx: Input<'monitorAuthAdd'>): Promise<MonitorAuthAdded> => {
    const keys = newMonitorAuthKeys();
    keysOfAdd.set(ctx.input as object, keys);
    try {
      const { id } = await kitAdd(ctx);
      return { id, accessId: keys.accessId, privateKey: keys.privateKey };
    } finally {
      keysOfAdd.delete(ctx.input as object);
    }
  },
  /** Disables authorisations in scope, all or nothing; one already disabled keeps its first time. */
  monitorAuthDisable: async (ctx: Input<'monitorAuthDisable'>) => {
    const auth = userOf(ctx);
    const now = ctx.deps.now();
    const ids = [...new Set(ctx.input.ids)];
    await (ctx.db as unknown as AnyDb).transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('monitor_auths as t')
        .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
        .select('t.id')
        .where('t.id', 'in', ids)
        .where(inScope(auth, 'vehicles', 'v'))
        .execute();
      if (found.length !== ids.length) throw businessFailure('errors.notFound');
      await trx
        .updateTable('monitor_auths')
        .set({ disabled_at: now, modified_by: auth.userId, modified_at: now })
        .where('id', 'in', ids)
        .where('disabled_at', 'is', null)
        .execute();
      for (const id of ids) await writeAudit(trx, { auth, now }, monitorAuthResource.key, id, 'disable', {});
    });
    return { changed: ids.length };
  },
};
