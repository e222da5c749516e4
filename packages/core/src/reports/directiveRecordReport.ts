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

/** The commands the platform sends to terminals, by JT/T 808 / JT/T 1078 message id. */
export const DIRECTIVE_MESSAGE_IDS = {
  textMessage: 0x8300,
  locationQuery: 0x8201,
  alarmConfirmation: 0x8203,
  cameraShoot: 0x8801,
  avAttributesQuery: 0x9003,
  avRequest: 0x9101,
  avControl: 0x9102,
  alarmAttachmentUploadRequest: 0x9208,
} as const;
export type DirectiveKind = keyof typeof DIRECTIVE_MESSAGE_IDS;
export const DIRECTIVE_KINDS = Object.keys(DIRECTIVE_MESSAGE_IDS) as [DirectiveKind, ...DirectiveKind[]];

/** The command kind a message id stands for, or null for one the platform does not send. */
export function directiveKindOf(messageId: number): DirectiveKind | null {
  return DIRECTIVE_KINDS.find((k) => DIRECTIVE_MESSAGE_IDS[k] === messageId) ?? null;
}

/**
 * How a command ended: `pending` (sent and not answered yet, or the server stopped while waiting); the terminal's
 * 0x0001 result 0–3 as success, failure, badMessage, unsupported (another answer's non-zero result is a failure);
 * no answer after the retries; the terminal not connected.
 */
export const DIRECTIVE_OUTCOMES = [
  'pending',
  'success',
  'failure',
  'badMessage',
  'unsupported',
  'timeout',
  'offline',
] as const;
export type DirectiveOutcome = (typeof DIRECTIVE_OUTCOMES)[number];

/** Longest stored parameter summary (a text message is cut to it). */
export const DIRECTIVE_PARAMS_MAX = 120;

/**
 * What a command asked for, in a few language-neutral values the report words per kind: never addresses, codes or
 * other secrets.
 */
export interface DirectiveParams {
  text?: string;
  /** The camera's or the audio/video channel (1-based). */
  channel?: number;
  /** Photos a capture asks for. */
  count?: number;
}

/** One command to a terminal. `userName` null: the platform's own (a rule, a reminder, an alarm notice). */
export interface DirectiveRecordRow {
  id: number;
  vehicleId: number;
  plate: string;
  departmentName: string;
  userName: string | null;
  messageId: number;
  kind: DirectiveKind | null;
  params: DirectiveParams;
  sentAt: number;
  outcome: DirectiveOutcome;
  answeredAt: number | null;
}

/** One vehicle's commands over the range. */
export interface DirectiveSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  total: number;
  succeeded: number;
  failed: number;
  timedOut: number;
  lastSentAt: number;
}

export const DIRECTIVE_DETAIL_SORT = ['sentAt', 'plate', 'messageId', 'outcome'] as const;
export const DIRECTIVE_SUMMARY_SORT = [
  'plate',
  'total',
  'succeeded',
  'failed',
  'timedOut',
  'lastSentAt',
] as const;

const kinds = z
  .array(z.enum(DIRECTIVE_KINDS, { error: VMSG.invalid }), { error: VMSG.invalid })
  .max(DIRECTIVE_KINDS.length, { error: VMSG.tooBig })
  .optional();
const outcomes = z
  .array(z.enum(DIRECTIVE_OUTCOMES, { error: VMSG.invalid }), { error: VMSG.invalid })
  .max(DIRECTIVE_OUTCOMES.length, { error: VMSG.tooBig })
  .optional();
const filters = { ...eventReportFilters, kinds, outcomes };

export const directiveDetailFilters = z.strictObject(filters).superRefine(refineDetailRange);
export const directiveDetailRequest = z
  .strictObject({ ...filters, pageParamVO: eventReportPage, sort: eventReportSort(DIRECTIVE_DETAIL_SORT) })
  .superRefine(refineDetailRange);
export const directiveSummaryFilters = z.strictObject(filters).superRefine(refineSummaryRange);
export const directiveSummaryRequest = z
  .strictObject({ ...filters, pageParamVO: eventReportPage, sort: eventReportSort(DIRECTIVE_SUMMARY_SORT) })
  .superRefine(refineSummaryRange);

export interface DirectiveReportFilters extends EventReportFilters {
  kinds?: DirectiveKind[] | undefined;
  outcomes?: DirectiveOutcome[] | undefined;
}
