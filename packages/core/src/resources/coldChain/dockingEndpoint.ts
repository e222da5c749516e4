import { z } from 'zod';
import type { Page } from '../../api/envelope';
import { endpoint } from '../../api/endpoint';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { chosenId, defineResource, listPage, rowId } from '../defineResource';
import { resourceRequests, type SavedId } from '../resourceEndpoints';

/** Limits of a partner endpoint; the server enforces them on save and on every request it sends. */
export const DOCKING_LIMITS = {
  urlMax: 512,
  /** Seconds a partner gets to answer one request. */
  timeoutSeconds: { min: 1, max: 30, default: 10 },
  /** Records in one request. */
  batchSize: { min: 1, max: 500, default: 100 },
  /** Largest request body, KiB; a batch that would be larger is split. */
  maxBodyKb: { min: 16, max: 1024, default: 256 },
  /** Backoff after a failed request: doubled per consecutive failure up to the cap, then ±20 % jitter. */
  backoffBaseMs: 2_000,
  backoffCapMs: 10 * 60_000,
  /** Most endpoints one enable/disable may name. */
  batchMax: 50,
} as const;

/** Headers of every request to a partner; the signature is HMAC-SHA256 over `<timestamp>.<body>`, hex. */
export const DOCKING_HEADERS = {
  deliveryId: 'x-roadwatch-delivery',
  timestamp: 'x-roadwatch-timestamp',
  signature: 'x-roadwatch-signature',
  kind: 'x-roadwatch-kind',
} as const;

export const DOCKING_KINDS = ['readings', 'alarms'] as const;
export type DockingKind = (typeof DOCKING_KINDS)[number];

/** One temperature reading as a partner receives it; `id` (`<pointId>:<time>`) is unique per reading. */
export interface DockingReading {
  id: string;
  pointId: number;
  pointName: string;
  siteId: number | null;
  vehicleId: number | null;
  time: number;
  valueC: number | null;
  /** 0 normal, 1 warning, 2 alarm, 3 offline, 4 out of range. */
  state: number;
}

/** One temperature alarm (a vehicle's temperature alarm or a store / warehouse alarm); `id` is its guid. */
export interface DockingAlarm {
  id: string;
  alarmClass: number;
  firstType: number;
  secondType: number;
  vehicleId: number | null;
  siteId: number | null;
  pointId: number | null;
  level: number;
  beginTime: number;
  content: string;
}

/** The JSON body of one request. */
export interface DockingBatch {
  deliveryId: string;
  kind: DockingKind;
  sentAt: number;
  records: DockingReading[] | DockingAlarm[];
}

const int = (min: number, max: number) =>
  z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });

/** An http(s) address without credentials in it (they would show in the list and the logs). */
export const dockingUrl = z
  .string({ error: VMSG.required })
  .trim()
  .min(1, { error: VMSG.required, abort: true })
  .max(DOCKING_LIMITS.urlMax, { error: VMSG.tooLong, abort: true })
  .refine(
    (text) => {
      try {
        const url = new URL(text);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          url.hostname !== '' &&
          url.username === '' &&
          url.password === ''
        );
      } catch {
        return false;
      }
    },
    { error: VMSG.httpUrl },
  );

const flag = z.boolean({ error: VMSG.invalid });

/**
 * A partner endpoint of the docking platform: the company's temperature readings and temperature alarms (of the
 * points in the endpoint's department subtree) are pushed to it as signed JSON requests. Its secret is made by the
 * server and shown once, when the endpoint is added.
 */
export const dockingEndpointResource = defineResource({
  key: 'dockingPlatform',
  name: 'dockingEndpoint',
  module: 'coldChain',
  path: '/dockingEndpoint',
  row: z.object({
    id: rowId,
    name: z.string(),
    url: z.string(),
    pushReadings: z.boolean(),
    pushAlarms: z.boolean(),
    enabled: z.boolean(),
    timeoutSeconds: z.number(),
    batchSize: z.number(),
    maxBodyKb: z.number(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    lastDeliveryAt: z.number().nullable(),
    lastStatus: z.string().nullable(),
    failures: z.number(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      name: plainText(32),
      url: dockingUrl,
      pushReadings: flag,
      pushAlarms: flag,
      enabled: flag,
      timeoutSeconds: int(DOCKING_LIMITS.timeoutSeconds.min, DOCKING_LIMITS.timeoutSeconds.max),
      batchSize: int(DOCKING_LIMITS.batchSize.min, DOCKING_LIMITS.batchSize.max),
      maxBodyKb: int(DOCKING_LIMITS.maxBodyKb.min, DOCKING_LIMITS.maxBodyKb.max),
      departmentId: chosenId,
      remark: optionalText(100),
    })
    .refine((s) => s.pushReadings || s.pushAlarms, { error: VMSG.pushNothing, path: ['pushReadings'] }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});

/** What adding an endpoint answers: its id and its secret, shown this once. */
export interface DockingEndpointAdded extends SavedId {
  secret: string;
}

/** One request to a partner, as the delivery log shows it. */
export interface DockingDeliveryRow {
  id: number;
  endpointId: number;
  endpointName: string;
  deliveryId: string;
  kind: DockingKind;
  attempt: number;
  records: number;
  /** The partner's HTTP status; null when no answer came (refused, timed out, address not allowed). */
  statusCode: number | null;
  error: string;
  durationMs: number;
  at: number;
}

const endpointIds = z
  .array(rowId, { error: VMSG.invalid })
  .min(1, { error: VMSG.selectRows })
  .max(DOCKING_LIMITS.batchMax, { error: VMSG.tooBig });

export const dockingEndpointEndpoints = {
  /** The kit's add, answering the new endpoint's secret as well. */
  dockingEndpointAdd: endpoint<DockingEndpointAdded>()({
    name: 'dockingEndpointAdd',
    method: 'POST',
    module: 'coldChain',
    path: '/dockingEndpoint/add',
    access: { operationId: 'dockingPlatform:add' },
    request: resourceRequests(dockingEndpointResource).add,
  }),
  /** Enables or disables endpoints; a disabled endpoint is sent nothing and keeps its cursor. */
  dockingEndpointSetEnabled: endpoint<{ changed: number }>()({
    name: 'dockingEndpointSetEnabled',
    method: 'POST',
    module: 'coldChain',
    path: '/dockingEndpoint/setEnabled',
    access: { operationId: 'dockingPlatform:update' },
    request: z.strictObject({ ids: endpointIds, enabled: flag }),
  }),
  /** The delivery log of the endpoints in scope (one endpoint's when `endpointId` is given), newest first. */
  dockingDeliveryList: endpoint<Page<DockingDeliveryRow>>()({
    name: 'dockingDeliveryList',
    method: 'POST',
    module: 'coldChain',
    path: '/dockingEndpoint/deliveries',
    access: { operationId: 'dockingPlatform' },
    request: z.strictObject({ endpointId: rowId.optional(), ...listPage }),
  }),
} as const;
