import { z } from 'zod';
import { VMSG } from '../validators/messages';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
  type EventReportFilters,
} from './eventReportRequest';

/**
 * What a tyre event of a tyre-pressure (TPMS) item 0x66 says, by bit of its alarm type word: the bit order of
 * packages/jt808 `TYRE_ALARM_BITS` (bit 0 pressure high … bit 6 sensor battery low).
 */
export const TIRE_ALARM_KINDS = [
  'pressureHigh',
  'pressureLow',
  'temperatureHigh',
  'sensorFault',
  'pressureUnbalanced',
  'slowLeak',
  'batteryLow',
] as const;
export type TireAlarmKind = (typeof TIRE_ALARM_KINDS)[number];

/** The bit of a kind in the alarm type word. */
export function tireAlarmBit(kind: TireAlarmKind): number {
  return 1 << TIRE_ALARM_KINDS.indexOf(kind);
}

/** The kinds whose bits are set in an alarm type word, in bit order. */
export function tireAlarmKinds(flags: number): TireAlarmKind[] {
  return TIRE_ALARM_KINDS.filter((kind) => (flags & tireAlarmBit(kind)) !== 0);
}

/**
 * Where a tyre sits. The item numbers tyres from the front left, 0-based; the report reads them as two a axle,
 * left then right (a single-tyre axle layout: a twin-tyre axle's inner tyres are numbered by the terminal's own
 * installation and are shown by number).
 */
export function tirePlace(position: number): { axle: number; side: 'left' | 'right' } {
  return { axle: Math.floor(position / 2) + 1, side: position % 2 === 0 ? 'left' : 'right' };
}

/** One tyre event of a tyre-pressure alarm. `time` is the alarm's start (epoch ms). */
export interface TirePressureReportRow {
  /** `<alarm guid>:<seq>`. */
  id: string;
  alarmId: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  time: number;
  tirePosition: number;
  /** The tyre's place in words, in the reader's language ("axle 1 left"). */
  tirePlace: string;
  alarmFlags: number;
  kinds: TireAlarmKind[];
  /** The kinds in the reader's language, comma-separated. */
  kindNames: string;
  pressureKpa: number;
  temperatureC: number;
  batteryPercent: number;
  handleStatus: number;
  handleStatusName: string;
}

/** One vehicle's tyre events over the range, by kind (an event with two kinds counts in both). */
export interface TirePressureSummaryRow extends Record<TireAlarmKind, number> {
  vehicleId: number;
  plate: string;
  departmentName: string;
  events: number;
  /** Distinct tyre positions with an event. */
  tires: number;
  lowestPressureKpa: number;
  highestTemperatureC: number;
  lastTime: number;
}

export const TIRE_PRESSURE_DETAIL_SORT = [
  'time',
  'plate',
  'tirePosition',
  'pressureKpa',
  'temperatureC',
] as const;
export const TIRE_PRESSURE_SUMMARY_SORT = [
  'plate',
  'events',
  'tires',
  'lowestPressureKpa',
  'highestTemperatureC',
  'lastTime',
  ...TIRE_ALARM_KINDS,
] as const;

const kinds = z
  .array(z.enum(TIRE_ALARM_KINDS, { error: VMSG.invalid }), { error: VMSG.invalid })
  .max(TIRE_ALARM_KINDS.length, { error: VMSG.tooBig })
  .optional();

export const tirePressureDetailFilters = z
  .strictObject({ ...eventReportFilters, kinds })
  .superRefine(refineDetailRange);
export const tirePressureDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    kinds,
    pageParamVO: eventReportPage,
    sort: eventReportSort(TIRE_PRESSURE_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const tirePressureSummaryFilters = z
  .strictObject({ ...eventReportFilters, kinds })
  .superRefine(refineSummaryRange);
export const tirePressureSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    kinds,
    pageParamVO: eventReportPage,
    sort: eventReportSort(TIRE_PRESSURE_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export interface TirePressureReportFilters extends EventReportFilters {
  kinds?: TireAlarmKind[] | undefined;
}
export type TirePressureDetailRequest = z.input<typeof tirePressureDetailRequest>;
export type TirePressureSummaryRequest = z.input<typeof tirePressureSummaryRequest>;
