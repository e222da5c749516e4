import { z } from 'zod';
import { ALARM_ICON_TYPES, type AlarmIconType } from '../alarmCatalogue';
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
 * The categories of the AI analysis report: the active-safety alarms (first type 2) a terminal's ADAS (item 0x64),
 * DSM driver monitoring (0x65) and blind-spot (0x67) boxes raised, by the kind the alarm catalogue gives their
 * icon type.
 */
export const AI_ANALYSIS_CATEGORIES = ['adas', 'dsm', 'bsd'] as const;
export type AiAnalysisCategory = (typeof AI_ANALYSIS_CATEGORIES)[number];

/** The icon types (alarms.second_type) of a category. */
export function aiAnalysisIconTypes(category: AiAnalysisCategory): AlarmIconType[] {
  return Object.entries(ALARM_ICON_TYPES)
    .filter(([, v]) => v.kind === category)
    .map(([type]) => Number(type) as AlarmIconType);
}

/** One active-safety alarm. Times are epoch ms; `endTime` null while it is going on. */
export interface AiAnalysisReportRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  category: AiAnalysisCategory;
  /** The icon type (alarms.second_type) and its name in the reader's language. */
  alarmType: number;
  alarmTypeName: string;
  /** The hazard level (HAZARD_LEVEL): a second-level ADAS/DSM alarm is high, the rest medium. */
  level: number;
  levelName: string;
  startTime: number;
  endTime: number | null;
  /** The speed the box recorded with the event. */
  speedKmh: number;
  lon: number | null;
  lat: number | null;
  handleStatus: number;
  handleStatusName: string;
}

/** One vehicle's active-safety alarms over the range, by category and by hazard level. */
export interface AiAnalysisSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  total: number;
  adas: number;
  dsm: number;
  bsd: number;
  high: number;
  medium: number;
  low: number;
}

export const AI_ANALYSIS_DETAIL_SORT = ['startTime', 'plate', 'alarmType', 'level'] as const;
export const AI_ANALYSIS_SUMMARY_SORT = ['plate', 'total', 'adas', 'dsm', 'bsd', 'high'] as const;

const categories = z
  .array(z.enum(AI_ANALYSIS_CATEGORIES, { error: VMSG.invalid }), { error: VMSG.invalid })
  .max(AI_ANALYSIS_CATEGORIES.length, { error: VMSG.tooBig })
  .optional();

export const aiAnalysisDetailFilters = z
  .strictObject({ ...eventReportFilters, categories })
  .superRefine(refineDetailRange);
export const aiAnalysisDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    categories,
    pageParamVO: eventReportPage,
    sort: eventReportSort(AI_ANALYSIS_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const aiAnalysisSummaryFilters = z
  .strictObject({ ...eventReportFilters, categories })
  .superRefine(refineSummaryRange);
export const aiAnalysisSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    categories,
    pageParamVO: eventReportPage,
    sort: eventReportSort(AI_ANALYSIS_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export interface AiAnalysisReportFilters extends EventReportFilters {
  categories?: AiAnalysisCategory[] | undefined;
}
export type AiAnalysisDetailRequest = z.input<typeof aiAnalysisDetailRequest>;
export type AiAnalysisSummaryRequest = z.input<typeof aiAnalysisSummaryRequest>;
