import { resources } from '@roadwatch/core/i18n';
import type { vehicleInfoResource } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { SheetContext, SheetSpec } from '../../resources/resourceSheetHandlers';
import type { VehicleInfoRow } from './vehicleInfoRows';
import { vehicleFromSheet, vehicleToSheet } from './vehicleSheet';
import { vehicleSheetContext, type VehicleSheetContext } from './vehicleSheetContext';

const CONTEXT = 'vehicleSheetContext';

/** The lookups of one file, loaded at its first row and kept in the kit's per-file cache. */
async function contextOf(ctx: SheetContext): Promise<VehicleSheetContext> {
  const cached = ctx.cache.get(CONTEXT) as VehicleSheetContext | undefined;
  if (cached) return cached;
  const loaded = await vehicleSheetContext(ctx.db as never, ctx.auth);
  ctx.cache.set(CONTEXT, loaded);
  return loaded;
}

const exported = new WeakMap<VehicleInfoRow, Record<string, string>>();

/**
 * Vehicles in spreadsheets: columns of `vehicleInfoResource.sheet`, headers the form's labels. A cell that names
 * nothing known (department, fleet, driver, type, a label) refuses its row with the first such reason; the save
 * schema and the vehicle's checks (plate unique in the company …) judge the rest; plates repeat inside a file by
 * `uniqueKey`. Exports write labels in the reader's language, which the import reads back.
 */
export const vehicleSheetSpec: SheetSpec<typeof vehicleInfoResource> = {
  labelKey: (field) => `fleet.vehicleInfo.fields.${field}`,
  fileStem: 'vehicles',
  uniqueKey: (save) => save.plateNumber,
  fromSheet: async (values, ctx) => {
    const { input, issues } = vehicleFromSheet(values, await contextOf(ctx));
    const first = issues[0];
    if (first) throw businessFailure(first.message as never, first.params);
    return input;
  },
  toSheet: (row, field, { lang }) => {
    let cells = exported.get(row);
    if (!cells) {
      const words = resources[lang].fleet.vehicleInfo;
      cells = vehicleToSheet(
        row,
        (kind, key) => (words[kind] as Record<string, string>)[key] ?? key,
        (r) => (lang === 'en-US' ? r.vehicleTypeNameEn : r.vehicleTypeNameZh) || r.vehicleType,
      );
      exported.set(row, cells);
    }
    return cells[field] ?? '';
  },
};
