import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { rowId } from '../resources/defineResource';
import { chainBatchCode, type ChainLegKind } from '../resources/traceability/chainBatch';
import { SHARE_LINK_LIMITS, SHARE_VALIDITIES } from '../resources/map/shareLink';
import type { ChainFigures, ChainReading } from '../traceability/chainFigures';
import type { SharedCompanyProfile } from '../resources/coldChain/companyProfile';
import { VMSG } from '../validators/messages';
import type { BlobBody } from './alarmHandling';
import { queryNumber } from './queryNumber';
import { SHARE_TOKEN_PATTERN } from './sharing';

/** Readings of one probe a record's curve carries at most (evenly thinned; the figures use every reading). */
export const CHAIN_CURVE_MAX_READINGS = 2_000;
/** Positions of a vehicle leg a record carries at most (evenly thinned). */
export const CHAIN_POSITIONS_MAX = 500;

/** A probe of a leg: its limits and its readings within the leg's range, oldest first. */
export interface ChainRecordProbe {
  name: string;
  minC: number;
  maxC: number;
  readings: ChainReading[];
}

/** One leg of a batch's record. */
export interface ChainLegRecord {
  kind: ChainLegKind;
  targetId: number;
  /** The site's name or the vehicle's plate. */
  targetName: string;
  /** The site's address; for a vehicle, the place of its first position in the leg. */
  place: string;
  startTime: number;
  endTime: number;
  probes: ChainRecordProbe[];
  figures: ChainFigures;
  /** A vehicle leg's positions within its range (thinned), oldest first. */
  positions: { time: number; lon: number; lat: number }[];
}

/** A batch's whole temperature record: the batch, its legs in order, the figures of all legs together. */
export interface ChainBatchRecord {
  id: number;
  code: string;
  product: string;
  quantity: number;
  unit: string;
  departmentName: string;
  remark: string;
  legs: ChainLegRecord[];
  figures: ChainFigures;
}

export interface ChainLegOptions {
  warehouses: { id: number; name: string }[];
  vehicles: { id: number; name: string }[];
  stores: { id: number; name: string }[];
}

export type SharedBatchRecord =
  | { valid: false }
  | {
      valid: true;
      expiresAt: number | null;
      record: ChainBatchRecord;
      /** The sharing company's profile, unless it chose not to show it. */
      company: SharedCompanyProfile | null;
    };

const byId = z.strictObject({ id: queryNumber(rowId) });
const shareToken = z.string({ error: VMSG.required }).regex(SHARE_TOKEN_PATTERN, { error: VMSG.invalid });

const customHours = z
  .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
  .int({ error: VMSG.integer })
  .min(1, { error: VMSG.tooSmall })
  .max(SHARE_LINK_LIMITS.maxCustomHours, { error: VMSG.tooBig });

/** Sharing a batch's record: the validity of the share link (1, 3, 7 days, custom hours or permanent). */
export const chainBatchShareRequest = z
  .strictObject({
    id: rowId,
    validity: z.enum(SHARE_VALIDITIES, { error: VMSG.required }),
    customHours: customHours.optional(),
  })
  .superRefine((save, ctx) => {
    if (save.validity === 'custom' && save.customHours === undefined)
      ctx.addIssue({ code: 'custom', path: ['customHours'], message: VMSG.required });
    if (save.validity !== 'custom' && save.customHours !== undefined)
      ctx.addIssue({ code: 'custom', path: ['customHours'], message: VMSG.invalid });
  });

/** Beside the batch resource: the form's choices, the record, the query by code, sharing, the PDF. */
export const traceabilityEndpoints = {
  /** Warehouses, vehicles and stores of the caller's scope a leg may name. */
  chainLegOptions: endpoint<ChainLegOptions>()({
    name: 'chainLegOptions',
    method: 'GET',
    module: 'coldChain',
    path: '/chainBatch/legOptions',
    access: { operationId: 'chainTraceability' },
    request: z.strictObject({}),
  }),
  /** A batch's temperature record: each leg's probes, readings, positions and figures. */
  chainBatchRecord: endpoint<ChainBatchRecord>()({
    name: 'chainBatchRecord',
    method: 'GET',
    module: 'coldChain',
    path: '/chainBatch/record',
    access: { operationId: 'chainTraceability' },
    request: byId,
  }),
  /** The batch of a code, in scope ("not found" otherwise). */
  chainBatchByCode: endpoint<{ id: number }>()({
    name: 'chainBatchByCode',
    method: 'GET',
    module: 'coldChain',
    path: '/chainBatch/byCode',
    access: { operationId: 'chainTraceability' },
    request: z.strictObject({ code: chainBatchCode }),
  }),
  /** A share link (scene `batch`) to the batch's record; answers the public address and the link's id. */
  chainBatchShare: endpoint<{ linkId: number; path: string }>()({
    name: 'chainBatchShare',
    method: 'POST',
    module: 'coldChain',
    path: '/chainBatch/share',
    access: { operationId: 'chainTraceability:share' },
    request: chainBatchShareRequest,
  }),
  /** The excursion report of a batch (PDF). */
  chainBatchPdf: endpoint<BlobBody>()({
    name: 'chainBatchPdf',
    method: 'GET',
    module: 'coldChain',
    path: '/chainBatch/pdf',
    access: { operationId: 'chainTraceability' },
    request: byId,
    blob: true,
  }),
  /** Public: the record a batch share link shows. */
  shareBatchRecord: endpoint<SharedBatchRecord>()({
    name: 'shareBatchRecord',
    method: 'GET',
    module: 'mapApi',
    path: '/share/batch',
    access: 'public',
    request: z.strictObject({ token: shareToken }),
  }),
  /** Public: the excursion report of a shared batch (PDF); an invalid link is "not found". */
  shareBatchPdf: endpoint<BlobBody>()({
    name: 'shareBatchPdf',
    method: 'GET',
    module: 'mapApi',
    path: '/share/batchPdf',
    access: 'public',
    request: z.strictObject({ token: shareToken }),
    blob: true,
  }),
} as const;
