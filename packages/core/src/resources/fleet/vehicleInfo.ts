import { z } from 'zod';
import { FREIGHT_TYPES } from '../../types/tms';
import { VMSG } from '../../validators/messages';
import { plateNumber } from '../../validators/plate';
import { optionalText } from '../../validators/text';
import {
  decimal,
  optionalCode,
  optionalCount,
  optionalDay,
  optionalPhoneDigits,
  optionalPlainText,
} from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import {
  PLATE_COLORS,
  PLATE_FORMATS,
  VEHICLE_ATTRIBUTES,
  VEHICLE_LIMITS,
  VEHICLE_STATUSES,
} from './vehicleCodes';
import { refineVehicleSave } from './vehicleRules';

const plateColor = z.union(
  PLATE_COLORS.map((c) => z.literal(c)),
  { error: VMSG.invalid },
);
const plateFormat = z.enum(PLATE_FORMATS, { error: VMSG.invalid });
const status = z.enum(VEHICLE_STATUSES, { error: VMSG.invalid });
const freightType = z.enum(FREIGHT_TYPES, { error: VMSG.invalid });
const attribute = z.enum(VEHICLE_ATTRIBUTES, { error: VMSG.invalid });

const count = optionalCount;
/** An optional decimal (masses in kg: 6 integer digits and 2 decimals), null when absent. */
const mass = decimal(999_999.99, 2).nullable().default(null);

/** The fields a vehicle is saved with; cross-field rules are in `refineVehicleSave`. */
export const vehicleSaveShape = {
  /** System plate: the one the terminal registers with (JT/T 808), unique in the company. */
  plateNumber,
  /** The company's own name for the vehicle; each change is kept in the plate history. */
  customPlate: optionalPlainText(32),
  /** The plate physically on the vehicle when it differs from the system plate. */
  realPlate: optionalPlainText(32),
  plateColor: plateColor.default(2),
  plateFormat: plateFormat.default('ordinary'),
  status: status.default('inService'),
  attributes: z
    .array(attribute, { error: VMSG.invalid })
    .max(VEHICLE_ATTRIBUTES.length, { error: VMSG.tooBig })
    .default([]),
  freightType: freightType.default('own'),
  departmentId: chosenId,
  fleetId: rowId.nullable().default(null),
  ownerName: optionalPlainText(32),
  ownerPhone: optionalPhoneDigits,
  ownerAddress: optionalText(64),
  /** A code of the company's `vehicleTypeGb` dictionary. */
  vehicleType: optionalPlainText(32),
  brand: optionalPlainText(32),
  model: optionalPlainText(32),
  /** Rated load, kg. */
  load: mass,
  /** Authorised passengers. */
  capacity: count(99),
  /** Cargo space inside, mm. */
  innerLength: count(99_999),
  innerWidth: count(99_999),
  innerHeight: count(99_999),
  totalMass: mass,
  curbWeight: mass,
  tractionMass: mass,
  engineNo: optionalCode(32),
  horsepower: count(9_999),
  /** Frame number (the VIN). */
  frameNo: optionalCode(32),
  bracketNo: optionalCode(32),
  girderNo: optionalCode(32),
  axles: count(20),
  tyres: count(99),
  tyreSpec: optionalPlainText(32),
  mainDriverId: rowId.nullable().default(null),
  coDriverIds: z
    .array(rowId, { error: VMSG.invalid })
    .max(VEHICLE_LIMITS.coDrivers, { error: VMSG.tooBig })
    .default([]),
  trailers: z
    .array(plateNumber, { error: VMSG.invalid })
    .max(VEHICLE_LIMITS.trailers, { error: VMSG.tooBig })
    .default([]),
  productionDate: optionalDay,
  registrationDate: optionalDay,
  scrapDate: optionalDay,
  customsNo: optionalCode(32),
  drivingLicenceNo: optionalCode(32),
  drivingLicenceExpiry: optionalDay,
  transportLicence: optionalCode(32),
  businessLicence: optionalPlainText(50),
  /** Litres per 100 km. */
  fuelPer100Km: decimal(999.99, 2).nullable().default(null),
  remark: optionalText(100),
};

const person = z.object({ id: z.number(), name: z.string(), phone: z.string() });

/**
 * A vehicle of the company's fleet (seed 001 §3 "Vehicle"). The terminal is a device of its own (terminal
 * management binds it); the row shows the bound terminal's phone number and the vehicle's online state.
 */
export const vehicleInfoResource = defineResource({
  key: 'tmsVehicleInfo',
  name: 'vehicleInfo',
  module: 'tms',
  path: '/vehicleInfo',
  row: z.object({
    id: rowId,
    plateNumber: z.string(),
    customPlate: z.string(),
    realPlate: z.string(),
    plateColor: z.number(),
    plateFormat,
    status,
    attributes: z.array(attribute),
    freightType,
    departmentId: z.number(),
    departmentName: z.string(),
    fleetId: z.number().nullable(),
    fleetName: z.string(),
    ownerName: z.string(),
    ownerPhone: z.string(),
    ownerAddress: z.string(),
    vehicleType: z.string(),
    /** The type's dictionary names ('' when the code is not in the dictionary). */
    vehicleTypeNameZh: z.string(),
    vehicleTypeNameEn: z.string(),
    brand: z.string(),
    model: z.string(),
    load: z.number().nullable(),
    capacity: z.number().nullable(),
    innerLength: z.number().nullable(),
    innerWidth: z.number().nullable(),
    innerHeight: z.number().nullable(),
    totalMass: z.number().nullable(),
    curbWeight: z.number().nullable(),
    tractionMass: z.number().nullable(),
    engineNo: z.string(),
    horsepower: z.number().nullable(),
    frameNo: z.string(),
    bracketNo: z.string(),
    girderNo: z.string(),
    axles: z.number().nullable(),
    tyres: z.number().nullable(),
    tyreSpec: z.string(),
    mainDriverId: z.number().nullable(),
    mainDriverName: z.string(),
    coDriverIds: z.array(z.number()),
    coDrivers: z.array(person),
    trailers: z.array(z.string()),
    productionDate: z.number().nullable(),
    registrationDate: z.number().nullable(),
    scrapDate: z.number().nullable(),
    customsNo: z.string(),
    drivingLicenceNo: z.string(),
    drivingLicenceExpiry: z.number().nullable(),
    transportLicence: z.string(),
    businessLicence: z.string(),
    fuelPer100Km: z.number().nullable(),
    remark: z.string(),
    /** The bound terminal's phone number ('' without a terminal). */
    terminalPhone: z.string(),
    online: z.union([z.literal(0), z.literal(1)]),
    /** Every custom plate the vehicle had, newest first, with when and by whom it was set. */
    plateHistory: z.array(
      z.object({ customPlate: z.string(), changedAt: z.number(), operatorName: z.string() }),
    ),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject(vehicleSaveShape).superRefine(refineVehicleSave),
  filters: {
    /** Part of the system, custom or real plate. */
    plateNumber: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    /** The department and its subtree. */
    departmentId: rowId.optional(),
    fleetId: rowId.optional(),
    /** One vehicle (a vehicle chosen in the tree beside the list). */
    vehicleId: rowId.optional(),
    online: z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid }).optional(),
    vehicleType: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    status: status.optional(),
  },
  sortable: ['modifiedTime', 'plateNumber', 'customPlate'],
  actions: ['add', 'update', 'delete', 'import', 'export'],
  sheet: [
    'plateNumber',
    'customPlate',
    'realPlate',
    'plateColor',
    'plateFormat',
    'status',
    'attributes',
    'freightType',
    'department',
    'fleet',
    'ownerName',
    'ownerPhone',
    'ownerAddress',
    'vehicleType',
    'brand',
    'model',
    'load',
    'capacity',
    'innerLength',
    'innerWidth',
    'innerHeight',
    'totalMass',
    'curbWeight',
    'tractionMass',
    'engineNo',
    'horsepower',
    'frameNo',
    'bracketNo',
    'girderNo',
    'axles',
    'tyres',
    'tyreSpec',
    'mainDriver',
    'coDrivers',
    'trailers',
    'productionDate',
    'registrationDate',
    'scrapDate',
    'customsNo',
    'drivingLicenceNo',
    'drivingLicenceExpiry',
    'transportLicence',
    'businessLicence',
    'fuelPer100Km',
    'remark',
  ],
});
