import { z } from 'zod';
import type { OverTempThresholds } from '../overTemp/overTempThresholds';
import { VMSG } from '../validators/messages';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
  type EventReportFilters,
} from './eventReportRequest';

/** Longest user keyword of the temperature settings report. */
export const TEMP_SETTING_USER_MAX = 30;
export const TEMP_SETTING_ACTIONS = ['save', 'delete'] as const;
export type TempSettingAction = (typeof TEMP_SETTING_ACTIONS)[number];

/**
 * One change of an over-temperature setting, as the settings page's review log holds it: the company default
 * (`vehicleId` null) or one vehicle's own, who, when, and the thresholds before (null: none saved) and after (null:
 * the vehicle's own deleted, the company default applies again). The thresholds hold for every probe of the vehicle.
 */
export interface TempSettingRow {
  id: number;
  at: number;
  operator: string;
  vehicleId: number | null;
  plate: string | null;
  departmentName: string | null;
  action: TempSettingAction;
  before: OverTempThresholds | null;
  after: OverTempThresholds | null;
}

/**
 * One vehicle's changes over the range (or, `vehicleId` null, the company default's: a row of its own, first), the
 * last one and who made it, and the thresholds in force now: the vehicle's own setting, else the company default,
 * else the built-in one (`ownSetting` says which).
 */
export interface TempSettingSummaryRow {
  vehicleId: number | null;
  plate: string | null;
  departmentName: string | null;
  changes: number;
  lastAt: number;
  lastOperator: string;
  current: OverTempThresholds;
  ownSetting: boolean;
}

export const TEMP_SETTING_DETAIL_SORT = ['at', 'plate', 'operator', 'action'] as const;
export const TEMP_SETTING_SUMMARY_SORT = ['plate', 'changes', 'lastAt'] as const;

const filters = {
  ...eventReportFilters,
  /** Part of the changing user's login or real name. */
  user: z
    .string({ error: VMSG.invalid })
    .trim()
    .max(TEMP_SETTING_USER_MAX, { error: VMSG.tooLong })
    .optional(),
  actions: z
    .array(z.enum(TEMP_SETTING_ACTIONS, { error: VMSG.invalid }), { error: VMSG.invalid })
    .max(TEMP_SETTING_ACTIONS.length, { error: VMSG.tooBig })
    .optional(),
};

export const tempSettingDetailFilters = z.strictObject(filters).superRefine(refineDetailRange);
export const tempSettingDetailRequest = z
  .strictObject({ ...filters, pageParamVO: eventReportPage, sort: eventReportSort(TEMP_SETTING_DETAIL_SORT) })
  .superRefine(refineDetailRange);
export const tempSettingSummaryFilters = z.strictObject(filters).superRefine(refineSummaryRange);
export const tempSettingSummaryRequest = z
  .strictObject({
    ...filters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(TEMP_SETTING_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export interface TempSettingReportFilters extends EventReportFilters {
  user?: string | undefined;
  actions?: TempSettingAction[] | undefined;
}
