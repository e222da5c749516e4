/** One spreadsheet row after parsing: its sheet row number, the values read and what is wrong with it. */
export interface ImportRow {
  /** Row number in the sheet (the header is row 1). */
  rowNo: number;
  /** Cell texts by save field. */
  values: Record<string, string>;
  /** Messages by field ('' for the row as a whole), translated; empty when the row can be imported. */
  errors: Record<string, string>;
}

export interface ImportParseResult {
  importId: string;
  /** Template columns found, by save field, in sheet order. */
  fields: string[];
  rows: ImportRow[];
}

export type ImportState = 'running' | 'done' | 'cancelled' | 'failed';

export interface ImportProgress {
  state: ImportState;
  total: number;
  /** Rows looked at so far. */
  processed: number;
  /** Rows written (0 until the import's transaction commits; a cancelled import writes nothing). */
  imported: number;
  /** Rows refused while writing, with the reason (duplicates found only now, rules of the database). */
  failed: { rowNo: number; message: string }[];
}
