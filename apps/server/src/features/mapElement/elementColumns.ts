import type { LonLatPair } from '@roadwatch/core';
import { containsText } from '../../scope/likePattern';
import type { AnySelect } from '../../resources/resourceSpec';

/** Positions kept as JSON text (`[[lon, lat], …]`); anything unreadable is no positions. */
export function parsePoints(text: unknown): LonLatPair[] {
  if (typeof text !== 'string') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter(
          (p): p is LonLatPair =>
            Array.isArray(p) && p.length === 2 && typeof p[0] === 'number' && typeof p[1] === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/** The keyword (in the given columns) and category filters the element pages share. */
export function elementFilter(columns: readonly string[]) {
  return (q: AnySelect, f: Partial<Record<string, unknown>>): AnySelect => {
    let out = q;
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (keyword) out = out.where((eb) => eb.or(columns.map((c) => containsText(c, keyword)) as never));
    if (typeof f.categoryCode === 'string' && f.categoryCode)
      out = out.where('t.category_code', '=', f.categoryCode);
    if (typeof f.shape === 'string' && f.shape) out = out.where('t.shape', '=', f.shape);
    return out;
  };
}
