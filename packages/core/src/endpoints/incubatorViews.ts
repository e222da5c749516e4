import { z } from 'zod';
import type { Page } from '../api/envelope';
import { endpoint } from '../api/endpoint';
import { listPage, rowId } from '../resources/defineResource';
import type { IncubatorKind } from '../resources/coldChain/incubatorModel';
import { epochMs, refineDateRange } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import type { BlobBody } from './alarmHandling';

/** An incubator the caller may pick on a view (in the caller's scope). */
export interface IncubatorChoice {
  id: number;
  code: string;
  name: string;
  kind: IncubatorKind;
}

/** Which side of its model's range a reading fell (null: inside, or no value). */
export type IncubatorExcursion = 'high' | 'low' | null;

export interface IncubatorReadingRow {
  time: number;
  valueC: number | null;
  humidity: number | null;
  state: number;
  excursion: IncubatorExcursion;
}

/** Every view names the incubators to pick from and the one shown (null: none in scope). */
interface ChosenIncubator {
  incubators: IncubatorChoice[];
  incubatorId: number | null;
  minC: number | null;
  maxC: number | null;
}

export type IncubatorTempDetailAnswer = ChosenIncubator & Page<IncubatorReadingRow>;

/** Who held an incubator: a vehicle carrying it, a warehouse storing it, or nobody known (in between). */
export type IncubatorHolderKind = 'vehicle' | 'warehouse' | 'unknown';

/** One leg of an incubator's flow: one holder over [from, to] (the first and last position seen with it). */
export interface IncubatorFlowLeg {
  holderKind: IncubatorHolderKind;
  holderId: number | null;
  holderName: string;
  from: number;
  to: number;
  /** Logger positions of the leg. */
  positions: number;
}

export interface IncubatorFlowAnswer extends ChosenIncubator {
  legs: IncubatorFlowLeg[];
}

/** One incubator's figures over the report's days. */
export interface IncubatorReportRow {
  incubatorId: number;
  code: string;
  name: string;
  modelName: string;
  kind: IncubatorKind;
  minC: number;
  maxC: number;
  readings: number;
  lowestC: number | null;
  highestC: number | null;
  /** Arithmetic mean of the readings with a value, two decimals. */
  meanC: number | null;
  /** Minutes out of range: a reading out of range stands until the next, at most 30 min. */
  outOfRangeMinutes: number;
  /** Temperature alarms begun in the range. */
  alarms: number;
}

/** Longest range of the temperature and flow detail, and of the report. */
export const INCUBATOR_DETAIL_MAX_DAYS = 7;
export const INCUBATOR_REPORT_MAX_DAYS = 31;
/** A logger within this distance of a vehicle's position at the same minutes, or of a warehouse, is held by it. */
export const INCUBATOR_HOLD_RADIUS_M = 200;

const incubatorId = rowId.optional();

/** Absent incubatorId: the first incubator in scope. */
export const incubatorTempDetailRequest = z
  .strictObject({ incubatorId, startTime: epochMs, endTime: epochMs, ...listPage })
  .superRefine(refineDateRange({ maxDays: INCUBATOR_DETAIL_MAX_DAYS }));

export const incubatorFlowRequest = z
  .strictObject({ incubatorId, startTime: epochMs, endTime: epochMs })
  .superRefine(refineDateRange({ maxDays: INCUBATOR_DETAIL_MAX_DAYS }));

export const incubatorReportRequest = z
  .strictObject({
    startTime: epochMs,
    endTime: epochMs,
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  })
  .superRefine(refineDateRange({ maxDays: INCUBATOR_REPORT_MAX_DAYS }));

export type IncubatorReportRequest = z.input<typeof incubatorReportRequest>;

/** Incubator temperature detail, flow detail and the report (with .xlsx export). */
export const incubatorViewEndpoints = {
  incubatorTempDetail: endpoint<IncubatorTempDetailAnswer>()({
    name: 'incubatorTempDetail',
    method: 'POST',
    module: 'coldChain',
    path: '/incubator/temperature',
    access: { operationId: 'incubatorTempDetail' },
    request: incubatorTempDetailRequest,
  }),
  incubatorFlowDetail: endpoint<IncubatorFlowAnswer>()({
    name: 'incubatorFlowDetail',
    method: 'POST',
    module: 'coldChain',
    path: '/incubator/flow',
    access: { operationId: 'incubatorFlowDetail' },
    request: incubatorFlowRequest,
  }),
  incubatorReport: endpoint<IncubatorReportRow[]>()({
    name: 'incubatorReport',
    method: 'POST',
    module: 'coldChain',
    path: '/incubator/report',
    access: { operationId: 'incubatorReport' },
    request: incubatorReportRequest,
  }),
  exportIncubatorReport: endpoint<BlobBody>()({
    name: 'exportIncubatorReport',
    method: 'POST',
    module: 'coldChain',
    path: '/incubator/report/export',
    access: { operationId: 'incubatorReport:export' },
    request: incubatorReportRequest,
    blob: true,
  }),
};
