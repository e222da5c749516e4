import {
  formatChinaTime,
  importLimitsOf,
  type AnyResource,
  type ImportRow,
  type ParsedRequestOf,
  type ResourceEndpointSet,
  type RowOf,
  type SaveOf,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import type { TFunction } from 'i18next';
import { ApiFailure, businessFailure } from '../http/apiFailure';
import type { HandlerContext } from '../http/endpointHandler';
import { departmentInScope } from './departmentInScope';
import { userOf, type PageReader } from './resourceHandlers';
import type { AnyDb, AnyTrx, ResourceSpec, WriteContext } from './resourceSpec';
import type { HeldImportRow, ImportWriteContext } from './sheet/ImportJobs';
import { readSheet } from './sheet/readSheet';
import { writeTemplate } from './sheet/writeTemplate';
import { xlsxStream } from './sheet/xlsxStream';
import { auditRow, writeAudits } from './writeAudit';

type Set<R extends AnyResource> = ResourceEndpointSet<R>;
type Ctx<R extends AnyResource, K extends keyof Set<R>> = HandlerContext<ParsedRequestOf<Set<R>[K]>>;

export interface SheetContext {
  db: AnyDb;
  auth: WriteContext['auth'];
  /** Lookups a mapping may reuse across the rows of one file (departments by name …). */
  cache: Map<string, unknown>;
}

/** How a resource reads and writes spreadsheet rows (its columns are the core declaration's `sheet`). */
export interface SheetSpec<R extends AnyResource> {
  /** i18n key of a column's header (the same label the form shows). */
  labelKey: (field: string) => string;
  /** Cell texts → the save input, for the save schema to judge. */
  fromSheet: (values: Record<string, string>, ctx: SheetContext) => unknown;
  /** A row field → its cell in an export, in the reader's language (default: the row's value as text or number). */
  toSheet?: (
    row: RowOf<R>,
    field: string,
    reader: { t: TFunction; lang: HandlerContext<unknown>['lang'] },
  ) => string | number | null;
  /** The key that must not repeat inside one file (e.g. the plate); a repeat is a row error. */
  uniqueKey?: (save: SaveOf<R>) => string;
  /** Base of the exported file's name (ASCII). */
  fileStem: string;
}

const EXPORT_PAGE = 1000;
/** Most rows one import statement adds. */
const INSERT_BATCH_ROWS = 500;
const LANGS = ['zh-CN', 'en-US'] as const;

function sendXlsx(ctx: HandlerContext<unknown>, name: string): void {
  ctx.reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'content-disposition',
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
}

/**
 * Export, import template, import parse, commit, progress and cancel of a resource. A file is parsed and judged
 * row by row (the save schema, repeats inside the file, the resource's own checks) before anything is written; the
 * chosen rows are then written in one transaction, so a cancelled or failed import writes nothing.
 */
export function resourceSheetHandlers<R extends AnyResource>(
  spec: ResourceSpec<R>,
  sheet: SheetSpec<R>,
  readPage: PageReader<R>,
) {
  const { resource } = spec;
  const fields = resource.sheet ?? [];
  const name = resource.name;

  /** Cell texts → a save the schema accepts, or the row's errors (translated, by field; '' for the row). */
  async function toSave(
    ctx: HandlerContext<unknown>,
    values: Record<string, string>,
    sheetCtx: SheetContext,
  ): Promise<{ save?: SaveOf<R>; errors: Record<string, string> }> {
    const errors: Record<string, string> = {};
    let input: unknown;
    try {
      input = await sheet.fromSheet(values, sheetCtx);
    } catch (error) {
      if (error instanceof ApiFailure) return { errors: { '': ctx.t(error.messageKey, error.params) } };
      throw error;
    }
    const parsed = resource.save.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors[field] ??= translateIssue(ctx.t, issue as never);
      }
      return { errors };
    }
    return { save: parsed.data as SaveOf<R>, errors };
  }

  /**
   * What the database says about a save (its department inside the caller's scope, the resource's own checks):
   * null when it may be written, else the translated reason. Checking writes nothing.
   */
  async function refusal(
    ctx: HandlerContext<unknown>,
    save: SaveOf<R>,
    sheetCtx: SheetContext,
  ): Promise<string | null> {
    if (spec.departmentField) {
      const departmentId = (save as Record<string, unknown>)[spec.departmentField];
      const key = `department-in-scope:${String(departmentId)}`;
      let inside = sheetCtx.cache.get(key) as boolean | undefined;
      if (inside === undefined) {
        inside =
          typeof departmentId === 'number' &&
          (await departmentInScope(sheetCtx.db, sheetCtx.auth, departmentId));
        sheetCtx.cache.set(key, inside);
      }
      if (!inside) return ctx.t('errors.departmentNotFound');
    }
    const wctx: WriteContext = {
      auth: sheetCtx.auth,
      deps: ctx.deps,
      now: ctx.deps.now(),
      lang: ctx.lang,
      onCommit: () => undefined,
    };
    try {
      await spec.check?.(sheetCtx.db as never, save, { ...wctx, id: null });
    } catch (error) {
      if (error instanceof ApiFailure) return ctx.t(error.messageKey, error.params);
      throw error;
    }
    return null;
  }

  /** The row's table columns as an import adds it. */
  async function columnsOf(
    trx: AnyTrx,
    save: SaveOf<R>,
    wctx: WriteContext,
  ): Promise<Record<string, unknown>> {
    return {
      company_id: wctx.auth.companyId,
      ...(await spec.insertColumns?.(trx, save, wctx)),
      ...spec.toColumns(save, wctx),
      modified_by: wctx.auth.userId,
      modified_at: wctx.now,
    };
  }

  /**
   * Adds the rows inside the import's transaction and returns their ids, checking for a cancel between statements.
   * Rows go in multi-row statements when the spec allows it (see `afterInsertMany`): a statement's ids are handed
   * out in the order of its rows, so the ascending ids match the rows. A row the spec refuses while it is written
   * (a limit only the transaction can see, such as the company's number of points) is named with its reason, and
   * the whole import is rolled back.
   */
  async function insertRows(
    trx: AnyTrx,
    ready: readonly { rowNo: number; save: SaveOf<R> }[],
    wctx: WriteContext,
    job: ImportWriteContext,
    t: HandlerContext<unknown>['t'],
  ): Promise<number[]> {
    const { signal } = job;
    const refusedAt = async <T>(rowNo: number, write: () => Promise<T>): Promise<T> => {
      try {
        return await write();
      } catch (error) {
        if (error instanceof ApiFailure) job.fail(rowNo, t(error.messageKey, error.params));
        throw error;
      }
    };
    const written: { id: number; save: SaveOf<R> }[] = [];
    const batched = spec.afterInsertMany !== undefined || spec.afterWrite === undefined;
    if (batched) {
      for (let at = 0; at < ready.length;) {
        if (signal.aborted) throw signal.reason;
        const first = await refusedAt(ready[at]!.rowNo, () => columnsOf(trx, ready[at]!.save, wctx));
        // SQLite takes at most 32,766 bound values in one statement (PostgreSQL 65,535).
        const size = Math.max(1, Math.min(INSERT_BATCH_ROWS, Math.floor(30_000 / Object.keys(first).length)));
        const chunk = ready.slice(at, at + size);
        const values = [first];
        for (const { rowNo, save } of chunk.slice(1))
          values.push(await refusedAt(rowNo, () => columnsOf(trx, save, wctx)));
        const inserted = (await trx.insertInto(spec.table).values(values).returning('id').execute()) as {
          id: number | string;
        }[];
        const ids = inserted.map((r) => Number(r.id)).sort((a, b) => a - b);
        chunk.forEach(({ save }, i) => written.push({ id: ids[i]!, save }));
        at += chunk.length;
      }
      if (spec.afterInsertMany) await spec.afterInsertMany(trx, written, wctx);
    } else {
      for (const { rowNo, save } of ready) {
        if (signal.aborted) throw signal.reason;
        const id = await refusedAt(rowNo, async () => {
          const inserted = await trx
            .insertInto(spec.table)
            .values(await columnsOf(trx, save, wctx))
            .returning('id')
            .executeTakeFirstOrThrow();
          const added = Number((inserted as { id: number }).id);
          await spec.afterWrite?.(trx, added, save, { ...wctx, created: true });
          return added;
        });
        written.push({ id, save });
      }
    }
    if (signal.aborted) throw signal.reason;
    await writeAudits(
      trx,
      written.map(({ id, save }) => auditRow(wctx, resource.key, id, 'import', save)),
    );
    return written.map(({ id }) => id);
  }

  return {
    [`${name}Export`]: async (ctx: Ctx<R, 'Export'>) => {
      const { t } = ctx;
      const filters = ctx.input as Record<string, unknown>;
      async function* rows() {
        for (let page = 1; ; page++) {
          const batch = await readPage(ctx, { ...filters, curPage: page, pageSize: EXPORT_PAGE });
          for (const row of batch)
            yield fields.map((f) => {
              if (sheet.toSheet) return sheet.toSheet(row, f, { t, lang: ctx.lang });
              const v = (row as Record<string, unknown>)[f];
              return typeof v === 'number' || typeof v === 'string' ? v : v == null ? null : String(v);
            });
          if (batch.length < EXPORT_PAGE) return;
        }
      }
      sendXlsx(ctx, `${sheet.fileStem}-${formatChinaTime(ctx.deps.now()).slice(0, 10)}.xlsx`);
      return xlsxStream(
        fields.map((f) => ({ header: t(sheet.labelKey(f)) })),
        rows(),
      );
    },
    [`${name}ImportTemplate`]: async (ctx: Ctx<R, 'ImportTemplate'>) => {
      const bytes = await writeTemplate(fields.map((f) => ({ header: ctx.t(sheet.labelKey(f)) })));
      sendXlsx(ctx, `${sheet.fileStem}-template.xlsx`);
      return bytes;
    },
    [`${name}ImportParse`]: async (ctx: Ctx<R, 'ImportParse'>) => {
      const auth = userOf(ctx);
      const bytes = Buffer.from(ctx.input.content, 'base64');
      const columns = fields.map((field) => ({
        field,
        headers: LANGS.map((lng) => ctx.t(sheet.labelKey(field), { lng })),
      }));
      const read = await readSheet(bytes, columns, importLimitsOf(resource));
      const missing = fields.filter((f) => !read.fields.includes(f));
      if (missing.length > 0)
        throw businessFailure('errors.sheetMissingColumns', {
          columns: missing.map((f) => ctx.t(sheet.labelKey(f))).join('、'),
        });
      const sheetCtx: SheetContext = { db: ctx.db as unknown as AnyDb, auth, cache: new Map() };
      const seen = new Map<string, number>();
      const rows: ImportRow[] = [];
      const held: HeldImportRow[] = [];
      for (const { rowNo, values } of read.rows) {
        const { save, errors } = await toSave(ctx, values, sheetCtx);
        if (save) {
          const refused = await refusal(ctx, save, sheetCtx);
          if (refused !== null) errors[''] = refused;
        }
        if (save && sheet.uniqueKey) {
          const key = sheet.uniqueKey(save);
          const first = seen.get(key);
          if (first !== undefined) errors[''] ??= ctx.t('errors.importRepeatedRow', { row: first });
          else seen.set(key, rowNo);
        }
        const row = { rowNo, values, errors };
        rows.push(row);
        held.push(Object.keys(errors).length === 0 ? { ...row, save } : row);
      }
      const importId = ctx.deps.importJobs.create(
        { companyId: auth.companyId, userId: auth.userId, resource: resource.key },
        held,
        ctx.input.fileName,
      );
      return { importId, fields: read.fields, rows };
    },
    [`${name}ImportCommit`]: async (ctx: Ctx<R, 'ImportCommit'>) => {
      const auth = userOf(ctx);
      const owner = { companyId: auth.companyId, userId: auth.userId, resource: resource.key };
      const db = ctx.db as unknown as AnyDb;
      return ctx.deps.importJobs.commit(ctx.input.importId, owner, ctx.input.rows, async (rows, job) => {
        const sheetCtx: SheetContext = { db, auth, cache: new Map() };
        // The cells were judged by the parse; the database may have changed since the preview (another import,
        // a colleague's add, a department removed), so its checks run again.
        const ready: { rowNo: number; save: SaveOf<R> }[] = [];
        let processed = 0;
        for (const row of rows) {
          if (job.signal.aborted) throw job.signal.reason;
          let save = row.save as SaveOf<R> | undefined;
          let reason: string | null = null;
          if (save === undefined) {
            const judged = await toSave(ctx, row.values, sheetCtx);
            save = judged.save;
            reason = Object.values(judged.errors)[0] ?? null;
          }
          if (save !== undefined) reason = await refusal(ctx, save, sheetCtx);
          if (save !== undefined && reason === null) ready.push({ rowNo: row.rowNo, save });
          else job.fail(row.rowNo, reason ?? ctx.t('errors.notFound'));
          job.progress(++processed);
        }
        const effects: (() => Promise<void>)[] = [];
        const wctx: WriteContext = {
          auth,
          deps: ctx.deps,
          now: ctx.deps.now(),
          lang: ctx.lang,
          onCommit: (effect) => effects.push(effect),
        };
        const ids = await db.transaction().execute((trx) => insertRows(trx, ready, wctx, job, ctx.t));
        for (const effect of effects) await effect();
        await spec.afterCommit?.(ids, { ...wctx, action: 'add' });
        return ids.length;
      });
    },
    [`${name}ImportProgress`]: async (ctx: Ctx<R, 'ImportProgress'>) => {
      const auth = userOf(ctx);
      return ctx.deps.importJobs.progress(ctx.input.importId, {
        companyId: auth.companyId,
        userId: auth.userId,
        resource: resource.key,
      });
    },
    [`${name}ImportCancel`]: async (ctx: Ctx<R, 'ImportCancel'>) => {
      const auth = userOf(ctx);
      return ctx.deps.importJobs.cancel(ctx.input.importId, {
        companyId: auth.companyId,
        userId: auth.userId,
        resource: resource.key,
      });
    },
  };
}
