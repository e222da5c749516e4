import {
  SHARED_DATA,
  shareLinkResource,
  shareValidityMs,
  type RowOf,
  type SharedData,
} from '@roadwatch/core';
import { sql } from 'kysely';
import { hashToken, newToken } from '../../auth/tokens';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import { resourceHandlers } from '../../resources/resourceHandlers';
import type { AnyTrx } from '../../resources/resourceSpec';
import { inScope } from '../../scope/inScope';
import type { UserAuth } from '../../scope/authContext';
import { tokenSealOf } from './shareTokenSeal';

type Row = RowOf<typeof shareLinkResource>;

/** The stored list of shared data ('position,track'), keeping only known names. */
export function sharedDataOf(text: string): SharedData[] {
  return text.split(',').filter((d): d is SharedData => (SHARED_DATA as readonly string[]).includes(d));
}

/** How many of `ids` are targets of `scene` the caller may share (vehicles, or warehouses, in scope). */
async function targetsInScope(
  trx: AnyTrx,
  auth: UserAuth,
  scene: 'vehicle' | 'warehouse',
  ids: readonly number[],
): Promise<number> {
  const query =
    scene === 'vehicle'
      ? trx
          .selectFrom('vehicles as v')
          .where(inScope(auth, 'vehicles', 'v'))
          .where('v.id', 'in', ids)
      : trx
          .selectFrom('sites as v')
          .where(inScope(auth, 'sites', 'v'))
          .where('v.kind', '=', 'warehouse')
          .where('v.id', 'in', ids);
  const row = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}

/** Targets of each link in order, with their plates, warehouse names or batch codes. */
async function withTargets(db: Database, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const targets = await db
    .selectFrom('share_link_targets as st')
    .innerJoin('share_links as l', 'l.id', 'st.link_id')
    .leftJoin('vehicles as v', (j) => j.onRef('v.id', '=', 'st.target_id').on('l.scene', '=', 'vehicle'))
    .leftJoin('sites as s', (j) => j.onRef('s.id', '=', 'st.target_id').on('l.scene', '=', 'warehouse'))
    .leftJoin('chain_batches as b', (j) => j.onRef('b.id', '=', 'st.target_id').on('l.scene', '=', 'batch'))
    .where(
      'st.link_id',
      'in',
      rows.map((r) => r.id),
    )
    .select([
      'st.link_id as linkId',
      'st.target_id as targetId',
      'v.plate as plate',
      's.name as siteName',
      'b.code as batchCode',
    ])
    .orderBy('st.link_id')
    .orderBy('st.sort')
    .execute();
  const byLink = new Map<number, { ids: number[]; names: string[] }>();
  for (const t of targets) {
    const entry = byLink.get(t.linkId) ?? { ids: [], names: [] };
    entry.ids.push(t.targetId);
    entry.names.push(t.plate ?? t.siteName ?? t.batchCode ?? '');
    byLink.set(t.linkId, entry);
  }
  return rows.map((r) => ({
    ...r,
    targetIds: byLink.get(r.id)?.ids ?? [],
    targetNames: byLink.get(r.id)?.names ?? [],
  }));
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Share links on the kit: added (targets checked in the caller's scope, the token made here, only its hash and
 * its sealed form stored) and listed; never edited or deleted — disabling is its own call (`shareLinkDisable`).
 */
export const shareLinkHandlers = resourceHandlers({
  resource: shareLinkResource,
  table: 'share_links',
  from: (db) =>
    db
      .selectFrom('share_links as t')
      .innerJoin('departments as dep', 'dep.id', 't.department_id')
      .innerJoin('users as cu', 'cu.id', 't.created_by'),
  select: (q) =>
    q.select([
      't.id as id',
      't.scene as scene',
      't.shared_data as sharedData',
      't.history_hours as historyHours',
      't.validity as validity',
      't.custom_hours as customHours',
      't.expires_at as expiresAt',
      't.disabled_at as disabledTime',
      't.created_at as createdTime',
      sql<string>`coalesce(nullif(cu.real_name, ''), cu.user_name)`.as('creatorName'),
      'dep.name as departmentName',
    ]),
  sortColumns: { createdTime: 't.created_at', expiresAt: 't.expires_at' },
  filter: (q, f) => (typeof f.scene === 'string' ? q.where('t.scene', '=', f.scene) : q),
  toRow: (raw) =>
    ({
      ...raw,
      sharedData: sharedDataOf(String(raw.sharedData)),
      historyHours: Number(raw.historyHours),
      customHours: num(raw.customHours),
      expiresAt: num(raw.expiresAt),
      disabledTime: num(raw.disabledTime),
      createdTime: Number(raw.createdTime),
      targetIds: [],
      targetNames: [],
    }) as unknown as Row,
  enrich: withTargets,
  toColumns: (s) => ({
    scene: s.scene,
    shared_data: s.sharedData.join(','),
    history_hours: s.historyHours,
    validity: s.validity,
    custom_hours: s.customHours ?? null,
  }),
  insertColumns: (_trx, s, ctx) => {
    const token = newToken();
    const lasts = shareValidityMs(s.validity, s.customHours);
    return {
      department_id: ctx.auth.departmentId,
      token_hash: hashToken(token),
      token_sealed: tokenSealOf(ctx.deps.dataDir).seal(token),
      created_by: ctx.auth.userId,
      created_at: ctx.now,
      expires_at: lasts === null ? null : ctx.now + lasts,
    };
  },
  check: async (trx, s, ctx) => {
    if ((await targetsInScope(trx, ctx.auth, s.scene, s.targetIds)) !== s.targetIds.length)
      throw businessFailure('errors.shareTargetNotFound');
  },
  afterWrite: async (trx, id, s, ctx) => {
    if (!ctx.created) return;
    await trx
      .insertInto('share_link_targets')
      .values(s.targetIds.map((targetId, sort) => ({ link_id: id, target_id: targetId, sort })))
      .execute();
  },
});
