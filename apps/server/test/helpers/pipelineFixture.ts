import {
  createLocationReport,
  decodeFrame,
  encodeMessage,
  type ActiveSafetyItem,
  type AdasItem,
  type TyreEvent,
  type TyrePressureItem,
  type DsmItem,
  type LocationInput,
  type LocationReport,
} from '@roadwatch/jt808';
import type { Database } from '../../src/db/connect';
import { createLocalLiveBus, type LiveEvent } from '../../src/live/liveBus';
import { createPipeline, type Pipeline, type PipelineOptions } from '../../src/pipeline/createPipeline';
import type { PipelineLogger } from '../../src/pipeline/pipelineLogger';
import type { SiteTerminalIdentity, VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';

/** 2026-03-02 08:00:00 +08:00: a Monday morning. */
export const T0 = Date.parse('2026-03-02T08:00:00+08:00');
export const SECOND = 1_000;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;

const COMPANY_ID = 1;
const DEPARTMENT_ID = 2;
export const DEPARTMENT_PATH = '/1/2/';

/** Company 1 with a root department and one child department that the test vehicles belong to. */
export async function seedOrganisation(db: Database): Promise<void> {
  await db
    .insertInto('companies')
    .values({ id: COMPANY_ID, name: 'Test Logistics', created_at: T0 })
    .execute();
  await db
    .insertInto('departments')
    .values([
      { id: 1, company_id: COMPANY_ID, parent_id: null, name: 'Head office', path: '/1/', level: 1 },
      {
        id: DEPARTMENT_ID,
        company_id: COMPANY_ID,
        parent_id: 1,
        name: 'Fleet',
        path: DEPARTMENT_PATH,
        level: 2,
      },
    ])
    .execute();
}

let nextVehicleId = 100;

export interface VehicleInput {
  speedLimitKmh?: number;
  terminalModel?: string;
  refrigerated?: boolean;
  /** Temperature points by probe number: [min, max] °C. */
  probes?: Record<number, [number, number]>;
}

/** A fresh vehicle (own id, plate and phone), so that tests in one file do not see each other's state. */
export async function addVehicle(db: Database, input: VehicleInput = {}): Promise<VehicleTerminalIdentity> {
  nextVehicleId += 1;
  const id = nextVehicleId;
  const identity: VehicleTerminalIdentity = {
    vehicleId: id,
    companyId: COMPANY_ID,
    departmentId: DEPARTMENT_ID,
    plate: `苏A${String(id).padStart(5, '0')}`,
    phone: `13900${String(id).padStart(6, '0')}`,
    terminalModel: input.terminalModel ?? 'RW-SIM-ADAS',
    protocolVersion: 2019,
  };
  await db
    .insertInto('vehicles')
    .values({
      id,
      company_id: COMPANY_ID,
      department_id: DEPARTMENT_ID,
      plate: identity.plate,
      terminal_phone: identity.phone,
      terminal_model: identity.terminalModel,
      protocol_version: 2019,
      refrigerated: input.refrigerated ? 1 : 0,
      speed_limit_kmh: input.speedLimitKmh ?? 80,
      created_at: T0,
    })
    .execute();
  await addPoints(db, { vehicle_id: id }, id * 100, input.probes ?? {});
  return identity;
}

/** Temperature points by probe number ([min, max] °C) of a vehicle or a site, ids from `firstId` + 1. */
async function addPoints(
  db: Database,
  owner: { vehicle_id: number } | { site_id: number },
  firstId: number,
  probes: Record<number, [number, number]>,
): Promise<void> {
  let pointId = firstId;
  for (const [probe, [min, max]] of Object.entries(probes)) {
    pointId += 1;
    await db
      .insertInto('temp_points')
      .values({
        id: pointId,
        company_id: COMPANY_ID,
        department_id: DEPARTMENT_ID,
        ...owner,
        probe_no: Number(probe),
        name: `Probe ${probe}`,
        min_c: min,
        max_c: max,
      })
      .execute();
  }
}

let nextSiteId = 100;

/** A fresh warehouse or store with a temperature logger (model TL-1613) and points by probe: [min, max] °C. */
export async function addSite(
  db: Database,
  kind: 'warehouse' | 'store',
  probes: Record<number, [number, number]>,
): Promise<SiteTerminalIdentity> {
  nextSiteId += 1;
  const id = nextSiteId;
  const identity: SiteTerminalIdentity = {
    siteId: id,
    siteName: `Site ${id}`,
    companyId: COMPANY_ID,
    departmentId: DEPARTMENT_ID,
    phone: `14600${String(id).padStart(6, '0')}`,
    terminalModel: 'TL-1613',
    protocolVersion: 2013,
  };
  await db
    .insertInto('sites')
    .values({
      id,
      company_id: COMPANY_ID,
      department_id: DEPARTMENT_ID,
      kind,
      name: identity.siteName,
      lon: 118.8,
      lat: 32.06,
      terminal_phone: identity.phone,
      terminal_model: identity.terminalModel,
    })
    .execute();
  await addPoints(db, { site_id: id }, 90_000 + id * 100, probes);
  return identity;
}

/** A report as a terminal at (lon, lat) would send it, through the wire encoding and back like the gateway sees it. */
export function report(input: Partial<LocationInput> & { time: number }): LocationReport {
  const built = createLocationReport({
    edition: 2019,
    latitude: 32.0603,
    longitude: 118.7969,
    speedKmh: 0,
    directionDeg: 90,
    ...input,
    status: { positioned: true, acc: true, ...input.status },
  });
  const frame = encodeMessage({
    header: { messageId: 0x0200, edition: input.edition ?? 2019, phone: '13900000001', serial: 1 },
    body: { kind: 'locationReport', ...built },
  });
  const decoded = decodeFrame(frame);
  if (!decoded.ok || decoded.message.body.kind !== 'locationReport')
    throw new Error(`test report did not decode: ${JSON.stringify(decoded)}`);
  const { kind: _kind, ...location } = decoded.message.body;
  return location;
}

/** The Jiangsu alarm identification of an active-safety item. */
function identification(time: number, serial: number): ActiveSafetyItem['alarmIdentification'] {
  return {
    layout: 'jiangsu',
    terminalId: 'RW00001',
    time: new Date(time).toISOString(),
    serial,
    attachmentCount: 0,
    reserved: 0,
  };
}

const safetyPosition = (time: number, speedKmh: number) => ({
  speedKmh,
  altitudeM: 12,
  latitude: 32.0603,
  longitude: 118.7969,
  time: new Date(time).toISOString(),
  vehicleStatusFlags: 1,
});

export function adasItem(input: {
  alarmId: number;
  eventType: number;
  level: number;
  time: number;
  flagStatus?: number;
  serial?: number;
  speedKmh?: number;
}): AdasItem {
  return {
    itemId: 0x64,
    type: 'adas',
    alarmId: input.alarmId,
    flagStatus: input.flagStatus ?? 0,
    eventType: input.eventType,
    level: input.level,
    frontVehicleSpeedKmh: 0,
    headwayS: 0,
    deviationType: 0,
    roadSignType: 0,
    roadSignValue: 0,
    ...safetyPosition(input.time, input.speedKmh ?? 60),
    alarmIdentification: identification(input.time, input.serial ?? 0),
  };
}

/** A tyre-pressure (TPMS, 0x66) item listing `events` (tyre position, alarm type bits, kPa, °C, battery %). */
export function tyreItem(input: {
  alarmId: number;
  time: number;
  events: TyreEvent[];
  flagStatus?: number;
  serial?: number;
}): TyrePressureItem {
  return {
    itemId: 0x66,
    type: 'tyrePressureMonitor',
    alarmId: input.alarmId,
    flagStatus: input.flagStatus ?? 0,
    events: input.events,
    ...safetyPosition(input.time, 60),
    alarmIdentification: identification(input.time, input.serial ?? 0),
  };
}

export function dsmItem(input: {
  alarmId: number;
  eventType: number;
  level: number;
  time: number;
  flagStatus?: number;
  serial?: number;
}): DsmItem {
  return {
    itemId: 0x65,
    type: 'dsm',
    alarmId: input.alarmId,
    flagStatus: input.flagStatus ?? 0,
    eventType: input.eventType,
    level: input.level,
    fatigueLevel: 0,
    reservedHex: '00000000',
    ...safetyPosition(input.time, 50),
    alarmIdentification: identification(input.time, input.serial ?? 0),
  };
}

export interface RecordingLogger extends PipelineLogger {
  errors: { obj: object; msg?: string | undefined }[];
  warnings: { obj: object; msg?: string | undefined }[];
}

export function recordingLogger(): RecordingLogger {
  const errors: RecordingLogger['errors'] = [];
  const warnings: RecordingLogger['warnings'] = [];
  return {
    errors,
    warnings,
    info: () => undefined,
    warn: (obj, msg) => warnings.push({ obj, msg }),
    error: (obj, msg) => errors.push({ obj, msg }),
  };
}

export interface PipelineHarness {
  pipeline: Pipeline;
  events: LiveEvent[];
  logger: RecordingLogger;
  /** The controllable server clock. */
  clock: { now: number };
  /** Advances the clock and runs the time-based rules, then writes. */
  advance(ms: number): Promise<void>;
}

/** A pipeline on a controllable clock whose timers never fire during a test (flush and tick are called). */
export function startPipeline(
  db: Database,
  options: Partial<Omit<PipelineOptions, 'db' | 'bus' | 'logger' | 'now'>> = {},
): PipelineHarness {
  const bus = createLocalLiveBus();
  const events: LiveEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const logger = recordingLogger();
  const clock = { now: T0 };
  const pipeline = createPipeline({
    db,
    bus,
    logger,
    now: () => clock.now,
    offlineAfterMs: 3 * MINUTE,
    flushIntervalMs: HOUR,
    tickIntervalMs: HOUR,
    batchSize: 10_000,
    ...options,
  });
  return {
    pipeline,
    events,
    logger,
    clock,
    async advance(ms) {
      clock.now += ms;
      await pipeline.flush();
      pipeline.tick(clock.now);
      await pipeline.flush();
    },
  };
}
