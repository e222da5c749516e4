import { formatChinaDate, type ReportSheetSource } from '@roadwatch/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { businessFailure } from '../../http/apiFailure';
import type { AppDeps, HandlerContext } from '../../http/endpointHandler';
import { SheetCapture, type ReportSheet } from '../reports/reportSheet';
import type { ExportSourceDefinition, SourceContext } from './exportSourceTypes';

/** A report page's export handler (any request type: the job's parameters passed its endpoint's schema). */
type ReportExportHandler = (ctx: never) => Promise<unknown>;

/** Rows read at once while writing the file. */
const STEP = 2000;

/**
 * The sheet a report's export handler builds for `params`, run in the job's scope: the handler checks the query's
 * rules and the caller's fleet exactly as for its page's export button, and hands over its sheet instead of a file.
 */
async function sheetOf(
  handler: ReportExportHandler,
  ctx: SourceContext,
  params: unknown,
): Promise<ReportSheet> {
  const capture = new SheetCapture();
  const deps = { db: ctx.db, now: () => ctx.now } as AppDeps;
  const handlerCtx: HandlerContext<unknown> = {
    input: params,
    deps,
    db: ctx.db,
    auth: ctx.auth,
    lang: ctx.lang,
    t: ctx.t,
    request: undefined as unknown as FastifyRequest,
    reply: capture as unknown as FastifyReply,
  };
  await (handler as unknown as (c: HandlerContext<unknown>) => Promise<unknown>)(handlerCtx);
  if (!capture.sheet) throw new Error('the report handler made no sheet');
  return capture.sheet;
}

/**
 * A report page's export as an export-centre job (any size; CSV and PDF too) and so as a subscription: `source`'s
 * parameters are the page's export filters, its period is their range.
 */
export function reportSheetSource<S extends ReportSheetSource>(
  source: S,
  handler: ReportExportHandler,
): ExportSourceDefinition<S> {
  return {
    async describe(ctx, params) {
      const sheet = await sheetOf(handler, ctx, params);
      if ((await sheet.count()) === 0) throw businessFailure('errors.noExportData');
      const { startTime, endTime } = params as { startTime: number; endTime: number };
      const from = formatChinaDate(startTime);
      const to = formatChinaDate(endTime);
      return {
        title: ctx.t(`exportCenter.titles.${source}`, { from, to }),
        stem: `${sheet.stem}-${from}-${to}`,
      };
    },
    async open(ctx, params) {
      const sheet = await sheetOf(handler, ctx, params);
      const total = await sheet.count();
      async function* rows() {
        for (let offset = 0; offset < total; offset += STEP) {
          const slice = await sheet.slice(Math.min(STEP, total - offset), offset);
          if (slice.length === 0) return;
          yield* slice;
        }
      }
      return { columns: sheet.headers.map((header) => ({ header })), total, rows: rows() };
    },
  };
}
