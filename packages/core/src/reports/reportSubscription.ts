import { z } from 'zod';
import { defineResource, rowId } from '../resources/defineResource';
import { CHINA_OFFSET_MS, chinaDayNumber, dayNumberStart } from '../time/chinaTime';
import { VMSG } from '../validators/messages';
import { EXPORT_FORMATS } from '../endpoints/exportCenter';
import { PARKING_MIN_MINUTES } from './parkingReport';

/** How often a subscription delivers: each China day, each week (Monday), each month (the 1st). */
export const SUBSCRIPTION_KINDS = ['daily', 'weekly', 'monthly'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/** Reports are generated at 7:00 (China time) daily, on Mondays weekly and on the 1st monthly. */
export const SUBSCRIPTION_SCHEDULES: Record<SubscriptionKind, string> = {
  daily: '0 7 * * *',
  weekly: '0 7 * * 1',
  monthly: '0 7 1 * *',
};

/** A subscription is created, then each delivery leaves it succeeded or failed (with the reason). */
export const SUBSCRIPTION_STATES = ['created', 'succeeded', 'failed'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * Reports one may subscribe to: export sources whose parameters are a period (and the caller's scope). The
 * place-tracing summaries (aroundSummary, epidemicVehicleSummary) are not: their place (a point, chosen areas) is
 * an investigation's, not a period's, and their windows (one day, 14 days) are shorter than a weekly or monthly run.
 */
export const SUBSCRIBABLE_REPORTS = [
  'alarmStatSummary',
  'mileageSummary',
  'drivingStatSummary',
  'timingTrackSummary',
  'speedAnalysisSummary',
  'overspeedSummary',
  'switchDoorSummary',
  'parkingSummary',
  'coldMachineSummary',
  'areaInOutSummary',
  'areaBetweenSummary',
  'offlineTrendSummary',
  'airConditioningSummary',
  'hydraulicSummary',
  'unloadingSummary',
  'headSeparationSummary',
  'flashPictureSummary',
  'flashShotSummary',
  'driverShiftSummary',
  'operationRecordSummary',
  'aiAnalysisSummary',
  'tirePressureSummary',
  'warningSummary',
  'directiveSummary',
  'tempSettingSummary',
  'weightSummary',
  'trailerSummary',
  'standingBookSummary',
] as const;
export type SubscribableReport = (typeof SUBSCRIBABLE_REPORTS)[number];

/**
 * The export parameters of a subscribed report for the period [start, end): the whole fleet the owner sees, with
 * the page's default for a report's own setting (the parking report's shortest stop).
 */
export function subscriptionParams(report: SubscribableReport, start: number, end: number): object {
  if (report === 'alarmStatSummary') return { bTime: start, eTime: end - 1 };
  const period = { startTime: start, endTime: end - 1 };
  return report === 'parkingSummary' ? { ...period, minMinutes: PARKING_MIN_MINUTES.default } : period;
}

export const SUBSCRIPTION_LIMITS = {
  /** Subscriptions one user may hold. */
  perUser: 20,
} as const;

/**
 * The period a delivery at `runFor` covers, [start, end) in epoch ms: the previous China day, the previous
 * Monday-to-Sunday week, or the previous calendar month.
 */
export function subscriptionPeriod(kind: SubscriptionKind, runFor: number): { start: number; end: number } {
  const today = chinaDayNumber(runFor);
  if (kind === 'daily') return { start: dayNumberStart(today - 1), end: dayNumberStart(today) };
  if (kind === 'weekly') {
    // Day 0 (1970-01-01) was a Thursday: (day + 3) mod 7 counts from Monday.
    const monday = today - ((today + 3) % 7);
    return { start: dayNumberStart(monday - 7), end: dayNumberStart(monday) };
  }
  const local = new Date(runFor + CHINA_OFFSET_MS);
  const first = (year: number, month: number) => Date.UTC(year, month, 1) - CHINA_OFFSET_MS;
  return {
    start: first(local.getUTCFullYear(), local.getUTCMonth() - 1),
    end: first(local.getUTCFullYear(), local.getUTCMonth()),
  };
}

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) });

/**
 * A user's report subscription: which report, how often, the file format, and whether the file also goes by
 * e-mail. Each delivery lands in the download centre and the message centre of the user who subscribed.
 */
export const reportSubscriptionResource = defineResource({
  key: 'reportSubscription',
  name: 'reportSubscription',
  module: 'exportCenter',
  path: '/subscription',
  row: z.object({
    id: rowId,
    report: z.enum(SUBSCRIBABLE_REPORTS),
    kind: z.enum(SUBSCRIPTION_KINDS),
    format: z.enum(EXPORT_FORMATS),
    email: z.boolean(),
    state: z.enum(SUBSCRIPTION_STATES),
    /** Why the last delivery failed: an i18n key (`errors.…`) the page translates; null otherwise. */
    failureKey: z.string().nullable(),
    /** Start of the period last delivered (or tried). */
    lastPeriodStart: z.number().nullable(),
    lastDeliveredAt: z.number().nullable(),
    createdAt: z.number(),
  }),
  save: z.strictObject({
    report: choice(SUBSCRIBABLE_REPORTS),
    kind: choice(SUBSCRIPTION_KINDS),
    format: choice(EXPORT_FORMATS).default('xlsx'),
    email: z.boolean({ error: VMSG.invalid }).default(false),
  }),
  filters: {
    kind: z.enum(SUBSCRIPTION_KINDS, { error: VMSG.invalid }).optional(),
  },
  sortable: ['createdAt'],
  defaultOrder: 'desc',
  actions: ['add', 'delete'],
});
