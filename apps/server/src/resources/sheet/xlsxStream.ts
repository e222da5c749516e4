import { PassThrough } from 'node:stream';
import { headerWidth } from './writeTemplate';
import { WorkbookWriter } from './excelJs';

export interface StreamColumn {
  header: string;
  width?: number;
}

export type SheetValue = string | number | null;

/** Bytes of finished file the writer may hold before it waits for the reader. */
const HIGH_WATER = 1024 * 1024;
/** Rows written between two looks at the reader (and one turn of the event loop, so zipping keeps pace). */
const ROWS_PER_TURN = 500;

// XML 1.0 cannot carry these; a file holding one would be "repaired" by Excel.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function cellValue(value: SheetValue): SheetValue {
  return typeof value === 'string' ? value.replace(UNWRITABLE, '') : value;
}

/** Resolves when the stream wants more, or is gone. */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * An .xlsx written while it is read: a bold, frozen header row, then each row as it comes, committed at once, so
 * neither the rows nor the file are ever whole in memory (ExcelJS's streaming writer, inline strings). Backpressure:
 * after every few hundred rows the writer waits while the output holds a megabyte nobody has read. Text that starts
 * like a formula stays text (a cell's value is never a formula here).
 *
 * A handler returns it as a blob body (`Readable.from(xlsxStream(…))`); an error in `rows` ends the stream with it.
 */
export async function* xlsxStream(
  columns: readonly StreamColumn[],
  rows: AsyncIterable<readonly SheetValue[]>,
): AsyncGenerator<Uint8Array> {
  const out = new PassThrough({ highWaterMark: HIGH_WATER });
  const workbook = new WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  let stopped = false;

  async function write(): Promise<void> {
    const sheet = workbook.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({
      header: column.header,
      width: column.width ?? headerWidth(column.header),
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    let sinceTurn = 0;
    for await (const values of rows) {
      if (stopped) return;
      sheet.addRow(values.map(cellValue)).commit();
      if (++sinceTurn >= ROWS_PER_TURN) {
        sinceTurn = 0;
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (out.writableNeedDrain && !stopped) await drained(out);
      }
    }
    sheet.commit();
    await workbook.commit();
  }

  const writing = write().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  try {
    for await (const chunk of out) yield chunk as Uint8Array;
  } finally {
    // The reader went away (a closed download): stop pulling rows.
    stopped = true;
    out.destroy();
    await writing;
  }
}
