import { departmentResource, type DeleteResult, type ENDPOINTS, type ParsedRequestOf } from '@roadwatch/core';
import { ApiFailure, businessFailure } from '../../http/apiFailure';
import type { HandlerContext } from '../../http/endpointHandler';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers, userOf } from '../../resources/resourceHandlers';
import type { AnyDb } from '../../resources/resourceSpec';
import { writeAudit } from '../../resources/writeAudit';
import { containsText } from '../../scope/likePattern';
import { departmentPlace, departmentScope, moveDepartment } from './departmentSubtree';

const IN_USE = 'errors.departmentInUse' as const;

const kit = resourceHandlers({
  resource: departmentResource,
  table: 'departments',
  scope: (auth) => departmentScope(auth),
  from: (db) =>
    withModifier(db.selectFrom('departments as t').leftJoin('departments as p', 'p.id', 't.parent_id')),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.name as name',
        't.parent_id as parentId',
        'p.name as parentName',
        't.level as level',
        't.sort as sort',
        't.remark as remark',
      ]),
    ),
  toRow: (raw) =>
    ({
      ...raw,
      parentName: (raw.parentName as string | null) ?? '',
      level: Number(raw.level),
    }) as never,
  sortColumns: { sort: 't.sort', name: 't.name', modifiedTime: 't.modified_at' },
  filter: (q, f) => {
    let out = q;
    if (typeof f.parentId === 'number') out = out.where('t.parent_id', '=', f.parentId);
    if (typeof f.keyword === 'string' && f.keyword) out = out.where(containsText('t.name', f.keyword));
    return out;
  },
  // The parent is placed by insertColumns on add and changed only by a move (afterWrite) on update.
  toColumns: (s) => ({ name: s.name, sort: s.sort, remark: s.remark }),
  insertColumns: async (trx, s, ctx) => {
    const parent = await departmentPlace(trx, ctx.auth, s.parentId);
    // The path ends with the row's own id, which afterWrite knows; until then it is unique and outside any subtree.
    return {
      parent_id: parent.id,
      level: parent.level + 1,
      path: `${parent.path}#${ctx.now}-${Math.random()}/`,
    };
  },
  check: async (trx, s, ctx) => {
    if (ctx.id === ctx.auth.departmentId) throw businessFailure('errors.ownDepartment');
    await departmentPlace(trx, ctx.auth, s.parentId);
    if (ctx.id === null) return;
    const current = await departmentPlace(trx, ctx.auth, ctx.id);
    // A parent change on update is a move and needs the move grant as well.
    if (current.parentId !== s.parentId && !(await ctx.auth.operations()).has('departmentBaseInfo:move'))
      throw new ApiFailure(403, 'errors.noPermission');
  },
  afterWrite: async (trx, id, s, ctx) => {
    if (ctx.created) {
      const parent = await departmentPlace(trx, ctx.auth, s.parentId);
      await trx
        .updateTable('departments')
        .set({ path: `${parent.path}${id}/` })
        .where('id', '=', id)
        .execute();
    } else {
      await moveDepartment(trx, ctx.auth, id, s.parentId);
    }
  },
  dependants: [
    { table: 'departments', column: 'parent_id', message: 'errors.departmentHasChildren' },
    { table: 'vehicles', column: 'department_id', message: 'errors.departmentHasVehicles' },
    { table: 'users', column: 'department_id', message: 'errors.departmentHasUsers' },
    { table: 'drivers', column: 'department_id', message: 'errors.departmentHasDrivers' },
    { table: 'terminals', column: 'department_id', message: 'errors.departmentHasTerminals' },
    { table: 'fleets', column: 'department_id', message: IN_USE },
    { table: 'sites', column: 'department_id', message: IN_USE },
    { table: 'temp_points', column: 'department_id', message: IN_USE },
    { table: 'ic_cards', column: 'department_id', message: IN_USE },
    { table: 'tags', column: 'department_id', message: IN_USE },
    { table: 'kiosk_displays', column: 'department_id', message: IN_USE },
  ],
});

type Input<N extends keyof typeof ENDPOINTS> = HandlerContext<ParsedRequestOf<(typeof ENDPOINTS)[N]>>;

// The kit's handlers are keyed by computed names, so TypeScript sees each as the union of them all.
const kitDelete = kit.departmentDelete as unknown as (
  ctx: Input<'departmentDelete'>,
) => Promise<DeleteResult>;

/** Department handlers: the kit's, with the caller's own department protected from deletion. */
export const departmentHandlers = {
  ...kit,
  departmentDelete: (ctx: Input<'departmentDelete'>) => {
    if (ctx.input.ids.includes(userOf(ctx).departmentId)) throw businessFailure('errors.ownDepartment');
    return kitDelete(ctx);
  },
  departmentMove: async (ctx: Input<'departmentMove'>) => {
    const auth = userOf(ctx);
    const now = ctx.deps.now();
    const db = ctx.db as unknown as AnyDb;
    await db.transaction().execute(async (trx) => {
      await moveDepartment(trx, auth, ctx.input.id, ctx.input.parentId);
      await trx
        .updateTable('departments')
        .set({ modified_by: auth.userId, modified_at: now })
        .where('id', '=', ctx.input.id)
        .execute();
      await writeAudit(trx, { auth, deps: ctx.deps, now }, departmentResource.key, ctx.input.id, 'move', {
        parentId: ctx.input.parentId,
      });
    });
    return { id: ctx.input.id };
  },
};
