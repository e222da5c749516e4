import type { SheetValue, StreamColumn } from '../../resources/sheet/xlsxStream';

const encoder = new TextEncoder();
/** Text a spreadsheet would run as a formula when it opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;
const ROWS_PER_CHUNK = 500;

/** One CSV field: quoted when it must be, and a formula-like text kept as text (a leading apostrophe). */
export function csvField(value: SheetValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file written while it is read: UTF-8 with a byte-order mark (so Excel reads Chinese text right), a header
 * line, CRLF line ends (RFC 4180), rows in chunks of a few hundred.
 */
export async function* csvStream(
  columns: readonly StreamColumn[],
  rows: AsyncIterable<readonly SheetValue[]>,
): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`\ufeff${columns.map((c) => csvField(c.header)).join(',')}\r\n`);
  let chunk: string[] = [];
  for await (const row of rows) {
    chunk.push(row.map(csvField).join(','));
    if (chunk.length >= ROWS_PER_CHUNK) {
      yield encoder.encode(`${chunk.join('\r\n')}\r\n`);
      chunk = [];
    }
  }
  if (chunk.length > 0) yield encoder.encode(`${chunk.join('\r\n')}\r\n`);
}
