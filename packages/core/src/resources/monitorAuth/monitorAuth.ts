import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import { queryNumber } from '../../endpoints/queryNumber';
import { VMSG } from '../../validators/messages';
import { chosenId, defineResource, rowId } from '../defineResource';
import { resourceRequests, type SavedId } from '../resourceEndpoints';

const DAY_MS = 86_400_000;

/** Rules of a monitoring authorisation and of the public calls made with it. */
export const MONITOR_AUTH_LIMITS = {
  /** The shared window lasts at least this long. */
  minIntervalMs: 60_000,
  /** The window lies within this many days before the authorisation is made (and not after it). */
  lookbackMs: 30 * DAY_MS,
  /** How long the access address works, in days from its creation. */
  effectiveDays: { min: 1, max: 999 },
  /** A signed call whose timestamp is further than this from the server's clock is refused. */
  timestampSkewMs: 5 * 60_000,
  /** Public calls per access address per minute (429 beyond). */
  callsPerMinute: 60,
  /** Positions in one answer; `more` says when the window holds more after the last one. */
  maxPositions: 5_000,
  /** Authorisations disabled in one call. */
  batchMax: 100,
} as const;

export const MONITOR_AUTH_STATES = ['valid', 'expired', 'disabled'] as const;
export type MonitorAuthState = (typeof MONITOR_AUTH_STATES)[number];

/** Disabled wins; otherwise expired once the address's expiry has passed. */
export function monitorAuthState(
  a: { disabledAt: number | null; expiresAt: number },
  now: number,
): MonitorAuthState {
  if (a.disabledAt !== null) return 'disabled';
  return now >= a.expiresAt ? 'expired' : 'valid';
}

/**
 * What a third party signs with its Ed25519 private key: the access id, the timestamp (epoch ms), the nonce and
 * the window it asks for ('' when it asks for the whole window), one per line.
 */
export function monitorAuthSigningText(p: {
  accessId: string;
  timestamp: number;
  nonce: string;
  from?: number | undefined;
  to?: number | undefined;
}): string {
  return [p.accessId, String(p.timestamp), p.nonce, p.from ?? '', p.to ?? ''].join('\n');
}

const epochMs = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? VMSG.required : VMSG.invalid),
  })
  .int({ error: VMSG.integer })
  .min(0, { error: VMSG.tooSmall })
  .max(4_102_444_800_000, { error: VMSG.tooBig });

/**
 * A monitoring authorisation: one vehicle's positions in one window, readable by a third party through a signed
 * public call until the access address expires (effective days after creation) or the authorisation is disabled.
 * The server makes the Ed25519 key pair, keeps the public half and answers the private half once, on add.
 */
export const monitorAuthResource = defineResource({
  key: 'tmsMonitorAuth',
  name: 'monitorAuth',
  module: 'tms',
  path: '/monitorAuth',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    startTime: z.number(),
    endTime: z.number(),
    accessId: z.string(),
    effectiveDays: z.number(),
    expiresAt: z.number(),
    createdAt: z.number(),
    publicKey: z.string(),
    state: z.enum(MONITOR_AUTH_STATES),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      vehicleId: chosenId,
      startTime: epochMs,
      endTime: epochMs,
      effectiveDays: z
        .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
        .int({ error: VMSG.integer })
        .min(MONITOR_AUTH_LIMITS.effectiveDays.min, { error: VMSG.tooSmall })
        .max(MONITOR_AUTH_LIMITS.effectiveDays.max, { error: VMSG.tooBig }),
    })
    .superRefine((v, ctx) => {
      if (v.endTime <= v.startTime)
        ctx.addIssue({ code: 'custom', message: VMSG.endAfterStart, path: ['endTime'], input: v });
      else if (v.endTime - v.startTime < MONITOR_AUTH_LIMITS.minIntervalMs)
        ctx.addIssue({ code: 'custom', message: VMSG.monitorAuthInterval, path: ['endTime'], input: v });
    }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    state: z.enum(MONITOR_AUTH_STATES, { error: VMSG.invalid }).optional(),
  },
  sortable: ['createdAt', 'expiresAt', 'startTime'],
  actions: ['add', 'delete'],
});

/** What adding an authorisation answers: its id, access id and private key (PKCS#8 DER, base64), shown once. */
export interface MonitorAuthAdded extends SavedId {
  accessId: string;
  privateKey: string;
}

/** One position a third party reads. */
export interface MonitorAuthPosition {
  time: number;
  lon: number;
  lat: number;
  speed: number;
  direction: number;
}

export interface MonitorAuthPositions {
  plateNumber: string;
  startTime: number;
  endTime: number;
  positions: MonitorAuthPosition[];
  /** The window holds more positions after the last one (ask again with `from` just after it). */
  more: boolean;
}

const accessId = z.string({ error: VMSG.required }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: VMSG.invalid });

export const monitorAuthEndpoints = {
  /** The kit's add, answering the access id and the private key as well. */
  monitorAuthAdd: endpoint<MonitorAuthAdded>()({
    name: 'monitorAuthAdd',
    method: 'POST',
    module: 'tms',
    path: '/monitorAuth/add',
    access: { operationId: 'tmsMonitorAuth:add' },
    request: resourceRequests(monitorAuthResource).add,
  }),
  /** Disables authorisations, all or nothing; a disabled one answers no third party again. */
  monitorAuthDisable: endpoint<{ changed: number }>()({
    name: 'monitorAuthDisable',
    method: 'POST',
    module: 'tms',
    path: '/monitorAuth/disable',
    access: { operationId: 'tmsMonitorAuth:disable' },
    request: z.strictObject({
      ids: z
        .array(rowId, { error: VMSG.invalid })
        .min(1, { error: VMSG.selectRows })
        .max(MONITOR_AUTH_LIMITS.batchMax, { error: VMSG.tooBig }),
    }),
  }),
  /**
   * Public: the shared vehicle's positions in the window (or the part `from`–`to` of it), oldest first. Signed:
   * `signature` is the Ed25519 signature (base64) of `monitorAuthSigningText` with the authorisation's private key.
   */
  monitorAuthPositions: endpoint<MonitorAuthPositions>()({
    name: 'monitorAuthPositions',
    method: 'GET',
    module: 'open',
    path: '/monitorAuth/positions',
    access: 'public',
    request: z.strictObject({
      accessId,
      timestamp: queryNumber(epochMs),
      nonce: z.string({ error: VMSG.required }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: VMSG.invalid }),
      signature: z
        .string({ error: VMSG.required })
        .regex(/^[A-Za-z0-9+/_-]{80,100}={0,2}$/, { error: VMSG.invalid }),
      from: queryNumber(epochMs).optional(),
      to: queryNumber(epochMs).optional(),
    }),
  }),
} as const;
