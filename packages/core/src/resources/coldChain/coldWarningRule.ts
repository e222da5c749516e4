import { z } from 'zod';
import type { Page } from '../../api/envelope';
import { endpoint } from '../../api/endpoint';
import type { BlobBody } from '../../endpoints/alarmHandling';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { decimal, plainText } from '../../validators/formats';
import { chosenId, defineResource, listPage, rowId } from '../defineResource';

/** Limits of an early-warning rule; the server enforces them on save. */
export const COLD_WARNING_LIMITS = {
  /** Minutes of recent readings the trend is fitted over. */
  windowMinutes: { min: 5, max: 30, default: 10 },
  /** How far ahead a predicted crossing raises a warning, minutes. */
  horizonMinutes: { min: 1, max: 120, default: 15 },
  /** Only a point this close to its limit (°C, two decimals) counts as approaching it. */
  marginC: { min: 0.1, max: 20, default: 1.5 },
  /** Most reminders one acknowledgement may name. */
  acknowledgeMax: 50,
} as const;

/** Sentinel warnings watch any warehouse or store; store alarm predictions only stores and remind someone. */
export const COLD_WARNING_KINDS = ['sentinel', 'storePrediction'] as const;
export type ColdWarningKind = (typeof COLD_WARNING_KINDS)[number];

export const COLD_WARNING_END_REASONS = [
  'crossed',
  'trendTurned',
  'returned',
  'offline',
  'ruleRemoved',
] as const;
export type ColdWarningEndReason = (typeof COLD_WARNING_END_REASONS)[number];

const int = (min: number, max: number) =>
  z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });

const flag = z.boolean({ error: VMSG.invalid });
const optionalId = z.number({ error: VMSG.invalid }).pipe(rowId).nullish();

const ruleRow = z.object({
  id: rowId,
  name: z.string(),
  siteId: z.number().nullable(),
  siteName: z.string().nullable(),
  pointId: z.number().nullable(),
  pointName: z.string().nullable(),
  windowMinutes: z.number(),
  horizonMinutes: z.number(),
  marginC: z.number(),
  warnHigh: z.boolean(),
  warnLow: z.boolean(),
  enabled: z.boolean(),
  /** Warnings of the rule still open. */
  openWarnings: z.number(),
  departmentId: z.number(),
  departmentName: z.string(),
  remark: z.string(),
  operatorName: z.string(),
  modifiedTime: z.number().nullable(),
});

/**
 * What a rule watches (one point, one site's points, or — neither named — every site of its department subtree)
 * and how: a least-squares trend over `windowMinutes` of readings; a point within `marginC` of a limit whose trend
 * reaches it within `horizonMinutes` gets one warning for that approach.
 */
const ruleSave = z
  .strictObject({
    name: plainText(32),
    siteId: optionalId,
    pointId: optionalId,
    windowMinutes: int(COLD_WARNING_LIMITS.windowMinutes.min, COLD_WARNING_LIMITS.windowMinutes.max),
    horizonMinutes: int(COLD_WARNING_LIMITS.horizonMinutes.min, COLD_WARNING_LIMITS.horizonMinutes.max),
    marginC: decimal(COLD_WARNING_LIMITS.marginC.max, 2).refine((n) => n >= COLD_WARNING_LIMITS.marginC.min, {
      error: VMSG.tooSmall,
    }),
    warnHigh: flag,
    warnLow: flag,
    enabled: flag,
    departmentId: chosenId,
    remark: optionalText(100),
  })
  .refine((s) => s.warnHigh || s.warnLow, { error: VMSG.warnSideNone, path: ['warnHigh'] })
  .refine((s) => s.pointId == null || s.siteId != null, { error: VMSG.required, path: ['siteId'] });

const ruleFilters = {
  keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
};

/** Sentinel warning rules: early warnings for warehouse and store points. */
export const sentinelRuleResource = defineResource({
  key: 'sentinelWarning',
  name: 'sentinelRule',
  module: 'coldChain',
  path: '/sentinelRule',
  row: ruleRow,
  save: ruleSave,
  filters: ruleFilters,
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});

/** Store alarm prediction rules: the same engine for store points, each warning a reminder until acknowledged. */
export const storePredictionResource = defineResource({
  key: 'storeAlarmPrediction',
  name: 'storePrediction',
  module: 'coldChain',
  path: '/storeAlarmPrediction',
  row: ruleRow,
  save: ruleSave,
  filters: ruleFilters,
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});

/** One early warning: when it was raised, the crossing it predicted and, if it came, the actual one. */
export interface ColdWarningRow {
  id: number;
  ruleId: number;
  ruleName: string;
  kind: ColdWarningKind;
  siteId: number;
  siteName: string;
  pointId: number;
  pointName: string;
  side: 'high' | 'low';
  limitC: number;
  valueC: number;
  slopeCPerMin: number;
  warnedAt: number;
  predictedAt: number;
  crossedAt: number | null;
  /** crossedAt − warnedAt, ms, when the point crossed. */
  leadMs: number | null;
  endedAt: number | null;
  endReason: ColdWarningEndReason | null;
  acknowledgedAt: number | null;
  acknowledgedBy: string | null;
}

/** A site a rule may name, with its points and their limits (the form's choices). */
export interface ColdWarningTarget {
  id: number;
  name: string;
  kind: 'warehouse' | 'store';
  points: { id: number; name: string; minC: number; maxC: number }[];
}

/** What the warnings list filters by (and its export). */
const warningExportFilters = {
  ruleId: rowId.optional(),
  /** Only the reminders nobody acknowledged yet. */
  unacknowledged: z.boolean({ error: VMSG.invalid }).optional(),
};
const warningFilters = { ...warningExportFilters, ...listPage };

export const coldWarningEndpoints = {
  /** Warehouses and stores in scope with their points, for a sentinel rule's form. */
  sentinelWarningTargets: endpoint<ColdWarningTarget[]>()({
    name: 'sentinelWarningTargets',
    method: 'POST',
    module: 'coldChain',
    path: '/sentinelRule/targets',
    access: { operationId: 'sentinelWarning' },
    request: z.strictObject({}),
  }),
  /** Stores in scope with their points, for a store prediction's form. */
  storePredictionTargets: endpoint<ColdWarningTarget[]>()({
    name: 'storePredictionTargets',
    method: 'POST',
    module: 'coldChain',
    path: '/storeAlarmPrediction/targets',
    access: { operationId: 'storeAlarmPrediction' },
    request: z.strictObject({}),
  }),
  /** Warnings of the sentinel rules in scope (one rule's with `ruleId`), newest first. */
  sentinelWarningList: endpoint<Page<ColdWarningRow>>()({
    name: 'sentinelWarningList',
    method: 'POST',
    module: 'coldChain',
    path: '/sentinelRule/warnings',
    access: { operationId: 'sentinelWarning' },
    request: z.strictObject(warningFilters),
  }),
  /** Reminders of the store prediction rules in scope, newest first. */
  storePredictionReminders: endpoint<Page<ColdWarningRow>>()({
    name: 'storePredictionReminders',
    method: 'POST',
    module: 'coldChain',
    path: '/storeAlarmPrediction/reminders',
    access: { operationId: 'storeAlarmPrediction' },
    request: z.strictObject(warningFilters),
  }),
  /** The sentinel warnings as the list filters them, newest first, as an .xlsx. */
  sentinelWarningExport: endpoint<BlobBody>()({
    name: 'sentinelWarningExport',
    method: 'POST',
    module: 'coldChain',
    path: '/sentinelRule/warnings/export',
    access: { operationId: 'sentinelWarning:export' },
    request: z.strictObject(warningExportFilters),
    blob: true,
  }),
  /** The store prediction reminders as the list filters them, newest first, as an .xlsx. */
  storePredictionExport: endpoint<BlobBody>()({
    name: 'storePredictionExport',
    method: 'POST',
    module: 'coldChain',
    path: '/storeAlarmPrediction/reminders/export',
    access: { operationId: 'storeAlarmPrediction:export' },
    request: z.strictObject(warningExportFilters),
    blob: true,
  }),
  /** Marks reminders as seen by the caller; ones already acknowledged keep their first acknowledgement. */
  storePredictionAcknowledge: endpoint<{ changed: number }>()({
    name: 'storePredictionAcknowledge',
    method: 'POST',
    module: 'coldChain',
    path: '/storeAlarmPrediction/acknowledge',
    access: { operationId: 'storeAlarmPrediction:update' },
    request: z.strictObject({
      ids: z
        .array(rowId, { error: VMSG.invalid })
        .min(1, { error: VMSG.selectRows })
        .max(COLD_WARNING_LIMITS.acknowledgeMax, { error: VMSG.tooBig }),
    }),
  }),
} as const;
