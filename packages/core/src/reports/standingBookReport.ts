import { z } from 'zod';
import { COST_CATEGORIES, type CostCategory } from '../fleetAnalysis/fleetAnalysisLimits';
import type { CostByCategory } from '../fleetAnalysis/costFigures';
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
 * One cost record of a vehicle in the vehicle ledger (台账): the fleet-administration record (refuelling, repair,
 * maintenance, tyre, insurance policy, tax or fee, police check, certificate, accident, other cost) that holds money
 * for the vehicle, on the day (or at the time) it counts on. Records without an amount are not listed.
 */
export interface StandingBookRow {
  /** `<source>-<record id>`: the record table and its row. */
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  category: CostCategory;
  /** The record's day (or, for refuellings and accidents, its time), epoch ms. */
  at: number;
  /** Yuan, two decimals (stored as fen). */
  amount: number;
  /** Litres put in; null for records that are not refuellings. */
  litres: number | null;
  /** What the record itself says it was: station, shop and items, insurer and policy number, … */
  note: string;
}

/** One vehicle's ledger over the range: its mileage from the daily roll-up, litres put in and money per category. */
export interface StandingBookSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  /** Mileage of the range's China days (the daily roll-up, as the mileage report reads it), km. */
  mileageKm: number;
  litres: number;
  /** Yuan per category, two decimals. */
  costs: CostByCategory;
  /** Yuan, two decimals. */
  total: number;
  /** Yuan per km, two decimals; null (shown blank) when the vehicle drove no km. */
  costPerKm: number | null;
}

export const STANDING_BOOK_DETAIL_SORT = ['at', 'plate', 'category', 'amount'] as const;
export const STANDING_BOOK_SUMMARY_SORT = ['plate', 'mileageKm', 'litres', 'total'] as const;

const categories = z
  .array(z.enum(COST_CATEGORIES, { error: VMSG.invalid }), { error: VMSG.invalid })
  .max(COST_CATEGORIES.length, { error: VMSG.tooBig })
  .optional();
const filters = { ...eventReportFilters, categories };

export const standingBookDetailFilters = z.strictObject(filters).superRefine(refineDetailRange);
export const standingBookDetailRequest = z
  .strictObject({
    ...filters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(STANDING_BOOK_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const standingBookSummaryFilters = z.strictObject(filters).superRefine(refineSummaryRange);
export const standingBookSummaryRequest = z
  .strictObject({
    ...filters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(STANDING_BOOK_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export interface StandingBookFilters extends EventReportFilters {
  /** Only these cost categories (every one when absent); applies to the detail and the summary's money. */
  categories?: CostCategory[] | undefined;
}
