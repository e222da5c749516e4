import type { SaveInputOf, vehicleInfoResource } from '@roadwatch/core';
import {
  choiceCell,
  dayCell,
  dayText,
  notFound,
  numberCell,
  splitList,
  type Cell,
  type SheetIssue,
} from './sheetCells';
import type { SheetDepartment, SheetDriver, VehicleSheetContext } from './vehicleSheetContext';
import type { VehicleInfoRow } from './vehicleInfoRows';

type VehicleInput = Partial<Record<keyof SaveInputOf<typeof vehicleInfoResource>, unknown>>;

/** Columns whose text goes to the save field of the same name as it is (the save schema checks it). */
const TEXT_COLUMNS = [
  'plateNumber',
  'customPlate',
  'realPlate',
  'ownerName',
  'ownerPhone',
  'ownerAddress',
  'brand',
  'model',
  'engineNo',
  'frameNo',
  'bracketNo',
  'girderNo',
  'tyreSpec',
  'customsNo',
  'drivingLicenceNo',
  'transportLicence',
  'businessLicence',
  'remark',
] as const;
const NUMBER_COLUMNS = [
  'load',
  'capacity',
  'innerLength',
  'innerWidth',
  'innerHeight',
  'totalMass',
  'curbWeight',
  'tractionMass',
  'horsepower',
  'axles',
  'tyres',
  'fuelPer100Km',
] as const;
const DAY_COLUMNS = ['productionDate', 'registrationDate', 'scrapDate', 'drivingLicenceExpiry'] as const;

/** A department by its name (when no other department of the caller has it) or its path of names. */
function findDepartment(ctx: VehicleSheetContext, text: string): Cell<SheetDepartment> {
  const wanted = text.replace(/\s*\/\s*/g, '/');
  const byPath = ctx.departments.filter((d) => d.path === wanted || d.path.endsWith(`/${wanted}`));
  if (byPath.length === 1) return { ok: true, value: byPath[0]! };
  return notFound(
    byPath.length > 1 ? 'errors.sheetDepartmentAmbiguous' : 'errors.sheetDepartmentNotFound',
    text,
  );
}

/** A driver as "name/mobile", the mobile alone, or a name no other driver of the caller has. */
function findDriver(ctx: VehicleSheetContext, text: string): Cell<SheetDriver> {
  const [name, phone] = text.split(/\s*[/／]\s*/u);
  const hits = ctx.drivers.filter((d) =>
    phone !== undefined ? d.name === name && d.phone === phone : d.phone === name || d.name === name,
  );
  return hits.length === 1 ? { ok: true, value: hits[0]! } : notFound('errors.sheetDriverNotFound', text);
}

/**
 * One spreadsheet row (cell texts by sheet column) → the body of a vehicle add, and what is wrong with the cells
 * that could not be read. The save schema then checks the body as it checks the form; the database rules (plate
 * unique in the company and in the file, fleet of the department, drivers in scope) are cells' issues here so the
 * row is refused before anything is written. `rowNo` is the row's number in the sheet.
 */
export function vehicleFromSheet(
  values: Record<string, string>,
  ctx: VehicleSheetContext,
  rowNo = 0,
): { input: VehicleInput; issues: SheetIssue[] } {
  const issues: SheetIssue[] = [];
  const cell = (column: string) => (values[column] ?? '').trim();
  const take = <T>(column: string, result: Cell<T>): T | undefined => {
    if (result.ok) return result.value;
    issues.push({ column, ...result.issue });
    return undefined;
  };
  const input: Record<string, unknown> = {};
  for (const c of TEXT_COLUMNS) if (cell(c) !== '') input[c] = cell(c);
  for (const c of NUMBER_COLUMNS) input[c] = take(c, numberCell(cell(c))) ?? null;
  for (const c of DAY_COLUMNS) input[c] = take(c, dayCell(cell(c))) ?? null;

  const plate = cell('plateNumber').toUpperCase();
  if (plate !== '') {
    const earlier = ctx.seen.get(plate);
    if (earlier !== undefined)
      issues.push({
        column: 'plateNumber',
        message: 'errors.sheetDuplicateInFile',
        params: { row: earlier, value: plate },
      });
    else if (ctx.existingPlates.has(plate))
      issues.push({ column: 'plateNumber', message: 'errors.duplicateValue', params: { value: plate } });
    else ctx.seen.set(plate, rowNo);
  }

  const choice = <T>(column: string, field: string, choices: Parameters<typeof choiceCell<T>>[1]) => {
    const value = take(column, choiceCell(cell(column), choices));
    if (value !== undefined && value !== null) input[field] = value;
  };
  choice('plateColor', 'plateColor', ctx.plateColors);
  choice('plateFormat', 'plateFormat', ctx.plateFormats);
  choice('status', 'status', ctx.statuses);
  choice('freightType', 'freightType', ctx.freightTypes);
  choice('vehicleType', 'vehicleType', ctx.vehicleTypes);
  const attributes = splitList(cell('attributes')).map((a) =>
    take('attributes', choiceCell(a, ctx.attributes)),
  );
  input.attributes = attributes.filter((a) => a !== undefined && a !== null);

  // A missing department is the schema's "required"; a named one must be found.
  const department = cell('department')
    ? take('department', findDepartment(ctx, cell('department')))
    : undefined;
  if (department) input.departmentId = department.id;
  const fleetText = cell('fleet');
  if (fleetText) {
    const named = ctx.fleets.filter((f) => f.name === fleetText || f.code === fleetText);
    // Of fleets sharing a name, the one the vehicle's department lies in.
    const fits = named.filter((f) => !department || department.idPath.includes(`/${f.departmentId}/`));
    const fleet = fits.length === 1 ? fits[0] : named.length === 1 ? named[0] : undefined;
    if (fleet) input.fleetId = fleet.id;
    else issues.push({ column: 'fleet', message: 'errors.sheetFleetNotFound', params: { value: fleetText } });
  }

  if (cell('mainDriver'))
    input.mainDriverId = take('mainDriver', findDriver(ctx, cell('mainDriver')))?.id ?? null;
  input.coDriverIds = splitList(cell('coDrivers'))
    .map((d) => take('coDrivers', findDriver(ctx, d))?.id)
    .filter((id) => id !== undefined);
  input.trailers = splitList(cell('trailers')).map((p) => p.toUpperCase());
  return { input, issues };
}

/** A vehicle row as the export's cell texts, in `lang`, readable again by `vehicleFromSheet`. */
export function vehicleToSheet(
  row: VehicleInfoRow,
  ctx: Pick<VehicleSheetContext, 'departments' | 'drivers'> & {
    label: (
      kind: 'plateColors' | 'plateFormats' | 'statuses' | 'freightTypes' | 'attributes',
      key: string,
    ) => string;
    vehicleTypeName: (row: VehicleInfoRow) => string;
  },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of TEXT_COLUMNS) out[c] = String(row[c] ?? '');
  for (const c of NUMBER_COLUMNS) out[c] = row[c] === null ? '' : String(row[c]);
  for (const c of DAY_COLUMNS) out[c] = dayText(row[c]);
  out.plateColor = ctx.label('plateColors', String(row.plateColor));
  out.plateFormat = ctx.label('plateFormats', row.plateFormat);
  out.status = ctx.label('statuses', row.status);
  out.freightType = ctx.label('freightTypes', row.freightType);
  out.attributes = row.attributes.map((a) => ctx.label('attributes', a)).join('、');
  out.vehicleType = ctx.vehicleTypeName(row);
  // The name when it is the caller's only department of that name, else the path that tells them apart.
  const department = ctx.departments.find((d) => d.id === row.departmentId);
  const sameName = ctx.departments.filter((d) => d.name === row.departmentName).length;
  out.department = department && sameName > 1 ? department.path : row.departmentName;
  out.fleet = row.fleetName;
  const person = (d: { name: string; phone: string }) => `${d.name}/${d.phone}`;
  const main = ctx.drivers.find((d) => d.id === row.mainDriverId);
  out.mainDriver = main ? person(main) : row.mainDriverName;
  out.coDrivers = row.coDrivers.map(person).join('、');
  out.trailers = row.trailers.join('、');
  return out;
}
