import { Readable } from 'node:stream';
import { businessFailure } from '../../http/apiFailure';
import type { HandlerContext } from '../../http/endpointHandler';
import { xlsxStream, type SheetValue } from '../../resources/sheet/xlsxStream';
import { attachXlsx } from '../alarmStatistics/attachXlsx';

const SLICE = 1000;
/** Most rows one export writes. */
export const REPORT_EXPORT_MAX_ROWS = 100_000;

/** A report's sheet: its columns, how many rows its query holds, and a slice of them at a time. */
export interface ReportSheet {
  stem: string;
  headers: string[];
  count: () => Promise<number>;
  slice: (limit: number, offset: number) => Promise<SheetValue[][]>;
}

/**
 * Where a report's export handler hands its sheet when the export centre runs it as a job (`reportSheetSource`)
 * instead of answering a request with a file: in place of the reply.
 */
export class SheetCapture {
  sheet: ReportSheet | null = null;
}

/**
 * A report's current query as an .xlsx, read `SLICE` rows at a time as the file is read (never whole in memory).
 * No rows: code 0 "no data to export".
 */
export async function reportSheet(
  ctx: Pick<HandlerContext<unknown>, 'reply' | 'deps'>,
  sheet: ReportSheet,
): Promise<Readable> {
  if ((ctx.reply as unknown) instanceof SheetCapture) {
    (ctx.reply as unknown as SheetCapture).sheet = sheet;
    return Readable.from([]);
  }
  const count = await sheet.count();
  if (count === 0) throw businessFailure('errors.noDataToExport');
  const total = Math.min(count, REPORT_EXPORT_MAX_ROWS);
  async function* cells(): AsyncGenerator<SheetValue[]> {
    for (let offset = 0; offset < total; offset += SLICE) {
      yield* await sheet.slice(Math.min(SLICE, total - offset), offset);
    }
  }
  attachXlsx(ctx.reply, sheet.stem, ctx.deps.now());
  return Readable.from(
    xlsxStream(
      sheet.headers.map((header) => ({ header })),
      cells(),
    ),
  );
}
