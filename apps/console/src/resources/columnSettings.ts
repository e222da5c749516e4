import type { TableColumnSetting } from '@roadwatch/core';

/**
 * The grid's columns as the user arranged them: saved columns first in their saved order and visibility, then
 * columns the page added since (shown, in the page's order); saved fields the page no longer has are dropped.
 */
export function arrangeColumns(
  pageFields: readonly string[],
  saved: readonly TableColumnSetting[] | null,
): TableColumnSetting[] {
  const known = new Set(pageFields);
  const kept = (saved ?? []).filter((c) => known.has(c.field));
  const placed = new Set(kept.map((c) => c.field));
  return [...kept, ...pageFields.filter((f) => !placed.has(f)).map((field) => ({ field, visible: true }))];
}

/** The list with the column at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveColumn(
  columns: readonly TableColumnSetting[],
  index: number,
  step: -1 | 1,
): TableColumnSetting[] {
  const target = index + step;
  const next = [...columns];
  const [moving] = next.splice(index, 1);
  if (!moving || target < 0 || target > columns.length - 1) return [...columns];
  next.splice(target, 0, moving);
  return next;
}

/** The column dragged from `from` dropped at `to`. */
export function dropColumn(
  columns: readonly TableColumnSetting[],
  from: number,
  to: number,
): TableColumnSetting[] {
  const next = [...columns];
  const [moving] = next.splice(from, 1);
  if (!moving) return [...columns];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moving);
  return next;
}

/** Whether the arrangement is the page's own (then nothing needs saving: the default is not stored). */
export function isDefaultArrangement(
  pageFields: readonly string[],
  columns: readonly TableColumnSetting[],
): boolean {
  return (
    columns.length === pageFields.length && columns.every((c, i) => c.visible && c.field === pageFields[i])
  );
}
