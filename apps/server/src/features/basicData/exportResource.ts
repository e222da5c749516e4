import { PassThrough } from 'node:stream';
import { formatChinaTime, type AnyResource, type BlobBody } from '@roadwatch/core';
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { businessFailure } from '../../http/apiFailure';
import type { HandlerContext } from '../../http/endpointHandler';

/** One exported column: a row field, its header (an i18n key) and, when the raw value is not what a reader wants, its text. */
export interface ExportColumn<Row> {
  field: keyof Row & string;
  header: string;
  text?: (row: Row, t: TFunction) => string | number;
}

const PAGE = 200;
/** The export holds at most this many rows (a page of the list at a time, so memory stays flat). */
const EXPORT_MAX_ROWS = 10_000;

type ListHandler = (ctx: HandlerContext<never>) => Promise<{ data: unknown[]; totalRecords: number }>;

/**
 * The filtered rows in scope as an .xlsx, streamed: read through the resource's own list handler (its scope,
 * filters and order), a page at a time. The kit's generic export replaces this once it lands.
 */
export function exportResource<Row>(
  resource: AnyResource,
  list: ListHandler,
  columns: readonly ExportColumn<Row>[],
) {
  return async (ctx: HandlerContext<Record<string, unknown>>): Promise<BlobBody> => {
    const page = (curPage: number) =>
      list({ ...ctx, input: { ...ctx.input, curPage, pageSize: PAGE } } as never) as Promise<{
        data: Row[];
        totalRecords: number;
      }>;
    const first = await page(1);
    if (first.totalRecords === 0) throw businessFailure('errors.noDataToExport');
    const { t } = ctx;
    const out = new PassThrough();
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = book.addWorksheet(t(`basicData.${resource.name}.title`));
    sheet.columns = columns.map((c) => ({ header: t(c.header), key: c.field, width: 18 }));
    const write = (rows: Row[]) => {
      for (const row of rows)
        sheet
          .addRow(
            columns.map((c) => (c.text ? c.text(row, t) : ((row[c.field] as string | number | null) ?? ''))),
          )
          .commit();
    };
    const total = Math.min(first.totalRecords, EXPORT_MAX_ROWS);
    void (async () => {
      write(first.data);
      for (let n = 2; (n - 1) * PAGE < total; n += 1) write((await page(n)).data);
      sheet.commit();
      await book.commit();
    })().catch((error: unknown) => out.destroy(error as Error));
    void ctx.reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'content-disposition',
        `attachment; filename="${resource.name}-${formatChinaTime(ctx.deps.now()).replace(/\D/g, '')}.xlsx"`,
      );
    return out;
  };
}
