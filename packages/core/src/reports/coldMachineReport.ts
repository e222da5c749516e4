import { z } from 'zod';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
} from './eventReportRequest';

/**
 * One run of a reefer's refrigeration unit: from the stored switch-on to the next switch-off. `offTime` null: still
 * running (duration counted up to now). Times are epoch ms.
 */
export interface ColdMachineReportRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  onTime: number;
  offTime: number | null;
  durationS: number;
}

/** Per vehicle: runs started in the range, their total and longest, and the share of the range the unit ran (0–1). */
export interface ColdMachineSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  runs: number;
  totalRunS: number;
  longestRunS: number;
  runShare: number;
}

export const COLD_MACHINE_DETAIL_SORT = ['onTime', 'durationS', 'plate'] as const;
export const COLD_MACHINE_SUMMARY_SORT = ['plate', 'runs', 'totalRunS', 'longestRunS'] as const;

export const coldMachineDetailFilters = z.strictObject(eventReportFilters).superRefine(refineDetailRange);
export const coldMachineDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(COLD_MACHINE_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const coldMachineSummaryFilters = z.strictObject(eventReportFilters).superRefine(refineSummaryRange);
export const coldMachineSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(COLD_MACHINE_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export type ColdMachineDetailRequest = z.input<typeof coldMachineDetailRequest>;
export type ColdMachineSummaryRequest = z.input<typeof coldMachineSummaryRequest>;
