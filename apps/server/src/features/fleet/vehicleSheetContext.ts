import {
  FREIGHT_TYPES,
  PLATE_FORMATS,
  VEHICLE_ATTRIBUTES,
  VEHICLE_STATUSES,
  PLATE_COLORS,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Database } from '../../db/connect';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';

export interface SheetDepartment {
  id: number;
  name: string;
  /** Names from the company's root down, joined with '/'. */
  path: string;
  /** Materialised id path ('/1/5/'). */
  idPath: string;
}

export interface SheetFleet {
  id: number;
  code: string;
  name: string;
  departmentId: number;
}

export interface SheetDriver {
  id: number;
  name: string;
  phone: string;
}

export interface Choice<T> {
  value: T;
  names: string[];
}

/**
 * What turning spreadsheet rows into vehicles needs, loaded once per import: the caller's departments (with their
 * name paths), fleets and drivers, the company's vehicle types and plates, and every enumerated value with its
 * labels in both languages. `seen` collects the plates of the file so far (plate → row number).
 */
export interface VehicleSheetContext {
  departments: SheetDepartment[];
  fleets: SheetFleet[];
  drivers: SheetDriver[];
  vehicleTypes: Choice<string>[];
  existingPlates: Set<string>;
  seen: Map<string, number>;
  plateColors: Choice<number>[];
  plateFormats: Choice<(typeof PLATE_FORMATS)[number]>[];
  statuses: Choice<(typeof VEHICLE_STATUSES)[number]>[];
  freightTypes: Choice<(typeof FREIGHT_TYPES)[number]>[];
  attributes: Choice<(typeof VEHICLE_ATTRIBUTES)[number]>[];
}

const zh = resources['zh-CN'].fleet.vehicleInfo;
const en = resources['en-US'].fleet.vehicleInfo;

function labelled<T extends string>(
  values: readonly T[],
  labels: (lang: typeof zh | typeof en) => Record<T, string>,
) {
  return values.map((value) => ({ value, names: [value, labels(zh)[value], labels(en)[value]] }));
}

/** The enumerated choices alone (no database): for mapping tests and the export's labels. */
export function sheetChoices() {
  return {
    plateColors: PLATE_COLORS.map((code) => ({
      value: code,
      names: [String(code), zh.plateColors[code], en.plateColors[code]],
    })),
    plateFormats: labelled(PLATE_FORMATS, (l) => l.plateFormats),
    statuses: labelled(VEHICLE_STATUSES, (l) => l.statuses),
    freightTypes: labelled(FREIGHT_TYPES, (l) => l.freightTypes),
    attributes: labelled(VEHICLE_ATTRIBUTES, (l) => l.attributes),
  };
}

export async function vehicleSheetContext(db: Database, auth: UserAuth): Promise<VehicleSheetContext> {
  const all = await db
    .selectFrom('departments')
    .select(['id', 'parent_id', 'name', 'path'])
    .where('company_id', '=', auth.companyId)
    .orderBy('level')
    .execute();
  const byId = new Map(all.map((d) => [d.id, d]));
  const namePath = (id: number | null): string => {
    const d = id === null ? undefined : byId.get(id);
    return d ? (d.parent_id === null ? d.name : `${namePath(d.parent_id)}/${d.name}`) : '';
  };
  const departments = all
    .filter((d) => d.path.startsWith(auth.departmentPath))
    .map((d) => ({ id: d.id, name: d.name, path: namePath(d.id), idPath: d.path }));

  const [fleets, drivers, types, plates] = await Promise.all([
    db
      .selectFrom('fleets as f')
      .select(['f.id', 'f.code', 'f.name', 'f.department_id as departmentId'])
      .where(inScope(auth, 'fleets', 'f'))
      .execute(),
    db
      .selectFrom('drivers as dr')
      .select(['dr.id', 'dr.name', 'dr.phone'])
      .where(inScope(auth, 'drivers', 'dr'))
      .execute(),
    db
      .selectFrom('dictionaries')
      .select(['code', 'name_zh', 'name_en'])
      .where('company_id', '=', auth.companyId)
      .where('dic_type_key', '=', 'vehicleTypeGb')
      .where('valid', '=', 1)
      .execute(),
    // Plates are unique in the whole company, whichever department the caller sees.
    db.selectFrom('vehicles').select('plate').where('company_id', '=', auth.companyId).execute(),
  ]);
  return {
    departments,
    fleets,
    drivers,
    vehicleTypes: types.map((t) => ({
      value: t.code,
      names: [t.code, t.name_zh, t.name_en].filter(Boolean),
    })),
    existingPlates: new Set(plates.map((p) => p.plate)),
    seen: new Map(),
    ...sheetChoices(),
  };
}
