import { z } from 'zod';
import { SWITCH_KIND, type SwitchKind } from '../endpoints/vehicleColdChain';
import type { OperationId } from '../catalogue/menuCatalogue';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
} from './eventReportRequest';

/**
 * The switch-device reports: each lists the episodes of one stored switch (`vehicle_switch_events.kind`) and sums
 * them per vehicle. `refrigerated` narrows the vehicles by their refrigerated flag: the terminal has one
 * air-conditioning input (item 0x25 bit 9, stored as `cooler`), which on a reefer is wired to the refrigeration unit
 * (the cold-machine report) and on any other vehicle is the cab's air conditioning; the two reports split the
 * vehicles between them. `path` is the URL segment under `/report/`, `operationId` the menu entry.
 */
export const SWITCH_DEVICE_REPORTS = {
  airConditioning: {
    kind: SWITCH_KIND.cooler,
    refrigerated: false,
    path: 'air-conditioning',
    operationId: 'airConditioningReport',
  },
  hydraulic: {
    kind: SWITCH_KIND.hydraulic,
    refrigerated: null,
    path: 'hydraulic',
    operationId: 'hydraulicReport',
  },
  unloading: {
    kind: SWITCH_KIND.unloading,
    refrigerated: null,
    path: 'unloading',
    operationId: 'unloadReport',
  },
  headSeparation: {
    kind: SWITCH_KIND.headSeparated,
    refrigerated: null,
    path: 'head-separation',
    operationId: 'headSeparationReport',
  },
} as const satisfies Record<
  string,
  { kind: SwitchKind; refrigerated: boolean | null; path: string; operationId: OperationId }
>;

export type SwitchDeviceReport = keyof typeof SWITCH_DEVICE_REPORTS;

/**
 * One episode of a switch: from the stored switch-on to the next switch-off. `endTime` null: still on (duration
 * counted up to now). Times are epoch ms.
 */
export interface SwitchEpisodeRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  startTime: number;
  endTime: number | null;
  durationS: number;
}

/** Per vehicle: episodes started in the range, their total and longest, and the share of the range on (0–1). */
export interface SwitchEpisodeSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  episodes: number;
  totalS: number;
  longestS: number;
  share: number;
}

export const SWITCH_EPISODE_DETAIL_SORT = ['startTime', 'durationS', 'plate'] as const;
export const SWITCH_EPISODE_SUMMARY_SORT = ['plate', 'episodes', 'totalS', 'longestS'] as const;

export const switchEpisodeDetailFilters = z.strictObject(eventReportFilters).superRefine(refineDetailRange);
export const switchEpisodeDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(SWITCH_EPISODE_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const switchEpisodeSummaryFilters = z.strictObject(eventReportFilters).superRefine(refineSummaryRange);
export const switchEpisodeSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(SWITCH_EPISODE_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export type SwitchEpisodeDetailRequest = z.input<typeof switchEpisodeDetailRequest>;
export type SwitchEpisodeSummaryRequest = z.input<typeof switchEpisodeSummaryRequest>;
