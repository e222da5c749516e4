import type { TableColumnSetting } from '@roadwatch/core';
import type { ColDef } from 'ag-grid-community';

/**
 * A grid's column definitions in the user's arrangement (order and visibility by field, `tableColumnSetting`);
 * columns without a field (row actions) keep their place after the data columns; without an arrangement the
 * page's own order stands.
 */
export function arrangeColDefs<T>(
  defs: readonly ColDef<T>[],
  arrangement: readonly TableColumnSetting[] | null,
): ColDef<T>[] {
  if (!arrangement) return [...defs];
  const byField = new Map(defs.filter((d) => d.field).map((d) => [String(d.field), d]));
  const arranged = arrangement.flatMap((s) => {
    const def = byField.get(s.field);
    return def ? [{ ...def, hide: !s.visible }] : [];
  });
  const placed = new Set(arrangement.map((s) => s.field));
  const rest = defs.filter((d) => !d.field || !placed.has(String(d.field)));
  return [...arranged, ...rest];
}
