import { z } from 'zod';
import { VMSG } from '../validators/messages';
import { epochMs } from '../validators/dateRange';
import { eventReportPage, eventReportSort, refineSummaryRange } from './eventReportRequest';

/** Longest keyword of the operation record filters (a user or a resource). */
export const OPERATION_RECORD_KEYWORD_MAX = 30;

/**
 * One change the platform's audit log holds: who (user), when, which resource and row, what was done (add, update,
 * delete, import, or a resource's own action such as move or resetPassword) and what was saved (secrets blanked).
 */
export interface OperationRecordRow {
  id: number;
  at: number;
  userId: number;
  userName: string;
  realName: string;
  departmentName: string;
  /** The page whose records changed (its menu key). */
  resource: string;
  /** That page's name in the caller's language (the key when the catalogue does not know it). */
  resourceName: string;
  recordId: number;
  action: string;
  detail: string;
}

/** Per user: changes in the range, and of them adds, updates and deletes. */
export interface OperationRecordSummaryRow {
  userId: number;
  userName: string;
  realName: string;
  departmentName: string;
  operations: number;
  adds: number;
  updates: number;
  deletes: number;
  lastAt: number;
}

export const OPERATION_RECORD_DETAIL_SORT = ['at', 'userName', 'resource', 'action'] as const;
export const OPERATION_RECORD_SUMMARY_SORT = ['userName', 'operations', 'lastAt'] as const;

const keyword = z
  .string({ error: VMSG.invalid })
  .trim()
  .max(OPERATION_RECORD_KEYWORD_MAX, { error: VMSG.tooLong })
  .optional();

/** The audit log's filters: a range (at most 12 months), the users' department subtree, user, resource, action. */
const operationRecordFilters = {
  startTime: epochMs,
  endTime: epochMs,
  departmentId: z.number({ error: VMSG.invalid }).int({ error: VMSG.integer }).min(1).optional(),
  /** Part of the user's login or real name. */
  user: keyword,
  /** Part of the page's name in either language, or of its key. */
  resource: keyword,
  /** One action exactly. */
  action: keyword,
};

export const operationRecordFiltersSchema = z
  .strictObject(operationRecordFilters)
  .superRefine(refineSummaryRange);
export const operationRecordDetailRequest = z
  .strictObject({
    ...operationRecordFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(OPERATION_RECORD_DETAIL_SORT),
  })
  .superRefine(refineSummaryRange);
export const operationRecordSummaryRequest = z
  .strictObject({
    ...operationRecordFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(OPERATION_RECORD_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export type OperationRecordFilters = z.input<typeof operationRecordFiltersSchema>;
