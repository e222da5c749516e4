/** Status bits of the 0x0200 location report (JT/T 808-2013 table 25; the same bits in 2019). */
export interface VehicleStatus {
  acc: boolean;
  positioned: boolean;
  southLatitude: boolean;
  westLongitude: boolean;
  outOfService: boolean;
  coordinatesEncrypted: boolean;
  load: 'empty' | 'half' | 'reserved' | 'full';
  oilCircuitCut: boolean;
  electricCircuitCut: boolean;
  doorsLocked: boolean;
  /** Door 1 (front door). */
  door1Open: boolean;
  /** Door 2 (middle door). */
  door2Open: boolean;
  /** Door 3 (rear door). */
  door3Open: boolean;
  /** Door 4 (driver's door). */
  door4Open: boolean;
  /** Door 5 (user-defined). */
  door5Open: boolean;
  gps: boolean;
  beidou: boolean;
  glonass: boolean;
  galileo: boolean;
}

const BOOLEAN_BITS: readonly [Exclude<keyof VehicleStatus, 'load'>, number][] = [
  ['acc', 0],
  ['positioned', 1],
  ['southLatitude', 2],
  ['westLongitude', 3],
  ['outOfService', 4],
  ['coordinatesEncrypted', 5],
  ['oilCircuitCut', 10],
  ['electricCircuitCut', 11],
  ['doorsLocked', 12],
  ['door1Open', 13],
  ['door2Open', 14],
  ['door3Open', 15],
  ['door4Open', 16],
  ['door5Open', 17],
  ['gps', 18],
  ['beidou', 19],
  ['glonass', 20],
  ['galileo', 21],
];

const LOADS = ['empty', 'half', 'reserved', 'full'] as const;

export const STATUS_SOUTH_LATITUDE = 1 << 2;
export const STATUS_WEST_LONGITUDE = 1 << 3;

function bit(flags: number, n: number): boolean {
  return ((flags >>> n) & 1) === 1;
}

/**
 * One object literal (one hidden class) per report, BOOLEAN_BITS spelled out: every report decodes it. (No closure
 * here: the TypeScript loaders' keep-names wrapper would run on every call.)
 */
/**
 * Decoded status words, shared: a fleet uses a handful of distinct words, and every report carries one. The
 * objects are frozen, so no caller can change another report's status. Bounded: past 4,096 words it starts over.
 */
const STATUS_CACHE = new Map<number, VehicleStatus>();
const STATUS_CACHE_LIMIT = 4_096;

export function decodeStatus(flags: number): VehicleStatus {
  let status = STATUS_CACHE.get(flags);
  if (status) return status;
  if (STATUS_CACHE.size >= STATUS_CACHE_LIMIT) STATUS_CACHE.clear();
  status = Object.freeze(statusFromFlags(flags));
  STATUS_CACHE.set(flags, status);
  return status;
}

function statusFromFlags(flags: number): VehicleStatus {
  return {
    acc: bit(flags, 0),
    positioned: bit(flags, 1),
    southLatitude: bit(flags, 2),
    westLongitude: bit(flags, 3),
    outOfService: bit(flags, 4),
    coordinatesEncrypted: bit(flags, 5),
    oilCircuitCut: bit(flags, 10),
    electricCircuitCut: bit(flags, 11),
    doorsLocked: bit(flags, 12),
    door1Open: bit(flags, 13),
    door2Open: bit(flags, 14),
    door3Open: bit(flags, 15),
    door4Open: bit(flags, 16),
    door5Open: bit(flags, 17),
    gps: bit(flags, 18),
    beidou: bit(flags, 19),
    glonass: bit(flags, 20),
    galileo: bit(flags, 21),
    load: LOADS[(flags >>> 8) & 0b11]!,
  };
}

/** The status DWORD for named states; bits not named stay 0. */
export function statusFlagsFrom(status: Partial<VehicleStatus>): number {
  let flags = 0;
  for (const [name, bit] of BOOLEAN_BITS) if (status[name]) flags |= 1 << bit;
  if (status.load) flags |= LOADS.indexOf(status.load) << 8;
  return flags >>> 0;
}
