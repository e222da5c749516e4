import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { readNumberStyles } from './cellFormats';
import { cellText, type CellContext } from './cellText';
import { readSharedStrings, TooManySharedStrings } from './sharedStrings';
import { readWorkbookParts } from './workbookParts';
import { walkWorksheet } from './worksheetCells';
import { XmlMalformed } from './xmlCursor';
import { DEFAULT_ZIP_LIMITS, openZip, ZipRefused, type ZipLimits } from './zipParts';

/** A column an import reads: the save field and the header texts that name it (every language's label). */
export interface SheetColumn {
  field: string;
  headers: readonly string[];
}

export interface SheetRead {
  /** Fields whose header was found, in sheet order. */
  fields: string[];
  /** Data rows that are not blank; `values` has every found field ('' for an empty cell). */
  rows: { rowNo: number; values: Record<string, string> }[];
}

export interface ReadSheetOptions {
  /** Most data rows (default IMPORT_MAX_ROWS). */
  maxRows?: number;
  /** Largest file in bytes (default IMPORT_MAX_BYTES). */
  maxBytes?: number;
  zipLimits?: ZipLimits;
}

/** Headers match whatever their case and surrounding or repeated white space. */
export function headerKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

class TooManyRows extends Error {}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * Reads the first worksheet of an .xlsx: row 1 is the header, matched to `columns` by text; every later row that
 * has a value in a matched column is a data row, its cells as text (see `cellText`). Anything that is not an
 * OOXML spreadsheet (an old binary .xls, a renamed text file, a damaged or hostile zip) is a business failure,
 * as are more than `maxRows` data rows and a matched header without data rows. A sheet where no header matches
 * is returned empty: the caller says which columns are missing.
 *
 * The package is read by this module's own zip and XML walk, not by ExcelJS's reader: that one takes about 2 s for
 * 10,000 rows of 40 columns and inflates every part without a ceiling.
 */
export async function readSheet(
  bytes: Uint8Array,
  columns: readonly SheetColumn[],
  options: ReadSheetOptions = {},
): Promise<SheetRead> {
  const maxBytes = options.maxBytes ?? IMPORT_MAX_BYTES;
  if (bytes.byteLength > maxBytes) {
    throw businessFailure('errors.sheetTooLarge', { mb: maxBytes / 1024 / 1024 });
  }
  if (OLE2.every((b, i) => bytes[i] === b)) throw businessFailure('errors.sheetUnreadable');
  const maxRows = options.maxRows ?? IMPORT_MAX_ROWS;
  try {
    return readPackage(bytes, columns, maxRows, options.zipLimits ?? DEFAULT_ZIP_LIMITS);
  } catch (error) {
    if (error instanceof TooManyRows) throw businessFailure('errors.sheetTooManyRows', { max: maxRows });
    if (
      error instanceof ZipRefused ||
      error instanceof XmlMalformed ||
      error instanceof TooManySharedStrings ||
      error instanceof RangeError // a number field pointing past the end of the file
    ) {
      throw businessFailure('errors.sheetUnreadable');
    }
    throw error;
  }
}

function readPackage(
  bytes: Uint8Array,
  columns: readonly SheetColumn[],
  maxRows: number,
  zipLimits: ZipLimits,
): SheetRead {
  const zip = openZip(bytes, zipLimits);
  const parts = readWorkbookParts(zip);
  const worksheet = parts.firstWorksheet === undefined ? undefined : zip.text(parts.firstWorksheet);
  if (worksheet === undefined) throw new ZipRefused('no worksheet');
  const context: CellContext = {
    sharedStrings: readSharedStrings(parts.sharedStrings && zip.text(parts.sharedStrings)),
    numberStyles: readNumberStyles(parts.styles && zip.text(parts.styles)),
    date1904: parts.date1904,
  };

  const fieldOfHeader = new Map<string, string>();
  for (const column of columns) {
    for (const header of column.headers) {
      const key = headerKey(header);
      if (!fieldOfHeader.has(key)) fieldOfHeader.set(key, column.field);
    }
  }
  const fields: string[] = [];
  const fieldOfColumn = new Map<number, string>();
  const rows: SheetRead['rows'] = [];
  let values: Record<string, string> = {};
  let blank = true;

  walkWorksheet(worksheet, {
    wants: (row, column) => row === 1 || fieldOfColumn.has(column),
    cell(row, column, type, style, raw) {
      if (row === 1) {
        const field = fieldOfHeader.get(headerKey(cellText(type, style, raw, context)));
        if (field !== undefined && !fields.includes(field)) {
          fields.push(field);
          fieldOfColumn.set(column, field);
        }
        return;
      }
      const field = fieldOfColumn.get(column);
      if (field === undefined) return;
      const text = cellText(type, style, raw, context);
      if (text === '') return;
      values[field] = text;
      blank = false;
    },
    rowEnd(row) {
      if (row > 1 && !blank) {
        if (rows.length >= maxRows) throw new TooManyRows();
        rows.push({ rowNo: row, values: { ...emptyValues(fields), ...values } });
      }
      values = {};
      blank = true;
    },
  });
  if (fields.length > 0 && rows.length === 0) throw businessFailure('errors.sheetNoRows');
  return { fields, rows };
}

function emptyValues(fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) values[field] = '';
  return values;
}
