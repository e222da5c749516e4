import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { BlobBody } from './alarmHandling';
import type { EpochMs } from '../types/scalars';
import { epochMs } from '../validators/dateRange';
import { plainText } from '../validators/formats';
import { VMSG } from '../validators/messages';
import { dockingUrl } from '../resources/coldChain/dockingEndpoint';
import type { IcCardRegistration } from '../resources/coldChain/standardIcCard';
import { refineRange, vehicleId } from './vehicle';

/**
 * What a vehicle_switch_events row records: the cargo (rear) door (status bit 15), the air-conditioning input
 * (item 0x25 bit 9: a reefer's refrigeration unit, any other vehicle's cab air conditioning), and the body equipment
 * of item 0x2A's Roadwatch IO profile (packages/jt808 `IO_STATUS_BITS`): hydraulic lift raised, unloading valve
 * open, tractor detached from its trailer.
 */
export const SWITCH_KIND = {
  door: 'door',
  cooler: 'cooler',
  hydraulic: 'hydraulic',
  unloading: 'unloading',
  headSeparated: 'headSeparated',
} as const;
export type SwitchKind = (typeof SWITCH_KIND)[keyof typeof SWITCH_KIND];

/**
 * GSP (good supply practice) recording in transport: a temperature record every 5 minutes, every 2 minutes while
 * any probe is out of its range. The dynamics table samples the stored readings at these steps.
 */
export const GSP_TRANSPORT_INTERVAL_MS = { normal: 5 * 60_000, outOfRange: 2 * 60_000 } as const;
/** A sample shows a probe's latest reading only when it is at most this old (one normal interval). */
export const GSP_READING_MAX_AGE_MS = GSP_TRANSPORT_INTERVAL_MS.normal;
/** Most days one dynamics or over-temperature query spans. */
export const VEHICLE_COLD_CHAIN_MAX_DAYS = 7;

export interface ColdChainDynamicProbe {
  pointId: number;
  probeNo: number;
  name: string;
  /** The range the readings are judged by: the vehicle's over-temperature setting when it sets one, else the point's. */
  minC: number;
  maxC: number;
}

/** A period [start, end] (end: the range's end when it had not ended). */
export interface ColdChainSpan {
  start: EpochMs;
  end: EpochMs;
}

/** One GSP sample: where the vehicle was and what each probe read (in `probes` order). */
export interface ColdChainSample {
  time: EpochMs;
  lon: number | null;
  lat: number | null;
  speedKmh: number | null;
  /** Per probe; null: no reading within GSP_READING_MAX_AGE_MS. */
  values: (number | null)[];
  outOfRange: boolean;
  /** 1 open / running, 0 shut / stopped, null: not reported yet. */
  door: 0 | 1 | null;
  cooler: 0 | 1 | null;
}

/**
 * A driver card event the terminal reported (0x0702) — who drove: an insert names the card and how it stands
 * against the company's standard IC-card set at that moment; a pull (or a card the reader could not read) has no
 * standing. The card still in at the range's start comes first, at its own insert time.
 */
export interface ColdChainCardSwipe {
  time: EpochMs;
  /** 1 inserted, 2 pulled. */
  state: 1 | 2;
  driverName: string;
  certificateCode: string;
  registration: IcCardRegistration | null;
}

export interface ColdChainDynamicAnswer {
  vehicleId: number;
  plate: string;
  startTime: EpochMs;
  endTime: EpochMs;
  probes: ColdChainDynamicProbe[];
  /** Stored readings per probe (in `probes` order), oldest first: [time, value °C or null]. */
  series: [EpochMs, number | null][][];
  doorOpen: ColdChainSpan[];
  coolerOff: ColdChainSpan[];
  samples: ColdChainSample[];
  cardSwipes: ColdChainCardSwipe[];
}

export interface OverTempSideFigures {
  count: number;
  durationS: number;
  /** Highest (high side) or lowest (low side) reading; null without an excursion. */
  worstC: number | null;
}

export interface OverTempSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  high: OverTempSideFigures;
  low: OverTempSideFigures;
  count: number;
  durationS: number;
}

export interface OverTempExcursionRow {
  pointId: number;
  pointName: string;
  side: 'high' | 'low';
  begin: EpochMs;
  end: EpochMs;
  durationS: number;
  peakC: number;
  minC: number;
  maxC: number;
  lon: number | null;
  lat: number | null;
  place: string;
}

const range = { startTime: epochMs, endTime: epochMs };
const refine = refineRange('startTime', 'endTime', VEHICLE_COLD_CHAIN_MAX_DAYS);

export const coldChainDynamicRequest = z.strictObject({ vehicleId, ...range }).superRefine(refine);
export const overTempSummaryRequest = z
  .strictObject({
    ...range,
    /** Absent: every refrigerated vehicle with temperature points in scope. */
    vehicleIds: z.array(vehicleId, { error: VMSG.invalid }).max(500, { error: VMSG.tooBig }).optional(),
  })
  .superRefine(refine);
export const overTempDetailRequest = coldChainDynamicRequest;
export type ColdChainDynamicRequest = z.input<typeof coldChainDynamicRequest>;
export type OverTempSummaryRequest = z.input<typeof overTempSummaryRequest>;

/** Upload intervals (minutes) a company may choose for the code-tracing platform. */
export const CODE_TRACING_INTERVALS = [1, 5, 10, 30] as const;
export const CODE_TRACING_LIMITS = {
  codeMax: 32,
  appKeyMax: 64,
  secretMin: 8,
  secretMax: 128,
  targetsMax: 500,
};

/** The company's link to the drug/food code-tracing platform, as the form shows it (the secret only masked). */
export interface CodeTracingSetting {
  enabled: boolean;
  platformUrl: string;
  enterpriseCode: string;
  appKey: string;
  /** '' when no secret is stored; else bullets and its last 4 characters. */
  appSecretMasked: string;
  vehicleIds: number[];
  warehouseIds: number[];
  uploadIntervalMin: number;
  modifiedAt: EpochMs | null;
}

/** What the form may choose from: the caller's refrigerated vehicles and warehouses. */
export interface CodeTracingChoices {
  vehicles: { id: number; label: string }[];
  warehouses: { id: number; label: string }[];
}

const idList = z
  .array(vehicleId, { error: VMSG.invalid })
  .max(CODE_TRACING_LIMITS.targetsMax, { error: VMSG.tooBig });

/**
 * A save: every field checked; `appSecret` absent or '' keeps the stored one (a first save must give one), so the
 * secret never travels back to the browser.
 */
export const codeTracingSaveRequest = z.strictObject({
  enabled: z.boolean({ error: VMSG.invalid }),
  platformUrl: dockingUrl,
  enterpriseCode: plainText(CODE_TRACING_LIMITS.codeMax),
  appKey: plainText(CODE_TRACING_LIMITS.appKeyMax),
  appSecret: z
    .string({ error: VMSG.invalid })
    .trim()
    .refine((v) => v === '' || v.length >= CODE_TRACING_LIMITS.secretMin, { error: VMSG.tooShort })
    .refine((v) => v.length <= CODE_TRACING_LIMITS.secretMax, { error: VMSG.tooLong })
    .optional(),
  vehicleIds: idList,
  warehouseIds: idList,
  uploadIntervalMin: z.union(
    CODE_TRACING_INTERVALS.map((m) => z.literal(m)),
    { error: VMSG.invalid },
  ),
});
export type CodeTracingSaveRequest = z.input<typeof codeTracingSaveRequest>;

/** Vehicle cold chain: dynamics along a trip, over-temperature summary and detail, code-tracing docking. */
export const vehicleColdChainEndpoints = {
  coldChainDynamic: endpoint<ColdChainDynamicAnswer>()({
    name: 'coldChainDynamic',
    method: 'POST',
    module: 'coldChain',
    path: '/vehicle/dynamic',
    access: { operationId: 'vehicleColdChainDynamic' },
    request: coldChainDynamicRequest,
  }),
  exportColdChainDynamic: endpoint<BlobBody>()({
    name: 'exportColdChainDynamic',
    method: 'POST',
    module: 'coldChain',
    path: '/vehicle/dynamic/export',
    access: { operationId: 'vehicleColdChainDynamic:export' },
    request: coldChainDynamicRequest,
    blob: true,
  }),
  overTempSummary: endpoint<OverTempSummaryRow[]>()({
    name: 'overTempSummary',
    method: 'POST',
    module: 'coldChain',
    path: '/vehicle/overTempSummary',
    access: { operationId: 'vehicleOverTempSummary' },
    request: overTempSummaryRequest,
  }),
  overTempDetail: endpoint<OverTempExcursionRow[]>()({
    name: 'overTempDetail',
    method: 'POST',
    module: 'coldChain',
    path: '/vehicle/overTempSummary/detail',
    access: { operationId: 'vehicleOverTempSummary' },
    request: overTempDetailRequest,
  }),
  exportOverTempSummary: endpoint<BlobBody>()({
    name: 'exportOverTempSummary',
    method: 'POST',
    module: 'coldChain',
    path: '/vehicle/overTempSummary/export',
    access: { operationId: 'vehicleOverTempSummary:export' },
    request: overTempSummaryRequest,
    blob: true,
  }),
  codeTracingSettingGet: endpoint<CodeTracingSetting & { choices: CodeTracingChoices }>()({
    name: 'codeTracingSettingGet',
    method: 'POST',
    module: 'coldChain',
    path: '/codeTracing/setting',
    access: { operationId: 'codeTracingSetting' },
    request: z.strictObject({}),
  }),
  codeTracingSettingSave: endpoint<CodeTracingSetting>()({
    name: 'codeTracingSettingSave',
    method: 'POST',
    module: 'coldChain',
    path: '/codeTracing/saveSetting',
    access: { operationId: 'codeTracingSetting:update' },
    request: codeTracingSaveRequest,
  }),
} as const;
