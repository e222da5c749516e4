import { roleResource, type ENDPOINTS, type OperationId, type ParsedRequestOf } from '@roadwatch/core';
import { sql } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import type { HandlerContext } from '../../http/endpointHandler';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers, userOf } from '../../resources/resourceHandlers';
import type { AnyTrx } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { containsText } from '../../scope/likePattern';
import { firstNotHeld, grantsOf } from './roleGrants';

/** A role the caller may change or delete: not their own, and granting nothing they do not hold. */
async function mayAdminister(trx: AnyTrx, auth: UserAuth, roleId: number): Promise<void> {
  if (roleId === auth.roleId) throw businessFailure('errors.ownRole');
  if ((await firstNotHeld(auth, await grantsOf(trx, roleId))) !== null)
    throw businessFailure('errors.roleBeyondYourGrants');
}

/** Roles are company-wide; their grants live in `role_operations`, at most what the author holds. */
const kit = resourceHandlers({
  resource: roleResource,
  table: 'roles',
  scope: (auth) => sql`t.company_id = ${auth.companyId}`,
  from: (db) => withModifier(db.selectFrom('roles as t')),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.name as name',
        't.remark as remark',
        sql<number>`(select count(*) from users u where u.role_id = t.id)`.as('userCount'),
      ]),
    ),
  toRow: (raw) => ({ ...raw, userCount: Number(raw.userCount), operationIds: [] }) as never,
  enrich: async (db, rows) => {
    if (rows.length === 0) return rows;
    const grants = await db
      .selectFrom('role_operations')
      .select(['role_id', 'operation_id'])
      .where(
        'role_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('operation_id')
      .execute();
    const byRole = new Map<number, string[]>();
    for (const g of grants) byRole.set(g.role_id, [...(byRole.get(g.role_id) ?? []), g.operation_id]);
    return rows.map((r) => ({ ...r, operationIds: byRole.get(r.id) ?? [] }));
  },
  sortColumns: { name: 't.name', modifiedTime: 't.modified_at' },
  filter: (q, f) =>
    typeof f.keyword === 'string' && f.keyword ? q.where(containsText('t.name', f.keyword)) : q,
  toColumns: (s) => ({ name: s.name, remark: s.remark }),
  insertColumns: (_trx, _s, ctx) => ({ created_by: ctx.auth.userId }),
  check: async (trx, s, ctx) => {
    const missing = await firstNotHeld(ctx.auth, s.operationIds);
    if (missing !== null) throw businessFailure('errors.operationNotHeld', { operation: missing });
    if (ctx.id !== null) await mayAdminister(trx, ctx.auth, ctx.id);
  },
  afterWrite: async (trx, id, s) => {
    await trx.deleteFrom('role_operations').where('role_id', '=', id).execute();
    const unique = [...new Set<OperationId>(s.operationIds)];
    if (unique.length > 0)
      await trx
        .insertInto('role_operations')
        .values(unique.map((operation_id) => ({ role_id: id, operation_id })))
        .execute();
  },
  dependants: [{ table: 'users', column: 'role_id', message: 'errors.roleHasUsers' }],
  beforeDelete: async (trx, ids, ctx) => {
    for (const id of ids) await mayAdminister(trx, ctx.auth, id);
    await trx
      .deleteFrom('role_operations')
      .where('role_id', 'in', ids as number[])
      .execute();
  },
});

type Input<N extends keyof typeof ENDPOINTS> = HandlerContext<ParsedRequestOf<(typeof ENDPOINTS)[N]>>;

export const roleHandlers = {
  ...kit,
  /** What the caller holds is what a role they write may grant. */
  roleGrantable: async (ctx: Input<'roleGrantable'>) => {
    const auth = userOf(ctx);
    return [...(await auth.operations())].sort() as OperationId[];
  },
};
