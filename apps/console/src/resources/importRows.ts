import type { ImportRow } from '@roadwatch/core';

import type { RowSelectionState } from '@tanstack/react-table';

/** Row selection as TanStack Table keeps it: sheet row number (as text) → picked. */
export type ImportSelection = RowSelectionState;

/** Rows that can be imported: those without problems. */
export function importableRows(rows: readonly ImportRow[]): ImportRow[] {
  return rows.filter((row) => Object.keys(row.errors).length === 0);
}

/** Every importable row picked (what "select all" and a fresh preview do). */
export function selectAllImportable(rows: readonly ImportRow[]): ImportSelection {
  return Object.fromEntries(importableRows(rows).map((row) => [String(row.rowNo), true]));
}

/** The picked sheet row numbers, in sheet order, for the commit call. */
export function pickedRowNos(selection: ImportSelection): number[] {
  return Object.keys(selection)
    .filter((key) => selection[key])
    .map(Number)
    .sort((a, b) => a - b);
}

/** The problems of a row in one line ("label: message; …"; the '' key is the row as a whole). */
export function rowProblems(
  row: ImportRow,
  label: (field: string) => string,
  join: (label: string, message: string) => string,
): string {
  return Object.entries(row.errors)
    .map(([field, message]) => (field === '' ? message : join(label(field), message)))
    .join('; ');
}
