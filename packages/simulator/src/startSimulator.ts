import { canonicalPhone, tyreAlarmFlags, type AlarmName, type TyreAlarmName } from '@roadwatch/jt808';
import { acknowledgingAudioHandler, type AudioHandler } from './audio/AudioHandler';
import { safetyEventCode } from './behaviour/safetyEvents';
import type { Sample } from './behaviour/Sample';
import { PortableLoggerModel } from './behaviour/PortableLoggerModel';
import { SiteSensorModel } from './behaviour/SiteSensorModel';
import { VehicleModel } from './behaviour/VehicleModel';
import { ScaledClock, type SimClock } from './clock/SimClock';
import { sendFast, type FastRunOptions, type FastRunResult } from './fastReports';
import { createFaults, type Faults, type IntercomFaults } from './faults/faults';
import type { SimPortableSpec } from './fleet/SimPortableSpec';
import type { SimSiteSpec } from './fleet/SimSiteSpec';
import type { SimVehicleSpec, TerminalSpec } from './fleet/SimVehicleSpec';
import { createCounters, type ReceivedAv, type ReceivedText, type SimEvent, type SimStats } from './stats';
import { ConnectGate } from './terminal/ConnectGate';
import { TerminalClient, type TerminalHost } from './terminal/TerminalClient';
import { mixSeed, Random } from './world';

export interface SimulatorOptions {
  host?: string;
  /** The gateway's JT/T 808 port. */
  port: number;
  vehicles: readonly SimVehicleSpec[];
  /** Warehouse and store temperature loggers, on the same clock and connection machinery (default none). */
  sites?: readonly SimSiteSpec[];
  /** Incubators' portable loggers, riding their carrier vehicles for part of the day (default none). */
  portables?: readonly SimPortableSpec[];
  seed?: number;
  /** Simulation start (epoch ms); default now. */
  start?: number;
  /** Simulation seconds per real second (default 1). Ignored when `clock` is given. */
  timeScale?: number;
  /** A clock of your own, e.g. a ManualClock in tests. */
  clock?: SimClock;
  faults?: Partial<Omit<Faults, 'intercom'>> & { intercom?: Partial<IntercomFaults> };
  onEvent?: (event: SimEvent) => void;
  /** JT/T 1078 audio extension point (default: acknowledge). */
  audio?: AudioHandler;
  /** Terminals between connect and authenticated at once (default 256). */
  connectConcurrency?: number;
  /** Simulation ms of silence before a heartbeat (default 60 s). */
  heartbeatMs?: number;
  /** Real ms: reconnect back-off base and cap, and the wait after the platform refused a terminal. */
  retry?: { baseMs?: number; maxMs?: number; refusedMs?: number };
  /** Real ms to get from connect to authenticated (default 10 s). */
  handshakeTimeoutMs?: number;
  /** Reports kept per terminal while offline (default 240; thinned beyond). */
  maxStored?: number;
}

export interface SimulatedVehicle {
  vehicleId: number;
  /** The phone the terminal uses (a fake one under the unknown-terminal fault). */
  phone: string;
  spec: SimVehicleSpec;
  /** Whether the phone is deliberately unknown to the platform. */
  unknownTerminal: boolean;
}

export interface SimulatedSite {
  siteId: number;
  phone: string;
  spec: SimSiteSpec;
}

export interface SimulatedPortable {
  siteId: number;
  phone: string;
  spec: SimPortableSpec;
}

/** One tyre a simulated tyre-pressure monitor reports (see Simulator.raiseTyre). */
export interface RaisedTyre {
  position: number;
  alarms: TyreAlarmName[];
  pressureKpa: number;
  temperatureC: number;
  batteryPercent?: number;
}

export interface Simulator {
  readonly vehicles: readonly SimulatedVehicle[];
  readonly sites: readonly SimulatedSite[];
  readonly portables: readonly SimulatedPortable[];
  /** Live fault settings: change them while running. */
  readonly faults: Faults;
  readonly clock: SimClock;
  stats(): SimStats;
  stop(): Promise<void>;
  /** A refrigeration fault at the site starting now (its probes leave their range, then recover). */
  forceSiteFault(siteId: number): void;
  /**
   * Every probe of the site's logger reads `temperatureC` from now on (null: back to the model) and the logger
   * reports at once (tests: a value beyond a point's limits is an excursion the platform must see).
   */
  holdSiteTemperature(siteId: number, temperatureC: number | null): Sample;
  /** The incubator's portable logger reads `temperatureC` from now on (null: back to the model), reported at once. */
  holdPortableTemperature(siteId: number, temperatureC: number | null): Sample;
  /** Resolves when `count` terminals (default all known ones, sites included) are online; rejects after `timeoutMs` real ms. */
  whenOnline(count?: number, timeoutMs?: number): Promise<void>;
  setAcc(vehicle: number | string, on: boolean): Sample;
  /** Sends the vehicle out on a shift from now, whatever the hour (its terminal then reports it moving). */
  dispatch(vehicle: number | string, hours?: number): Sample;
  raiseAdas(phone: number | string, kind: string | number): Sample;
  /** Opens (true) or shuts the vehicle's cargo door now; the terminal reports at once. */
  holdCargoDoor(vehicle: number | string, open: boolean): Sample;
  /** The vehicle's refrigeration unit trips now (stopped, probes out of range); the terminal reports at once. */
  tripReefer(vehicle: number | string): Sample;
  /**
   * The vehicle's body equipment (hydraulic lift, unloading valve, trailer coupling) goes to work (true) or rests
   * (false) now and stays so until released (null); the terminal reports at once.
   */
  holdBody(vehicle: number | string, atWork: boolean | null): Sample;
  /** The vehicle's working day ends now: it parks and its driver pulls the IC card; the terminal reports at once. */
  endShift(vehicle: number | string): Sample;
  raiseDsm(phone: number | string, kind: string | number): Sample;
  /**
   * The vehicle's tyre-pressure monitor reports one tyre now (position counted from the front left, 0-based; its
   * alarms, pressure in kPa, temperature in °C, sensor battery %, 80 unless said), as a 0x66 item.
   */
  raiseTyre(vehicle: number | string, tyre: RaisedTyre): Sample;
  /** Sets (true) or clears a pre-warning alarm bit (e.g. 'overspeedWarning') now; the terminal reports at once. */
  holdWarning(vehicle: number | string, name: AlarmName, on: boolean): Sample;
  /** The load sensor weighs `kg` from now until released (null); the terminal reports at once. */
  holdLoad(vehicle: number | string, kg: number | null): Sample;
  /** Couples the trailer whose device reports `deviceNo` now, or uncouples it (null); the terminal reports at once. */
  coupleTrailer(vehicle: number | string, deviceNo: string | null): Sample;
  disconnect(phone: number | string): void;
  receivedTexts(phone: number | string): readonly ReceivedText[];
  receivedAv(phone: number | string): readonly ReceivedAv[];
  /** Bench mode: see FastRunOptions. The normal schedule is paused meanwhile. */
  sendLocationsAsFastAsPossible(options: FastRunOptions): Promise<FastRunResult>;
}

/** Anything that reports on the simulation clock: a vehicle or a site's logger. */
interface Scheduled {
  model: { nextAt: number; step(): Sample };
  client: TerminalClient;
  wakeAt: number;
}

interface Entry extends Scheduled {
  view: SimulatedVehicle;
  model: VehicleModel;
}

interface SiteEntry extends Scheduled {
  view: SimulatedSite;
  model: SiteSensorModel;
}

interface PortableEntry extends Scheduled {
  view: SimulatedPortable;
  model: PortableLoggerModel;
}

/** A site or portable logger as a terminal: no vehicle (id 0), its name for the plate, plate colour 0. */
function siteTerminalSpec(spec: SimSiteSpec | SimPortableSpec): TerminalSpec {
  const { phone, edition, terminalModel, homeCity } = spec;
  return { vehicleId: 0, phone, plate: spec.name, plateColor: 0, edition, terminalModel, homeCity };
}

const STREAM_NETWORK = 9301;
const STREAM_UNKNOWN = 9302;
const DEFAULT_HEARTBEAT_MS = 60_000;

/** A phone no seeded vehicle has (seeded ones start 0145/0147/0148/0149/0172). */
function unknownPhone(rng: Random): string {
  return '0199' + rng.digits(8);
}

/**
 * Starts N terminals against a JT/T 808 gateway. Vehicles move on the simulation clock; sockets, back-off and
 * timeouts use real time. Deterministic for (seed, vehicles, start): the same reports at the same simulated times.
 */
export function startSimulator(options: SimulatorOptions): Simulator {
  const seed = options.seed ?? 1;
  const start = options.start ?? Date.now();
  const clock = options.clock ?? new ScaledClock(start, options.timeScale ?? 1);
  const faults = createFaults(options.faults);
  const counters = createCounters();
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const host: TerminalHost = {
    host: options.host ?? '127.0.0.1',
    port: options.port,
    clock,
    counters,
    faults,
    audio: options.audio ?? acknowledgingAudioHandler,
    gate: new ConnectGate(options.connectConcurrency ?? 256),
    rng: new Random(mixSeed(seed, STREAM_NETWORK)),
    emit: options.onEvent ?? null,
    onlineChanged: () => {
      for (const check of onlineWaiters) check();
    },
    retry: {
      baseMs: options.retry?.baseMs ?? 1000,
      maxMs: options.retry?.maxMs ?? 30_000,
      refusedMs: options.retry?.refusedMs ?? 300_000,
    },
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? 10_000,
    maxStored: options.maxStored ?? 240,
  };
  const onlineWaiters = new Set<() => void>();
  const unknownRng = new Random(mixSeed(seed, STREAM_UNKNOWN));
  const entries: Entry[] = [];
  const byKey = new Map<string, Entry>();
  let stopped = false;
  let fastRunning = false;

  for (const spec of options.vehicles) {
    const unknownTerminal = faults.unknownTerminalRate > 0 && unknownRng.chance(faults.unknownTerminalRate);
    const phone = unknownTerminal ? unknownPhone(unknownRng) : spec.phone;
    const model = new VehicleModel(spec, seed, start);
    const client = new TerminalClient(spec, phone, host, () => model.peek());
    const entry: Entry = {
      view: { vehicleId: spec.vehicleId, phone, spec, unknownTerminal },
      model,
      client,
      wakeAt: model.nextAt,
    };
    entries.push(entry);
    byKey.set(canonicalPhone(phone), entry);
    if (phone !== spec.phone) byKey.set(canonicalPhone(spec.phone), entry);
    byKey.set(`#${spec.vehicleId}`, entry);
  }

  const siteEntries: SiteEntry[] = (options.sites ?? []).map((spec) => {
    const model = new SiteSensorModel(spec, seed, start);
    const client = new TerminalClient(siteTerminalSpec(spec), spec.phone, host, () => model.peek());
    return { view: { siteId: spec.siteId, phone: spec.phone, spec }, model, client, wakeAt: model.nextAt };
  });
  const portableEntries: PortableEntry[] = (options.portables ?? []).map((spec) => {
    const carrier = spec.carrierVehicleId === null ? undefined : byKey.get(`#${spec.carrierVehicleId}`);
    const model = new PortableLoggerModel(spec, seed, start, () => {
      if (!carrier) return null;
      const { time, lon, lat } = carrier.model.peek();
      return { time, lon, lat };
    });
    const client = new TerminalClient(siteTerminalSpec(spec), spec.phone, host, () => model.peek());
    return { view: { siteId: spec.siteId, phone: spec.phone, spec }, model, client, wakeAt: model.nextAt };
  });
  const terminals: Scheduled[] = [...entries, ...siteEntries, ...portableEntries];

  const find = (key: number | string): Entry => {
    const entry =
      typeof key === 'number'
        ? byKey.get(`#${key}`)
        : (byKey.get(canonicalPhone(key)) ?? byKey.get(`#${key}`));
    if (!entry) throw new RangeError(`no simulated vehicle ${key}`);
    return entry;
  };

  const schedule = (entry: Scheduled) => {
    const client = entry.client;
    // Offline terminals are looked at again a heartbeat later, by when they may have come online.
    const heartbeatAt = Math.max(
      clock.now() + 1000,
      client.state === 'online' ? client.lastSentAt + heartbeatMs : clock.now() + heartbeatMs,
    );
    const at = Math.min(entry.model.nextAt, heartbeatAt);
    entry.wakeAt = at;
    clock.schedule(at, () => wake(entry, at));
  };

  const wake = (entry: Scheduled, at: number) => {
    // Out-of-band reports reschedule a vehicle; the superseded wake-up is ignored.
    if (stopped || entry.wakeAt !== at) return;
    if (entry.model.nextAt <= clock.now()) entry.client.onSample(entry.model.step());
    else if (clock.now() - entry.client.lastSentAt >= heartbeatMs) entry.client.heartbeat();
    schedule(entry);
  };

  const outOfBand = (entry: Scheduled, sample: Sample): Sample => {
    entry.client.onSample(sample);
    schedule(entry);
    return sample;
  };

  for (const entry of terminals) {
    entry.client.start();
    schedule(entry);
  }

  const onlineCount = () => terminals.reduce((n, e) => n + (e.client.state === 'online' ? 1 : 0), 0);

  return {
    vehicles: entries.map((e) => e.view),
    sites: siteEntries.map((e) => e.view),
    portables: portableEntries.map((e) => e.view),
    faults,
    clock,
    stats: () => {
      let online = 0;
      let connecting = 0;
      let storedReports = 0;
      for (const { client } of terminals) {
        if (client.state === 'online') online += 1;
        else if (client.state !== 'offline' && client.state !== 'backoff' && client.state !== 'stopped') {
          connecting += 1;
        }
        storedReports += client.storedCount;
      }
      return {
        ...counters,
        terminals: terminals.length,
        online,
        connecting,
        storedReports,
        simTime: clock.now(),
      };
    },
    stop: async () => {
      stopped = true;
      clock.stop();
      for (const check of onlineWaiters) check();
      await Promise.all(terminals.map((e) => e.client.stop()));
    },
    forceSiteFault: (siteId) => {
      const entry = siteEntries.find((e) => e.view.siteId === siteId);
      if (!entry) throw new RangeError(`no simulated site ${siteId}`);
      entry.model.forceFault();
    },
    holdSiteTemperature: (siteId, temperatureC) => {
      const entry = siteEntries.find((e) => e.view.siteId === siteId);
      if (!entry) throw new RangeError(`no simulated site ${siteId}`);
      return outOfBand(entry, entry.model.holdTemperature(temperatureC, clock.now()));
    },
    holdPortableTemperature: (siteId, temperatureC) => {
      const entry = portableEntries.find((e) => e.view.siteId === siteId);
      if (!entry) throw new RangeError(`no simulated portable logger ${siteId}`);
      return outOfBand(entry, entry.model.holdTemperature(temperatureC, clock.now()));
    },
    whenOnline: (
      count = entries.filter((e) => !e.view.unknownTerminal).length +
        siteEntries.length +
        portableEntries.length,
      timeoutMs = 60_000,
    ) =>
      new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          clearTimeout(timer);
          onlineWaiters.delete(check);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (onlineCount() >= count) done();
          else if (stopped) done(new Error('simulator stopped'));
        };
        const timer = setTimeout(
          () => done(new Error(`only ${onlineCount()} of ${count} terminals online after ${timeoutMs} ms`)),
          timeoutMs,
        );
        onlineWaiters.add(check);
        check();
      }),
    setAcc: (key, on) => {
      const entry = find(key);
      return outOfBand(entry, entry.model.setAcc(on, clock.now()));
    },
    dispatch: (key, hours) => {
      const entry = find(key);
      return outOfBand(entry, entry.model.dispatch(clock.now(), hours));
    },
    holdCargoDoor: (key, open) => {
      const entry = find(key);
      return outOfBand(entry, entry.model.holdDoor(open, clock.now()));
    },
    holdBody: (key, atWork) => {
      const entry = find(key);
      return outOfBand(entry, entry.model.holdBody(atWork, clock.now()));
    },
    tripReefer: (key) => {
      const entry = find(key);
      return outOfBand(entry, entry.model.tripReefer(clock.now()));
    },
    endShift: (key) => {
      const entry = find(key);
      return outOfBand(entry, entry.model.endShift(clock.now()));
    },
    raiseAdas: (key, kind) => {
      const entry = find(key);
      entry.model.raise('adas', safetyEventCode('adas', kind), clock.now());
      return outOfBand(entry, entry.model.sampleAt(clock.now()));
    },
    raiseTyre: (key, tyre) => {
      const entry = find(key);
      entry.model.raiseTyre(
        [
          {
            tyrePosition: tyre.position,
            alarmTypeFlags: tyreAlarmFlags(tyre.alarms),
            pressureKpa: tyre.pressureKpa,
            temperatureC: tyre.temperatureC,
            batteryPercent: tyre.batteryPercent ?? 80,
          },
        ],
        clock.now(),
      );
      return outOfBand(entry, entry.model.sampleAt(clock.now()));
    },
    raiseDsm: (key, kind) => {
      const entry = find(key);
      entry.model.raise('dsm', safetyEventCode('dsm', kind), clock.now());
      return outOfBand(entry, entry.model.sampleAt(clock.now()));
    },
    holdWarning: (key, name, on) => {
      const entry = find(key);
      return outOfBand(entry, entry.model.holdWarning(name, on, clock.now()));
    },
    holdLoad: (key, kg) => {
      const entry = find(key);
      return outOfBand(entry, entry.model.holdLoad(kg, clock.now()));
    },
    coupleTrailer: (key, deviceNo) => {
      const entry = find(key);
      return outOfBand(entry, entry.model.coupleTrailer(deviceNo, clock.now()));
    },
    disconnect: (key) => find(key).client.disconnect(),
    receivedTexts: (key) => find(key).client.texts,
    receivedAv: (key) => find(key).client.av,
    sendLocationsAsFastAsPossible: async (fastOptions) => {
      if (fastRunning) throw new Error('a fast run is already going');
      fastRunning = true;
      const pausable = clock instanceof ScaledClock ? clock : null;
      pausable?.pause();
      try {
        return await sendFast(entries, fastOptions);
      } finally {
        fastRunning = false;
        pausable?.resume();
      }
    },
  };
}
