import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { headerWidth } from './writeTemplate';

export interface StreamColumn {
  header: string;
  width?: number;
}

export type SheetValue = string | number | null;

/** XML of a few rows is handed to the compressor at once (a larger piece costs nothing more). */
const PIECE_CHARS = 256 * 1024;
/** zlib's level 6, what Excel itself writes: the sheet XML shrinks about tenfold. */
const DEFLATE_LEVEL = 6;

// XML 1.0 cannot carry these; a file holding one would be "repaired" by Excel.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// eslint-disable-next-line no-control-regex -- the same characters as UNWRITABLE, and the ones to escape
const NEEDS_WORK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff&<>"]/;

function xmlText(text: string): string {
  // Most text (times, plates, names) has nothing to drop or escape: one scan then, not two replacements.
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(UNWRITABLE, '').replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

/** A, B … Z, AA … for a 0-based column index. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One cell: numbers as numbers, text always as inline text (never a formula), null as no cell at all. */
function cellXml(ref: string, value: SheetValue, style: string): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  }
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

function rowXml(rowNo: number, values: readonly SheetValue[], names: readonly string[], style = ''): string {
  let cells = '';
  for (let i = 0; i < values.length; i++)
    cells += cellXml(`${names[i] ?? columnName(i)}${rowNo}`, values[i] ?? null, style);
  return `<row r="${rowNo}">${cells}</row>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Rows one worksheet holds, its header included (Excel's limit): longer exports go on in another sheet. */
export const SHEET_MAX_ROWS = 1_048_576;

const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** The parts that do not depend on the sheets: package relationships and a style sheet with a bold font. */
const FIXED_PARTS: [string, string][] = [
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  ],
];

/** The parts naming the sheets, written once the rows are all out and the number of sheets is known. */
function sheetParts(sheets: number): [string, string][] {
  const numbers = Array.from({ length: sheets }, (_, i) => i + 1);
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        numbers
          .map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${SHEET_TYPE}"/>`)
          .join('') +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        numbers.map((n) => `<sheet name="Sheet${n}" sheetId="${n}" r:id="rId${n}"/>`).join('') +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        numbers
          .map(
            (n) =>
              `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
  ];
}

/** The rows, pulled one at a time, with one that did not fit a full sheet kept for the next. */
interface RowSource {
  readonly iterator: AsyncIterator<readonly SheetValue[]>;
  kept: readonly SheetValue[] | null;
}

/**
 * One sheet's XML in pieces of about PIECE_CHARS, pulled as the zip reads them: the header, then rows until the
 * source ends or the sheet holds `maxRows` (header included). `more` is set when rows are left for another sheet.
 */
async function* sheetXml(
  columns: readonly StreamColumn[],
  source: RowSource,
  maxRows: number,
  state: { more: boolean },
): AsyncGenerator<string> {
  const names = columns.map((_, i) => columnName(i));
  const widths = columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? headerWidth(c.header)}" customWidth="1"/>`,
    )
    .join('');
  let piece =
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths}</cols><sheetData>` +
    rowXml(
      1,
      columns.map((c) => c.header),
      names,
      ' s="1"',
    );
  let rowNo = 1;
  state.more = false;
  // One await a row, straight on the rows' iterator: at a million rows a wrapper's extra promise shows.
  for (;;) {
    let values = source.kept;
    source.kept = null;
    if (values === null) {
      const step = await source.iterator.next();
      if (step.done) break;
      values = step.value;
    }
    if (rowNo >= maxRows) {
      source.kept = values;
      state.more = true;
      break;
    }
    piece += rowXml(++rowNo, values, names);
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}</sheetData></worksheet>`;
}

/**
 * An .xlsx written while it is read: a bold, frozen header row, then each row as it comes, so neither the rows nor
 * the file are ever whole in memory. The sheet XML (inline strings, cell references) is written here and zipped by
 * archiver with Node's native deflate: a spreadsheet library's per-cell objects cost more than the export target
 * (50,000 rows/s) allows. Text that starts like a formula stays text (a cell's value is never a formula here);
 * characters XML cannot carry are dropped. Backpressure comes from the reader: rows are pulled only as the file is
 * read, and a reader that goes away stops the pulling. Past `SHEET_MAX_ROWS` (Excel's limit) the rows go on in
 * Sheet2, Sheet3 …, each with the header.
 *
 * A handler returns it as a blob body (`Readable.from(xlsxStream(…))`); an error in `rows` ends the stream with it.
 */
export async function* xlsxStream(
  columns: readonly StreamColumn[],
  rows: AsyncIterable<readonly SheetValue[]>,
  options: { sheetRows?: number } = {},
): AsyncGenerator<Uint8Array> {
  const maxRows = options.sheetRows ?? SHEET_MAX_ROWS;
  // The zip library is loaded by the first spreadsheet asked for, not by every server.
  const { ZipArchive } = await import('archiver');
  const zip = new ZipArchive({ zlib: { level: DEFLATE_LEVEL } });
  const source: RowSource = { iterator: rows[Symbol.asyncIterator](), kept: null };
  let sheet: Readable | null = null;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    zip.destroy(error);
  };
  zip.on('error', fail);
  // Sheets are added one after another as the rows fill them; the parts naming them come last (a zip's entries
  // may be in any order), once their number is known.
  const produce = async () => {
    for (const [name, text] of FIXED_PARTS) zip.append(text, { name });
    const state = { more: true };
    let sheets = 0;
    while (state.more) {
      sheets += 1;
      const next = Readable.from(sheetXml(columns, source, maxRows, state));
      sheet = next;
      next.on('error', fail);
      const ended = finished(next);
      zip.append(next, { name: `xl/worksheets/sheet${sheets}.xml` });
      await ended;
      if (failure) return;
    }
    for (const [name, text] of sheetParts(sheets)) zip.append(text, { name });
    await zip.finalize();
  };
  void produce().catch(fail);
  try {
    for await (const chunk of zip) yield chunk as Uint8Array;
    if (failure) throw failure;
  } finally {
    (sheet as Readable | null)?.destroy();
    zip.destroy();
    void source.iterator.return?.()?.catch(() => undefined);
  }
}
