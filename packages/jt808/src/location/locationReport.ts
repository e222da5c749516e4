import { toGmt8Iso } from '../bytes/bcd';
import type { ByteReader } from '../bytes/ByteReader';
import type { ByteWriter } from '../bytes/ByteWriter';
import type { Edition } from '../header';
import { decodeAdditionalItems, encodeAdditionalItems, type AdditionalItem } from './additionalItems';
import { alarmFlagsFromNames, alarmNames, type AlarmName } from './alarmFlags';
import {
  decodeStatus,
  statusFlagsFrom,
  STATUS_SOUTH_LATITUDE,
  STATUS_WEST_LONGITUDE,
  type VehicleStatus,
} from './statusFlags';

/** The 28-byte basic location block plus additional items: the body of 0x0200 and of each 0x0704/0x0201 entry. */
export interface LocationReport {
  alarmFlags: number;
  alarms: ReturnType<typeof alarmNames>;
  statusFlags: number;
  status: VehicleStatus;
  /** Degrees, negative in the southern hemisphere (status bit 2). */
  latitude: number;
  /** Degrees, negative west of Greenwich (status bit 3). */
  longitude: number;
  altitudeM: number;
  speedKmh: number;
  directionDeg: number;
  /** ISO 8601 in +08:00, or the 12 raw BCD digits when the terminal sent an invalid time. */
  time: string;
  items: AdditionalItem[];
}

export const BASIC_LOCATION_LENGTH = 28;

export function decodeLocation(r: ByteReader, edition: Edition): LocationReport {
  return readLocation(r, edition, null);
}

/** The body of 0x0200: the location block with its kind, built in one object (no copy through a spread). */
export function decodeLocationReportBody(
  r: ByteReader,
  edition: Edition,
): LocationReport & { kind: 'locationReport' } {
  return readLocation(r, edition, 'locationReport') as LocationReport & { kind: 'locationReport' };
}

function readLocation(r: ByteReader, edition: Edition, kind: 'locationReport' | null): LocationReport {
  const alarmFlags = r.u32('alarm flags');
  const statusFlags = r.u32('status');
  const rawLatitude = r.u32('latitude') / 1e6;
  const rawLongitude = r.u32('longitude') / 1e6;
  // Altitude is a WORD in the standard, but Turpan lies below sea level; terminals there send two's complement.
  const altitudeM = r.i16('altitude');
  const speedKmh = r.u16('speed') / 10;
  const directionDeg = r.u16('direction');
  const time = r.bcdTime('time');
  const items = decodeAdditionalItems(r);
  const latitude = statusFlags & STATUS_SOUTH_LATITUDE ? -rawLatitude : rawLatitude;
  const longitude = statusFlags & STATUS_WEST_LONGITUDE ? -rawLongitude : rawLongitude;
  if (kind !== null) {
    // The same fields as below after `kind` (0x0200 bodies are one hidden class, as the spread made them).
    return {
      kind,
      alarmFlags,
      alarms: alarmNames(alarmFlags, edition),
      statusFlags,
      status: decodeStatus(statusFlags),
      latitude,
      longitude,
      altitudeM,
      speedKmh,
      directionDeg,
      time,
      items,
    } as LocationReport;
  }
  return {
    alarmFlags,
    alarms: alarmNames(alarmFlags, edition),
    statusFlags,
    status: decodeStatus(statusFlags),
    latitude,
    longitude,
    altitudeM,
    speedKmh,
    directionDeg,
    time,
    items,
  };
}

/** The hemisphere bits follow the sign of the coordinates; zero keeps whatever the flags say. */
function hemisphereFlags(statusFlags: number, latitude: number, longitude: number): number {
  let flags = statusFlags;
  if (latitude < 0) flags |= STATUS_SOUTH_LATITUDE;
  else if (latitude > 0) flags &= ~STATUS_SOUTH_LATITUDE;
  if (longitude < 0) flags |= STATUS_WEST_LONGITUDE;
  else if (longitude > 0) flags &= ~STATUS_WEST_LONGITUDE;
  return flags >>> 0;
}

export function encodeLocation(w: ByteWriter, report: LocationReport): void {
  w.u32(report.alarmFlags, 'alarm flags')
    .u32(hemisphereFlags(report.statusFlags, report.latitude, report.longitude), 'status')
    .u32(Math.round(Math.abs(report.latitude) * 1e6), 'latitude')
    .u32(Math.round(Math.abs(report.longitude) * 1e6), 'longitude')
    .i16(Math.round(report.altitudeM), 'altitude')
    .u16(Math.round(report.speedKmh * 10), 'speed')
    .u16(Math.round(report.directionDeg), 'direction')
    .bcdTime(report.time);
  encodeAdditionalItems(w, report.items);
}

export interface LocationInput {
  edition: Edition;
  alarms?: readonly AlarmName[];
  status?: Partial<VehicleStatus>;
  latitude: number;
  longitude: number;
  altitudeM?: number;
  speedKmh: number;
  directionDeg: number;
  /** Any ISO 8601 time (converted to GMT+8) or epoch milliseconds. */
  time: string | number;
  items?: AdditionalItem[];
}

/** Builds a report from named alarms and states, as a simulator or test would describe a vehicle. */
export function createLocationReport(input: LocationInput): LocationReport {
  const alarmFlags = alarmFlagsFromNames(input.alarms ?? [], input.edition);
  const statusFlags = hemisphereFlags(statusFlagsFrom(input.status ?? {}), input.latitude, input.longitude);
  return {
    alarmFlags,
    alarms: alarmNames(alarmFlags, input.edition),
    statusFlags,
    status: decodeStatus(statusFlags),
    latitude: input.latitude,
    longitude: input.longitude,
    altitudeM: input.altitudeM ?? 0,
    speedKmh: input.speedKmh,
    directionDeg: input.directionDeg,
    time: toGmt8Iso(input.time),
    items: input.items ?? [],
  };
}

/** The first additional item of a type, typed: `findItem(report, 'mileage')?.mileageKm`. */
export function findItem<T extends AdditionalItem['type']>(
  report: Pick<LocationReport, 'items'>,
  type: T,
): Extract<AdditionalItem, { type: T }> | undefined {
  return report.items.find((item): item is Extract<AdditionalItem, { type: T }> => item.type === type);
}
