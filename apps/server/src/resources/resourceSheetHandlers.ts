import {
  formatChinaTime,
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
import { userOf, type PageReader } from './resourceHandlers';
import type { AnyDb, ResourceSpec, WriteContext } from './resourceSpec';
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

  async function judge(
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
    const save = parsed.data as SaveOf<R>;
    // Judging writes nothing, so there is nothing to do after a commit.
    const wctx: WriteContext = {
      auth: sheetCtx.auth,
      deps: ctx.deps,
      now: ctx.deps.now(),
      onCommit: () => undefined,
    };
    try {
      await spec.check?.(sheetCtx.db as never, save, { ...wctx, id: null });
    } catch (error) {
      if (error instanceof ApiFailure) return { errors: { '': ctx.t(error.messageKey, error.params) } };
      throw error;
    }
    return { save, errors };
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
      const read = await readSheet(bytes, columns);
      const missing = fields.filter((f) => !read.fields.includes(f));
      if (missing.length > 0)
        throw businessFailure('errors.sheetMissingColumns', {
          columns: missing.map((f) => ctx.t(sheet.labelKey(f))).join('、'),
        });
      const sheetCtx: SheetContext = { db: ctx.db as unknown as AnyDb, auth, cache: new Map() };
      const seen = new Map<string, number>();
      const rows: ImportRow[] = [];
      for (const { rowNo, values } of read.rows) {
        const { save, errors } = await judge(ctx, values, sheetCtx);
        if (save && sheet.uniqueKey) {
          const key = sheet.uniqueKey(save);
          const first = seen.get(key);
          if (first !== undefined) errors[''] = ctx.t('errors.importRepeatedRow', { row: first });
          else seen.set(key, rowNo);
        }
        rows.push({ rowNo, values, errors });
      }
      const importId = ctx.deps.importJobs.create(
        { companyId: auth.companyId, userId: auth.userId, resource: resource.key },
        rows,
      );
      return { importId, fields: read.fields, rows };
    },
    [`${name}ImportCommit`]: async (ctx: Ctx<R, 'ImportCommit'>) => {
      const auth = userOf(ctx);
      const owner = { companyId: auth.companyId, userId: auth.userId, resource: resource.key };
      const db = ctx.db as unknown as AnyDb;
      return ctx.deps.importJobs.commit(ctx.input.importId, owner, ctx.input.rows, async (rows, job) => {
        const sheetCtx: SheetContext = { db, auth, cache: new Map() };
        // Judge again: the database may have changed since the preview (another import, a colleague's add).
        const ready: { rowNo: number; save: SaveOf<R> }[] = [];
        let processed = 0;
        for (const row of rows) {
          if (job.signal.aborted) throw job.signal.reason;
          const { save, errors } = await judge(ctx, row.values, sheetCtx);
          if (save) ready.push({ rowNo: row.rowNo, save });
          else job.fail(row.rowNo, Object.values(errors)[0] ?? ctx.t('errors.notFound'));
          job.progress(++processed);
        }
        const effects: (() => Promise<void>)[] = [];
        const wctx: WriteContext = {
          auth,
          deps: ctx.deps,
          now: ctx.deps.now(),
          onCommit: (effect) => effects.push(effect),
        };
        const ids = await db.transaction().execute(async (trx) => {
          const written: number[] = [];
          const audits: ReturnType<typeof auditRow>[] = [];
          for (const { save } of ready) {
            if (job.signal.aborted) throw job.signal.reason;
            const inserted = await trx
              .insertInto(spec.table)
              .values({
                company_id: auth.companyId,
                ...(await spec.insertColumns?.(trx, save, wctx)),
                ...spec.toColumns(save, wctx),
                modified_by: auth.userId,
                modified_at: wctx.now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            const id = Number((inserted as { id: number }).id);
            await spec.afterWrite?.(trx, id, save, { ...wctx, created: true });
            audits.push(auditRow(wctx, resource.key, id, 'import', save));
            written.push(id);
          }
          await writeAudits(trx, audits);
          return written;
        });
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
