import { COORDINATE_SOURCES, MAP_POINTS_MAX, SHARE_MODES, type mapPointResource } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { businessFailure } from '../../http/apiFailure';
import type { SheetContext, SheetSpec } from '../../resources/resourceSheetHandlers';
import { choiceCell, numberCell, type Cell } from '../fleet/sheetCells';
import { elementCategories, type ElementCategory } from './elementCategories';
import { companyPointCount } from './pointLimit';

interface SheetDepartment {
  id: number;
  /** Names from the company's root down, joined with '/'. */
  path: string;
}

interface PointSheetContext {
  departments: SheetDepartment[];
  categories: ElementCategory[];
  /** Points the company has, and rows of this file given a place so far. */
  existing: number;
  taken: number;
}

const CONTEXT = 'mapPointSheetContext';
const words = (lang: 'zh-CN' | 'en-US') => resources[lang].mapElement;

const shareModes = SHARE_MODES.map((value) => ({
  value,
  names: [value, words('zh-CN').shareModes[value], words('en-US').shareModes[value]],
}));
const sources = COORDINATE_SOURCES.map((value) => ({
  value,
  names: [value, words('zh-CN').coordinateSources[value], words('en-US').coordinateSources[value]],
}));

async function contextOf(ctx: SheetContext): Promise<PointSheetContext> {
  const cached = ctx.cache.get(CONTEXT) as PointSheetContext | undefined;
  if (cached) return cached;
  const all = (await ctx.db
    .selectFrom('departments')
    .select(['id', 'parent_id', 'name', 'path'])
    .where('company_id', '=', ctx.auth.companyId)
    .orderBy('level')
    .execute()) as { id: number; parent_id: number | null; name: string; path: string }[];
  const byId = new Map(all.map((d) => [d.id, d]));
  const namePath = (id: number | null): string => {
    const d = id === null ? undefined : byId.get(id);
    return d ? (d.parent_id === null ? d.name : `${namePath(d.parent_id)}/${d.name}`) : '';
  };
  const loaded: PointSheetContext = {
    departments: all
      .filter((d) => d.path.startsWith(ctx.auth.departmentPath))
      .map((d) => ({ id: d.id, path: namePath(d.id) })),
    categories: await elementCategories(ctx.db, ctx.auth),
    existing: await companyPointCount(ctx.db, ctx.auth.companyId),
    taken: 0,
  };
  ctx.cache.set(CONTEXT, loaded);
  return loaded;
}

/** A department by its name (when no other department of the caller has it) or its path of names. */
function findDepartment(ctx: PointSheetContext, text: string): number {
  const wanted = text.replace(/\s*\/\s*/g, '/');
  const hits = ctx.departments.filter((d) => d.path === wanted || d.path.endsWith(`/${wanted}`));
  if (hits.length === 1) return hits[0]!.id;
  throw businessFailure(
    hits.length > 1 ? 'errors.sheetDepartmentAmbiguous' : 'errors.sheetDepartmentNotFound',
    { value: text },
  );
}

function take<T>(cell: Cell<T>): T {
  if (!cell.ok) throw businessFailure(cell.issue.message as never, cell.issue.params);
  return cell.value;
}

/**
 * Logistics points in spreadsheets: name, own number, category (code or name in either language), department
 * (name or path), address, longitude, latitude, radius, share mode and coordinate source (key or label), remark.
 * Rows beyond the company's MAP_POINTS_MAX are refused with "too many logistics areas" already in the preview.
 */
export const mapPointSheet: SheetSpec<typeof mapPointResource> = {
  labelKey: (field) => `mapElement.point.fields.${field}`,
  fileStem: 'points',
  uniqueKey: (save) => save.name,
  fromSheet: async (values, sheetCtx) => {
    const ctx = await contextOf(sheetCtx);
    if (ctx.existing + ctx.taken >= MAP_POINTS_MAX)
      throw businessFailure('errors.mapPointLimit', { max: MAP_POINTS_MAX });
    ctx.taken++;
    const v = (field: string) => values[field] ?? '';
    const input: Record<string, unknown> = {
      name: v('name'),
      ownNumber: v('ownNumber'),
      address: v('address'),
      remark: v('remark'),
    };
    const category = v('category');
    if (category) {
      const wanted = category.toLowerCase();
      const hit = ctx.categories.find((c) =>
        [c.code, c.nameZh, c.nameEn].some((n) => n.toLowerCase() === wanted),
      );
      if (!hit) throw businessFailure('errors.sheetCategoryNotFound', { value: category });
      input.categoryCode = hit.code;
    }
    if (v('department')) input.departmentId = findDepartment(ctx, v('department'));
    for (const field of ['longitude', 'latitude', 'radius'] as const) {
      const n = take(numberCell(v(field)));
      if (n !== null) input[field] = n;
    }
    const share = take(choiceCell(v('shareMode'), shareModes));
    if (share) input.shareMode = share;
    const source = take(choiceCell(v('coordinateSource'), sources));
    if (source) input.coordinateSource = source;
    return input;
  },
  toSheet: (row, field, { lang }) => {
    switch (field) {
      case 'category':
        return row.categoryCode;
      case 'department':
        return row.departmentName;
      case 'shareMode':
        return words(lang).shareModes[row.shareMode];
      case 'coordinateSource':
        return words(lang).coordinateSources[row.coordinateSource];
      default: {
        const value = (row as Record<string, unknown>)[field];
        return typeof value === 'number' || typeof value === 'string' ? value : '';
      }
    }
  },
};
