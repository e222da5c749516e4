import { decodeOfficeEscapes, XmlCursor } from './xmlCursor';

/** Receives the cells of a worksheet in document order. */
export interface WorksheetSink {
  /** Whether the cells of a column of a row are wanted; the others are skipped unread. */
  wants(row: number, column: number): boolean;
  /** A cell with content: its 1-based row, 0-based column, type (`t`), style index (`s`) and raw value. */
  cell(row: number, column: number, type: string, style: number, raw: string): void;
  /** The end of a row (also of a row without cells). */
  rowEnd(row: number): void;
}

/** 0-based column of a cell reference (`AB12` → 27); -1 when the reference has no letters. */
export function columnIndex(ref: string): number {
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
  }
  return i === 0 ? -1 : column - 1;
}

/**
 * Walks the rows and cells of a worksheet part; cells the sink does not want are skipped unread. Rows and cells
 * without a reference follow the previous one, as the format allows; a cell's value is its `<v>` (formulas: the
 * cached result) or, for an inline string, its text runs.
 */
export function walkWorksheet(xml: string, sink: WorksheetSink): void {
  const cursor = new XmlCursor(xml);
  let row = 0;
  let column = -1;
  let inCell = false;
  let type = 'n';
  let style = 0;
  let raw = '';
  let phonetic = 0;
  while (cursor.next()) {
    switch (cursor.name) {
      case 'row': {
        if (cursor.closing) {
          sink.rowEnd(row);
          break;
        }
        const r = Number.parseInt(cursor.attr('r') ?? '', 10);
        row = r > 0 ? r : row + 1;
        column = -1;
        if (cursor.selfClosing) sink.rowEnd(row);
        break;
      }
      case 'c': {
        if (cursor.closing) {
          if (inCell) sink.cell(row, column, type, style, raw);
          inCell = false;
          break;
        }
        const ref = cursor.attr('r');
        const at = ref === undefined ? -1 : columnIndex(ref);
        column = at >= 0 ? at : column + 1;
        inCell = !cursor.selfClosing && sink.wants(row, column);
        if (!inCell) {
          if (!cursor.selfClosing) cursor.skipElement('c');
          break;
        }
        type = cursor.attr('t') ?? 'n';
        style = Number(cursor.attr('s') ?? 0) || 0;
        raw = '';
        phonetic = 0;
        break;
      }
      case 'v':
        if (inCell && !cursor.closing && !cursor.selfClosing) raw = cursor.text();
        break;
      case 'rPh':
        if (!cursor.selfClosing) phonetic += cursor.closing ? -1 : 1;
        break;
      case 't':
        if (inCell && type === 'inlineStr' && phonetic === 0 && !cursor.closing && !cursor.selfClosing) {
          raw += decodeOfficeEscapes(cursor.text());
        }
        break;
    }
  }
}
