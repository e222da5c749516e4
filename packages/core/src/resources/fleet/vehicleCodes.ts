/** JT/T 808 plate colours (0x0100 and 0x0702): 1 blue, 2 yellow, 3 black, 4 white, 5 green, 9 other. */
export const PLATE_COLORS = [1, 2, 3, 4, 5, 9] as const;
export type PlateColor = (typeof PLATE_COLORS)[number];

/** Plate formats: the ordinary plate, the longer new-energy plate, a trailer's plate (挂), anything else. */
export const PLATE_FORMATS = ['ordinary', 'newEnergy', 'trailer', 'other'] as const;
export type PlateFormat = (typeof PLATE_FORMATS)[number];

/**
 * A vehicle's standing in the company: in service, suspended (laid up, under repair), retired (sold or scrapped).
 * A retired vehicle keeps its history and its row; this is how a vehicle with history leaves the fleet.
 */
export const VEHICLE_STATUSES = ['inService', 'suspended', 'retired'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** What the vehicle may carry; stored as a bit mask in this order (bit 0 refrigerated …). */
export const VEHICLE_ATTRIBUTES = ['refrigerated', 'hazardous', 'container', 'oversize'] as const;
export type VehicleAttribute = (typeof VEHICLE_ATTRIBUTES)[number];

/** Stored code (1-based position) of an enumerated value, and back; unknown codes read as the first value. */
export function codeOf<T extends string>(values: readonly T[], value: T): number {
  return values.indexOf(value) + 1;
}

export function valueOf<T extends string>(values: readonly [T, ...T[]], code: number | null | undefined): T {
  return values[(code ?? 1) - 1] ?? values[0];
}

export function attributesMask(attributes: readonly VehicleAttribute[]): number {
  return attributes.reduce((mask, a) => mask | (1 << VEHICLE_ATTRIBUTES.indexOf(a)), 0);
}

export function attributesOf(mask: number | null | undefined): VehicleAttribute[] {
  return VEHICLE_ATTRIBUTES.filter((_, i) => ((mask ?? 0) & (1 << i)) !== 0);
}

/** Most co-drivers and trailers one vehicle may name. */
export const VEHICLE_LIMITS = { coDrivers: 2, trailers: 3, fleetName: 10 } as const;
