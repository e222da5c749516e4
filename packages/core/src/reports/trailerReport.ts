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

/** Longest trailer plate or device number the trailer filter takes (a trailer device number is at most 32). */
export const TRAILER_FILTER_MAX = 32;

/**
 * One coupling episode: a run of a head's consecutive positions naming the same trailer device (item 0xE4 of the
 * Roadwatch profile). It starts at the run's first position and ends at the next position that names another
 * trailer or none (`uncoupledAt`), or, when no such position follows in the range, at the run's own last position
 * with `uncoupledAt` null ("still coupled"). The device number resolves to a trailer only through the head's own
 * company's trailer records; an unknown number has no trailer (`trailerId` and `trailerPlate` null). Times are epoch
 * ms.
 */
export interface TrailerCouplingRow {
  id: string;
  /** The head (tractor vehicle). */
  vehicleId: number;
  plate: string;
  departmentName: string;
  trailerNo: string;
  trailerId: number | null;
  trailerPlate: string | null;
  coupledAt: number;
  uncoupledAt: number | null;
  durationS: number;
  /** Odometer (item 0x01) advance while coupled, km. */
  distanceKm: number;
  /** The head is one of the trailer's linked heads (false for a coupling to an unlisted head or an unknown trailer). */
  linkedHead: boolean;
}

/**
 * One trailer over the range (a registered trailer by its record, an unknown device number by itself): couplings,
 * distinct heads, time and distance coupled, the share of the range it spent coupled, and the head of its latest
 * coupling.
 */
export interface TrailerSummaryRow {
  id: string;
  trailerNo: string;
  trailerId: number | null;
  trailerPlate: string | null;
  /** The trailer's department; empty for an unknown device number. */
  departmentName: string;
  couplings: number;
  heads: number;
  coupledS: number;
  distanceKm: number;
  /** Time coupled ÷ the range's length (from what expiry kept). */
  coupledShare: number;
  lastHeadId: number;
  lastHeadPlate: string;
}

export const TRAILER_DETAIL_SORT = ['coupledAt', 'plate', 'trailerPlate', 'durationS', 'distanceKm'] as const;
export const TRAILER_SUMMARY_SORT = ['trailerPlate', 'couplings', 'heads', 'coupledS', 'distanceKm'] as const;

const filters = {
  ...eventReportFilters,
  /** A trailer's plate or device number, exactly (the summary's drill-down sends one). */
  trailer: z
    .string({ error: VMSG.invalid })
    .trim()
    .max(TRAILER_FILTER_MAX, { error: VMSG.tooLong })
    .optional(),
};

export const trailerDetailFilters = z.strictObject(filters).superRefine(refineDetailRange);
export const trailerDetailRequest = z
  .strictObject({ ...filters, pageParamVO: eventReportPage, sort: eventReportSort(TRAILER_DETAIL_SORT) })
  .superRefine(refineDetailRange);
export const trailerSummaryFilters = z.strictObject(filters).superRefine(refineSummaryRange);
export const trailerSummaryRequest = z
  .strictObject({ ...filters, pageParamVO: eventReportPage, sort: eventReportSort(TRAILER_SUMMARY_SORT) })
  .superRefine(refineSummaryRange);

export interface TrailerReportFilters extends EventReportFilters {
  trailer?: string | undefined;
}
