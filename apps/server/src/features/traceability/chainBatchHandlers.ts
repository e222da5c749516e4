import {
  CHAIN_LEG_KINDS,
  chainBatchResource,
  chainLegFields,
  type ChainLegKind,
  type ChainLegRow,
  type RowOf,
  type SaveOf,
} from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { Database } from '../../db/connect';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import type { AnyTrx } from '../../resources/resourceSpec';
import { inScope } from '../../scope/inScope';
import type { UserAuth } from '../../scope/authContext';
import { containsText } from '../../scope/likePattern';
import { departmentColumns, withDepartment } from '../basicData/departmentColumns';

type Row = RowOf<typeof chainBatchResource>;
type Save = SaveOf<typeof chainBatchResource>;

export interface LegSave {
  kind: ChainLegKind;
  targetId: number;
  startTime: number;
  endTime: number;
}

/** The legs a save names, in order (the schema made sure each is whole and they follow each other). */
export function legsOf(save: Save): LegSave[] {
  const values = save as unknown as Record<string, number | null>;
  return CHAIN_LEG_KINDS.flatMap((kind) => {
    const f = chainLegFields(kind);
    const targetId = values[f.id];
    const startTime = values[f.start];
    const endTime = values[f.end];
    if (targetId == null || startTime == null || endTime == null) return [];
    return [{ kind, targetId, startTime, endTime }];
  });
}

/** Whether a leg's warehouse, vehicle or store exists in the caller's scope (a site of the leg's own kind). */
async function legInScope(trx: AnyTrx, auth: UserAuth, leg: LegSave): Promise<boolean> {
  const found =
    leg.kind === 'vehicle'
      ? await trx
          .selectFrom('vehicles as v')
          .where(inScope(auth, 'vehicles', 'v'))
          .where('v.id', '=', leg.targetId)
          .select('v.id')
          .executeTakeFirst()
      : await trx
          .selectFrom('sites as v')
          .where(inScope(auth, 'sites', 'v'))
          .where('v.kind', '=', leg.kind)
          .where('v.id', '=', leg.targetId)
          .select('v.id')
          .executeTakeFirst();
  return found !== undefined;
}

/** Each batch's legs in order, with the site's name or the vehicle's plate. */
async function withLegs(db: Database, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const legs = await db
    .selectFrom('chain_batch_legs as l')
    .leftJoin('sites as s', 's.id', 'l.site_id')
    .leftJoin('vehicles as v', 'v.id', 'l.vehicle_id')
    .where(
      'l.batch_id',
      'in',
      rows.map((r) => r.id),
    )
    .select([
      'l.batch_id as batchId',
      'l.kind',
      'l.site_id',
      'l.vehicle_id',
      'l.start_time',
      'l.end_time',
      's.name as siteName',
      'v.plate',
    ])
    .orderBy('l.batch_id')
    .orderBy('l.sort')
    .execute();
  const byBatch = new Map<number, ChainLegRow[]>();
  for (const l of legs) {
    const list = byBatch.get(l.batchId) ?? [];
    list.push({
      kind: l.kind as ChainLegKind,
      targetId: Number(l.site_id ?? l.vehicle_id),
      targetName: l.siteName ?? l.plate ?? '',
      startTime: Number(l.start_time),
      endTime: Number(l.end_time),
    });
    byBatch.set(l.batchId, list);
  }
  return rows.map((r) => ({ ...r, legs: byBatch.get(r.id) ?? [] }));
}

/**
 * Batches on the kit: the code is unique per company, each leg's warehouse, vehicle or store must be in the
 * caller's scope (else `errors.chainLegNotFound`, nothing written), and a save replaces the legs whole.
 */
export const chainBatchHandlers = resourceHandlers({
  resource: chainBatchResource,
  table: 'chain_batches',
  from: (db) => withDepartment(withModifier(db.selectFrom('chain_batches as t'))),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.code as code',
          't.product as product',
          't.quantity as quantity',
          't.unit as unit',
          't.remark as remark',
        ]),
      ),
    ),
  sortColumns: { modifiedTime: 't.modified_at', code: 't.code' },
  filter: (q, f) => {
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (!keyword) return q;
    return q.where((eb) =>
      eb.or([containsText('t.code', keyword), containsText('t.product', keyword)] as never),
    );
  },
  toRow: (raw) =>
    ({
      ...raw,
      quantity: Number(raw.quantity),
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
      legs: [],
    }) as unknown as Row,
  enrich: withLegs,
  toColumns: (s) => ({
    code: s.code,
    product: s.product,
    quantity: s.quantity,
    unit: s.unit,
    department_id: s.departmentId,
    remark: s.remark,
  }),
  departmentField: 'departmentId',
  check: async (trx, s, ctx) => {
    let taken = trx
      .selectFrom('chain_batches')
      .select('id')
      .where('company_id', '=', ctx.auth.companyId)
      .where('code', '=', s.code);
    if (ctx.id !== null) taken = taken.where('id', '!=', ctx.id);
    if (await taken.executeTakeFirst()) throw businessFailure('errors.chainBatchCodeTaken');
    for (const leg of legsOf(s))
      if (!(await legInScope(trx, ctx.auth, leg))) throw businessFailure('errors.chainLegNotFound');
  },
  afterWrite: async (trx, id, s) => {
    await trx.deleteFrom('chain_batch_legs').where('batch_id', '=', id).execute();
    const legs = legsOf(s);
    if (legs.length === 0) return;
    await trx
      .insertInto('chain_batch_legs')
      .values(
        legs.map((leg, sort) => ({
          batch_id: id,
          sort,
          kind: leg.kind,
          site_id: leg.kind === 'vehicle' ? null : leg.targetId,
          vehicle_id: leg.kind === 'vehicle' ? leg.targetId : null,
          start_time: leg.startTime,
          end_time: leg.endTime,
        })),
      )
      .execute();
  },
  beforeDelete: async (trx, ids) => {
    await trx
      .deleteFrom('chain_batch_legs')
      .where('batch_id', 'in', [...ids])
      .execute();
  },
});
