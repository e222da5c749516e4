import type { SortOrder } from '@roadwatch/core';

export interface ListSort {
  field: string;
  order: SortOrder;
}

/**
 * The filters the user set, without empty inputs (a cleared input or select is absent, not ''), trimmed; the
 * filter schemas treat every filter as optional.
 */
export function activeFilters(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') out[key] = trimmed;
      continue;
    }
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

/** Filters plus the sort the user chose (none: the server's default order). */
export function filtersWithSort(
  filters: Record<string, unknown>,
  sort: ListSort | null,
): Record<string, unknown> {
  return sort ? { ...filters, sortField: sort.field, sortOrder: sort.order } : { ...filters };
}
