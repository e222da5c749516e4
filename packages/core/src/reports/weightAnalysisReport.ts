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
 * A truck's load state at one weighing (the load sensor's item 0xE3 on a stored position), judged against the
 * vehicle's rated load (`load rate` = load ÷ rated load):
 * - `empty`: below `EMPTY_LOAD_RATE` of the rated load (what is left on an "empty" truck: straps, pallets, sensor
 *   drift);
 * - `loaded`: from there up to the rated load itself;
 * - `overloaded`: above the rated load (`OVERLOAD_RATE`, any amount over: the rated load is the legal limit).
 * Vehicles without a rated load are not judged and are left out of the report.
 */
export const LOAD_STATES = ['empty', 'loaded', 'overloaded'] as const;
export type LoadState = (typeof LOAD_STATES)[number];

/** Below this share of the rated load a truck counts as empty. */
export const EMPTY_LOAD_RATE = 0.1;
/** Above this share of the rated load a truck counts as overloaded. */
export const OVERLOAD_RATE = 1;

/** The load state of a weighing of `loadKg` on a vehicle rated for `ratedKg` (> 0). */
export function loadStateOf(loadKg: number, ratedKg: number): LoadState {
  if (loadKg > ratedKg * OVERLOAD_RATE) return 'overloaded';
  return loadKg < ratedKg * EMPTY_LOAD_RATE ? 'empty' : 'loaded';
}

/**
 * One load episode: a run of a vehicle's consecutive weighings in one state within the range. It starts at its
 * first weighing and ends at the next episode's first weighing (when the change was seen), or at its own last
 * weighing when none follows in the range. Times are epoch ms.
 */
export interface LoadEpisodeRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  ratedLoadKg: number;
  state: LoadState;
  startTime: number;
  endTime: number;
  durationS: number;
  /** Mean of the episode's weighings, kg. */
  avgLoadKg: number;
  maxLoadKg: number;
  /** Mean load ÷ rated load (1 = exactly the rated load). */
  loadRate: number;
  /** Odometer (item 0x01) advance over the episode, km. */
  distanceKm: number;
}

/** One vehicle's load over the range: time and distance in each state, its heaviest weighing, overload episodes. */
export interface WeightSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  ratedLoadKg: number;
  emptyS: number;
  loadedS: number;
  overloadedS: number;
  emptyKm: number;
  loadedKm: number;
  overloadedKm: number;
  maxLoadKg: number;
  /** Heaviest weighing ÷ rated load. */
  maxLoadRate: number;
  overloadCount: number;
}

export const WEIGHT_DETAIL_SORT = ['startTime', 'plate', 'durationS', 'maxLoadKg', 'distanceKm'] as const;
export const WEIGHT_SUMMARY_SORT = [
  'plate',
  'overloadedS',
  'overloadCount',
  'maxLoadKg',
  'loadedKm',
] as const;

const states = z
  .array(z.enum(LOAD_STATES, { error: VMSG.invalid }), { error: VMSG.invalid })
  .max(LOAD_STATES.length, { error: VMSG.tooBig })
  .optional();
const filters = { ...eventReportFilters, states };

export const weightDetailFilters = z.strictObject(filters).superRefine(refineDetailRange);
export const weightDetailRequest = z
  .strictObject({ ...filters, pageParamVO: eventReportPage, sort: eventReportSort(WEIGHT_DETAIL_SORT) })
  .superRefine(refineDetailRange);
export const weightSummaryFilters = z.strictObject(filters).superRefine(refineSummaryRange);
export const weightSummaryRequest = z
  .strictObject({ ...filters, pageParamVO: eventReportPage, sort: eventReportSort(WEIGHT_SUMMARY_SORT) })
  .superRefine(refineSummaryRange);

export interface WeightReportFilters extends EventReportFilters {
  states?: LoadState[] | undefined;
}
