import type { AnyResource, ParsedRequestOf, ResourceEndpointSet, RowOf, SaveOf } from '@roadwatch/core';
import { sql } from 'kysely';
import { businessFailure } from '../http/apiFailure';
import type { HandlerContext } from '../http/endpointHandler';
import { inScope, type ScopedTable } from '../scope/inScope';
import type { UserAuth } from '../scope/authContext';
import { departmentInScope } from './departmentInScope';
import { resourceSheetHandlers, type SheetSpec } from './resourceSheetHandlers';
import { writeAudit } from './writeAudit';
import type { AnyDb, AnySelect, ReadContext, ResourceSpec, WriteContext } from './resourceSpec';

type Set<R extends AnyResource> = ResourceEndpointSet<R>;
type Ctx<R extends AnyResource, K extends keyof Set<R>> = HandlerContext<ParsedRequestOf<Set<R>[K]>>;

/** Resource handlers serve signed-in users only (the endpoints are gated by operation ids, never kiosk). */
export function userOf(ctx: { auth: HandlerContext<unknown>['auth'] }): UserAuth {
  if (ctx.auth?.kind !== 'user') throw businessFailure('errors.notFound');
  return ctx.auth;
}

function writeContext(
  ctx: HandlerContext<unknown>,
  auth: UserAuth,
  effects: (() => Promise<void>)[],
): WriteContext {
  return {
    auth,
    deps: ctx.deps,
    now: ctx.deps.now(),
    lang: ctx.lang,
    onCommit: (effect) => effects.push(effect),
  };
}

const FILTER_KEYS = new Set(['curPage', 'pageSize', 'sortField', 'sortOrder']);

export type PageInput = Record<string, unknown> & {
  curPage: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
};

export type PageReader<R extends AnyResource> = (
  ctx: HandlerContext<unknown>,
  input: PageInput,
) => Promise<RowOf<R>[]>;

function filtersOf(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([k]) => !FILTER_KEYS.has(k)));
}

/**
 * The list, detail, add, update and delete handlers of a resource, and with a sheet spec its export and import
 * (`resourceSheetHandlers`).
 */
export function resourceHandlers<R extends AnyResource>(spec: ResourceSpec<R>, sheet?: SheetSpec<R>) {
  const { resource } = spec;
  const scopeOf = (auth: UserAuth, now: number) =>
    spec.scope?.(auth, now) ?? inScope(auth, spec.table as ScopedTable, 't');
  const toRow = (raw: Record<string, unknown>, at: ReadContext) =>
    spec.toRow ? spec.toRow(raw, at) : (raw as RowOf<R>);

  function scoped(db: AnyDb, auth: UserAuth, filters: Record<string, unknown>, at: ReadContext): AnySelect {
    const base = spec.from(db).where(scopeOf(auth, at.now));
    return spec.filter ? spec.filter(base, filters, at) : base;
  }

  async function readRows(db: AnyDb, query: AnySelect, at: ReadContext): Promise<RowOf<R>[]> {
    const rows = (await spec.select(query).execute()).map((r) => toRow(r as Record<string, unknown>, at));
    return spec.enrich ? spec.enrich(db as never, rows) : rows;
  }

  function sorted(query: AnySelect, input: { sortField?: string; sortOrder?: 'asc' | 'desc' }): AnySelect {
    const field = (input.sortField ?? resource.sortable[0]) as R['sortable'][number];
    const order = input.sortOrder ?? resource.defaultOrder ?? 'desc';
    const column = spec.sortColumns[field];
    // Ties (and nulls) are broken by id so pages never repeat or skip a row.
    return query.orderBy(sql.ref(column), order).orderBy('t.id', order);
  }

  async function existingIds(
    db: AnyDb,
    auth: UserAuth,
    ids: readonly number[],
    now: number,
  ): Promise<number[]> {
    const rows = await spec
      .from(db)
      .where(scopeOf(auth, now))
      .where('t.id', 'in', ids as number[])
      .select('t.id as id')
      .execute();
    return rows.map((r) => Number((r as { id: number }).id));
  }

  async function checkDepartment(db: AnyDb, auth: UserAuth, save: SaveOf<R>): Promise<void> {
    if (!spec.departmentField) return;
    const departmentId = (save as Record<string, unknown>)[spec.departmentField];
    if (typeof departmentId !== 'number' || !(await departmentInScope(db, auth, departmentId)))
      throw businessFailure('errors.departmentNotFound');
  }

  async function write(
    ctx: HandlerContext<unknown>,
    save: SaveOf<R>,
    id: number | null,
  ): Promise<{ id: number }> {
    const auth = userOf(ctx);
    const effects: (() => Promise<void>)[] = [];
    const wctx = writeContext(ctx, auth, effects);
    const db = ctx.db as unknown as AnyDb;
    const savedId = await db.transaction().execute(async (trx) => {
      if (id !== null && (await existingIds(trx, auth, [id], wctx.now)).length === 0)
        throw businessFailure('errors.notFound');
      await checkDepartment(trx, auth, save);
      await spec.check?.(trx, save, { ...wctx, id });
      const columns = {
        ...spec.toColumns(save, wctx),
        modified_by: auth.userId,
        modified_at: wctx.now,
      };
      let rowId: number;
      if (id === null) {
        const inserted = await trx
          .insertInto(spec.table)
          .values({
            company_id: auth.companyId,
            ...(await spec.insertColumns?.(trx, save, wctx)),
            ...columns,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        rowId = Number((inserted as { id: number }).id);
      } else {
        await trx.updateTable(spec.table).set(columns).where('id', '=', id).execute();
        rowId = id;
      }
      await spec.afterWrite?.(trx, rowId, save, { ...wctx, created: id === null });
      await writeAudit(trx, wctx, resource.key, rowId, id === null ? 'add' : 'update', save);
      return rowId;
    });
    for (const effect of effects) await effect();
    await spec.afterCommit?.([savedId], { ...wctx, action: id === null ? 'add' : 'update' });
    return { id: savedId };
  }

  /** One page of rows in scope, filtered and sorted as asked (the list, and the export page by page). */
  const readPage: PageReader<R> = (ctx, input) => {
    const db = ctx.db as unknown as AnyDb;
    const at = { now: ctx.deps.now() };
    const page = sorted(scoped(db, userOf(ctx), filtersOf(input), at), input)
      .limit(input.pageSize)
      .offset((input.curPage - 1) * input.pageSize);
    return readRows(db, page, at);
  };

  const name = resource.name;
  const handlers = {
    [`${name}List`]: async (ctx: Ctx<R, 'List'>) => {
      const auth = userOf(ctx);
      const db = ctx.db as unknown as AnyDb;
      const input = ctx.input as PageInput;
      const counted = await scoped(db, auth, filtersOf(input), { now: ctx.deps.now() })
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const totalRecords = Number((counted as { n: number | string }).n);
      return { data: await readPage(ctx, input), totalRecords };
    },
    [`${name}Detail`]: async (ctx: Ctx<R, 'Detail'>) => {
      const auth = userOf(ctx);
      const db = ctx.db as unknown as AnyDb;
      const at = { now: ctx.deps.now() };
      const [row] = await readRows(db, scoped(db, auth, {}, at).where('t.id', '=', ctx.input.id), at);
      if (!row) throw businessFailure('errors.notFound');
      return row;
    },
    [`${name}Add`]: (ctx: Ctx<R, 'Add'>) => write(ctx, ctx.input as SaveOf<R>, null),
    [`${name}Update`]: (ctx: Ctx<R, 'Update'>) => {
      const { id, ...save } = ctx.input as SaveOf<R> & { id: number };
      return write(ctx, save as SaveOf<R>, id);
    },
    [`${name}Delete`]: async (ctx: Ctx<R, 'Delete'>) => {
      const auth = userOf(ctx);
      const effects: (() => Promise<void>)[] = [];
      const wctx = writeContext(ctx, auth, effects);
      const ids = [...new Set(ctx.input.ids)];
      const db = ctx.db as unknown as AnyDb;
      await db.transaction().execute(async (trx) => {
        // All or nothing: one id outside the caller's scope (or gone) refuses the whole request.
        if ((await existingIds(trx, auth, ids, wctx.now)).length !== ids.length)
          throw businessFailure('errors.notFound');
        for (const d of spec.dependants ?? []) {
          let q = trx
            .selectFrom(d.table)
            .select(sql`1`.as('x'))
            .where(d.column, 'in', ids);
          if (d.where) q = q.where(sql.raw(d.where) as never);
          if (await q.limit(1).executeTakeFirst()) throw businessFailure(d.message as never);
        }
        await spec.beforeDelete?.(trx, ids, wctx);
        await trx.deleteFrom(spec.table).where('id', 'in', ids).execute();
        for (const id of ids) await writeAudit(trx, wctx, resource.key, id, 'delete', null);
      });
      for (const effect of effects) await effect();
      await spec.afterCommit?.(ids, { ...wctx, action: 'delete' });
      return { deleted: ids.length };
    },
  };
  return sheet ? { ...handlers, ...resourceSheetHandlers(spec, sheet, readPage) } : handlers;
}
