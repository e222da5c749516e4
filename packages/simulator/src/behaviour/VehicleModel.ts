import type { AlarmName, IoStatusName, TyreEvent } from '@roadwatch/jt808';
import type { BodyEquipment, SimVehicleSpec } from '../fleet/SimVehicleSpec';
import {
  bearing,
  CITIES,
  distanceKm,
  HOUR_MS,
  MINUTE_MS,
  mixSeed,
  pointOnRoute,
  Random,
  ROAD_FACTOR,
  roundCoord,
  type City,
  type LonLat,
} from '../world';
import { altitudeAt, cruiseTarget, nextSpeed, zoneOf } from './driving';
import { Reefer } from './Reefer';
import { drawSafetyEvent, SAFETY_RATES_PER_HOUR } from './safetyEvents';
import type { LinkState, SafetyEvent, Sample, TyreAlarm } from './Sample';
import { chinaHour, nextWorkDay, workDayAt, type WorkDay } from './workDay';

type TripPurpose = 'delivery' | 'unload' | 'depot';

interface Route {
  from: LonLat;
  to: LonLat;
  bend: number;
  /** Road length; longer than the great circle. */
  km: number;
  done: number;
  purpose: TripPurpose;
}

type HaltPurpose = 'start' | 'delivery' | 'unload' | 'load' | 'rest' | 'park' | 'held';

/** A stop. Every boundary inside it is a report time, so ignition, door and link changes are reported as they happen. */
interface Halt {
  purpose: HaltPurpose;
  from: number;
  /** Departure; Infinity while ignition is held off from outside. */
  until: number;
  accOffFrom: number;
  accOffUntil: number;
  doorFrom: number;
  doorUntil: number;
  sleepFrom: number;
  sleepUntil: number;
  /** The body equipment at work (lift raised, unloading, trailer dropped). */
  bodyFrom: number;
  bodyUntil: number;
}

const STREAM_VEHICLE = 9201;
/** Terminals report every 5 minutes with the ignition off (the usual "sleep" interval). */
export const PARKED_INTERVAL_MS = 5 * MINUTE_MS;
const REPORT_INTERVALS_S = [10, 15, 20, 30] as const;
/** Coverage holes while driving (tunnels, mountains): per driving hour, longer-haul vehicles more. */
const GAPS_PER_HOUR = { city: 0.05, regional: 0.1, trunk: 0.15 } as const;
/** Device alarms per vehicle-hour. */
const SOS_PER_HOUR = 0.0004;
const UNDERVOLTAGE_PER_HOUR = { driving: 0.0005, parked: 0.003 } as const;
const ANTENNA_PER_HOUR = 0.0004;
const OVERSPEED_EPISODES_PER_HOUR = { city: 0.01, highway: 0.06 } as const;
/** Continuous driving beyond this without a 20-minute break sets the fatigue-driving alarm bit. */
const FATIGUE_AFTER_MS = 4 * HOUR_MS;
const NO_HALT_MARK = Infinity;

/** The IO input (item 0x2A) each kind of body equipment is wired to. */
const BODY_IO_BIT = {
  dumpBody: 'hydraulicLift',
  bulkTank: 'unloading',
  tractor: 'headSeparated',
} as const satisfies Record<BodyEquipment, IoStatusName>;

/** Share of the rated load a loaded truck carries, and what an empty one's sensor still weighs. */
const CARGO_SHARE = 0.85;
const EMPTY_SHARE = 0.02;

const ceilSecond = (t: number) => Math.ceil(t / 1000) * 1000;

function halt(purpose: HaltPurpose, from: number, until: number, parts: Partial<Halt> = {}): Halt {
  return {
    purpose,
    from,
    until,
    accOffFrom: NO_HALT_MARK,
    accOffUntil: NO_HALT_MARK,
    doorFrom: NO_HALT_MARK,
    doorUntil: NO_HALT_MARK,
    sleepFrom: NO_HALT_MARK,
    sleepUntil: NO_HALT_MARK,
    bodyFrom: NO_HALT_MARK,
    bodyUntil: NO_HALT_MARK,
    ...parts,
  };
}

/**
 * One vehicle's life, deterministic for (seed, vehicle, start time): work windows by GMT+8 day, trips by duty
 * (city deliveries, regional runs, long-haul lines with rests and night stops), speeds by road, ignition, doors,
 * refrigeration, driver-risk events, device alarms and link gaps. `step()` moves to the next report time and
 * returns what the terminal reports there; nothing here touches the network.
 */
export class VehicleModel {
  /** Time of the latest sample (epoch ms). */
  t: number;
  /** When the next report is due. */
  nextAt: number;
  readonly driveIntervalMs: number;

  private readonly rng: Random;
  private readonly reefer: Reefer | null;
  /** The cargo door held open by `holdDoor`, whatever the stop says. */
  private doorHeld = false;
  /** The body equipment held at work (true) or idle (false) by `holdBody`, whatever the stop says; null: the stop's. */
  private bodyHeld: boolean | null = null;
  /** Pre-warning alarm bits held set by `holdWarning` (tests and demos), reported with every sample until released. */
  private readonly warnings = new Set<AlarmName>();
  /** The weighing held by `holdLoad` (tests and demos), whatever the trip says; null: the trip's. */
  private loadHeld: number | null = null;
  /** The device number of the trailer coupled now (item 0xE4), null while none is. */
  private trailerNo: string | null;
  private readonly home: City;
  private lon: number;
  private lat: number;
  private speed = 0;
  private dir: number;
  private mileage: number;
  private fuel: number | null;
  private route: Route | null = null;
  private stop: Halt | null = null;
  private work: WorkDay | null = null;
  private upcoming: WorkDay | null = null;
  private deliveriesLeft = 0;
  private regionalDone = false;
  private drivenTodayMs = 0;
  private stintMs = 0;
  private stintLimitMs = 3 * HOUR_MS;
  private overspeedUntil = 0;
  private gapUntil = 0;
  private sosUntil = 0;
  private powerUntil = 0;
  private antennaUntil = 0;
  private fix: LonLat;
  private loaded = false;
  private held = false;
  private pending: SafetyEvent[] = [];
  private pendingTyres: TyreAlarm[] = [];
  /** Card events not yet reported; whether the driver's card is in (a card is only pulled after an insert). */
  private card: 'inserted' | 'pulled' | null = null;
  private cardIn = false;

  constructor(
    readonly spec: SimVehicleSpec,
    private readonly seed: number,
    start: number,
  ) {
    this.rng = new Random(mixSeed(seed, STREAM_VEHICLE, spec.vehicleId));
    const rng = this.rng;
    this.reefer = spec.probes.length > 0 ? new Reefer(spec.probes) : null;
    this.trailerNo = spec.trailerNo ?? null;
    this.home = CITIES[spec.homeCity];
    this.driveIntervalMs = rng.pick(REPORT_INTERVALS_S) * 1000;
    const last = spec.last;
    // Continue after the last stored fix (track points are keyed by time), unless that fix claims to be from the
    // future: a terminal clock gone wrong should not freeze the simulated vehicle until the world catches up.
    const lastFix = last?.gpsTime ?? 0;
    this.t = ceilSecond(lastFix > start + 10 * MINUTE_MS ? start : Math.max(start, lastFix + 1000));
    this.lon = last?.lon ?? spec.depot.lon;
    this.lat = last?.lat ?? spec.depot.lat;
    this.fix = { lon: this.lon, lat: this.lat };
    this.dir = last?.directionDeg ?? rng.int(0, 359);
    this.mileage = last?.mileageKm ?? Math.round(rng.range(20_000, 400_000) * 10) / 10;
    this.fuel = spec.fuelPer100Km > 0 ? Math.round(spec.tankL * rng.range(0.35, 0.95)) : null;
    const work = workDayAt(seed, spec.vehicleId, spec.duty, this.t);
    if (work) {
      if (!last && spec.duty === 'city') {
        // A generated city van starting mid-shift is somewhere in town rather than at the depot.
        this.lon = this.home.lon + rng.range(-0.12, 0.12);
        this.lat = this.home.lat + rng.range(-0.1, 0.1);
      }
      this.beginWork(work);
      this.stop = halt('start', this.t, this.t + rng.int(10, 120) * 1000);
    } else {
      this.park(true);
    }
    // Spread the first reports so thousands of terminals do not all report in the same second.
    this.nextAt = this.t + rng.int(1, this.driveIntervalMs / 1000) * 1000;
  }

  /** Moves to the next report time (or an earlier arrival) and returns the report there. */
  step(): Sample {
    this.advance(this.nextAt, true);
    return this.sampleAndSchedule();
  }

  /** A report now (ignition change, forced event): moves the vehicle to `time` (rounded up to a new second). */
  sampleAt(time: number): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    return this.sampleAndSchedule();
  }

  /** The latest state without moving or consuming events: the answer to a location query. */
  peek(): Sample {
    return this.snapshot(false);
  }

  /** Ignition held off from outside (a test or an operator) until released; released, the plan resumes. */
  setAcc(on: boolean, time: number): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    const t = this.t;
    if (!on) {
      this.held = true;
      this.speed = 0;
      this.stop = halt('held', t, Infinity, { accOffFrom: t, accOffUntil: Infinity });
    } else if (this.held) {
      this.held = false;
      if (this.stop) {
        this.stop.accOffUntil = t;
        this.stop.until = t + 60_000;
      }
    }
    return this.sampleAndSchedule();
  }

  /**
   * A dispatcher sends the vehicle out now, whatever the hour (tests and demos): ignition on, a shift of `hours`
   * from now, and it pulls away after a second.
   */
  dispatch(time: number, hours = 8): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    const t = this.t;
    this.held = false;
    this.beginWork({
      start: t,
      end: t + hours * HOUR_MS,
      drivingTargetMs: hours * HOUR_MS,
      sleepsAtNight: false,
    });
    this.stop = halt('start', t, t + 1000);
    return this.sampleAndSchedule();
  }

  /** Queues a driver-risk event for the next report (tests and demos); the caller usually samples right away. */
  raise(kind: 'adas' | 'dsm', eventType: number, time?: number): void {
    // Stamped now, not at the last report (a parked vehicle reports every few minutes).
    if (time !== undefined && ceilSecond(time) > this.t) this.advance(ceilSecond(time), false);
    this.pending.push(
      drawSafetyEvent(this.rng, kind, this.place(), this.spec.risk, { eventType, tired: false }),
    );
  }

  /** Queues a tyre-pressure monitor event naming `tyres` for the next report (tests and demos). */
  raiseTyre(tyres: TyreEvent[], time?: number): void {
    if (time !== undefined && ceilSecond(time) > this.t) this.advance(ceilSecond(time), false);
    const place = this.place();
    this.pendingTyres.push({
      time: place.time,
      speedKmh: Math.min(255, Math.max(0, Math.round(place.speedKmh))),
      lon: place.lon,
      lat: place.lat,
      altitudeM: Math.max(0, Math.round(place.altitudeM)),
      tyres: tyres.map((tyre) => ({ ...tyre })),
    });
  }

  /** Position and motion now, for the fast bench mode which moves the vehicle on its own. */
  motion(): { lon: number; lat: number; speedKmh: number; directionDeg: number; mileageKm: number } {
    return {
      lon: this.lon,
      lat: this.lat,
      speedKmh: this.speed,
      directionDeg: this.dir,
      mileageKm: this.mileage,
    };
  }

  get acc(): boolean {
    const s = this.stop;
    if (!s) return true;
    return !(this.t >= s.accOffFrom && this.t < s.accOffUntil);
  }

  get link(): LinkState {
    if (this.t < this.gapUntil) return 'gap';
    const s = this.stop;
    if (s && this.t >= s.sleepFrom && this.t < s.sleepUntil) return 'sleep';
    return 'online';
  }

  private get doorOpen(): boolean {
    if (this.doorHeld) return true;
    const s = this.stop;
    return s !== null && this.t >= s.doorFrom && this.t < s.doorUntil;
  }

  private get bodyAtWork(): boolean {
    if (this.bodyHeld !== null) return this.bodyHeld;
    const s = this.stop;
    return s !== null && this.t >= s.bodyFrom && this.t < s.bodyUntil;
  }

  /**
   * The body equipment goes to work (true) or back to rest (false) now, wherever the vehicle is, until released with
   * null (tests and demos). Nothing is reported without equipment.
   */
  /** Sets (true) or clears a pre-warning alarm bit now; it stays set until cleared. */
  holdWarning(name: AlarmName, on: boolean, time: number): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    if (on) this.warnings.add(name);
    else this.warnings.delete(name);
    return this.sampleAndSchedule();
  }

  /**
   * The load sensor weighs `kg` from now (a truck loaded or unloaded, or overloaded on purpose) until released with
   * null (tests and demos); the terminal reports at once. Nothing is weighed without a sensor.
   */
  holdLoad(kg: number | null, time: number): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    this.loadHeld = kg;
    return this.sampleAndSchedule();
  }

  /**
   * What the load sensor weighs: a held weighing, else a loaded truck carries `CARGO_SHARE` of its rated load and an
   * empty one the sensor's residue (`EMPTY_SHARE`: straps, pallets). No random draw, so adding a sensor does not
   * change the rest of the vehicle's life.
   */
  private get loadKg(): number | null {
    const rated = this.spec.ratedLoadKg ?? null;
    if (rated === null || rated <= 0) return null;
    if (this.loadHeld !== null) return this.loadHeld;
    return Math.round(rated * (this.loaded ? CARGO_SHARE : EMPTY_SHARE));
  }

  /**
   * Couples the trailer whose device reports `deviceNo` now, or uncouples (null), wherever the vehicle is (tests and
   * demos); the terminal reports at once and names the trailer in every report until it changes.
   */
  coupleTrailer(deviceNo: string | null, time: number): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    this.trailerNo = deviceNo;
    return this.sampleAndSchedule();
  }

  holdBody(atWork: boolean | null, time: number): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    this.bodyHeld = atWork;
    return this.sampleAndSchedule();
  }

  /** The crew opens (or shuts again) the cargo door now, wherever the vehicle is (tests and demos). */
  holdDoor(open: boolean, time: number): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    this.doorHeld = open;
    return this.sampleAndSchedule();
  }

  /**
   * The working day ends now: the vehicle parks for the night and the driver pulls the IC card (0x0702), for tests and
   * demos of shift reports after `dispatch`.
   */
  endShift(time: number): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    this.park(false);
    return this.sampleAndSchedule();
  }

  /**
   * The refrigeration unit trips now and has been warming the box for a minute already, so the next report shows it
   * stopped and the probes out of their range (tests and demos). Nothing happens without a unit.
   */
  tripReefer(time: number): Sample {
    this.advance(Math.max(this.t + 1000, ceilSecond(time)), false);
    this.reefer?.startFault(this.rng, this.t - MINUTE_MS, 0);
    return this.sampleAndSchedule();
  }

  private pos(): LonLat {
    return { lon: this.lon, lat: this.lat };
  }

  private place() {
    return {
      time: this.t,
      speedKmh: this.speed,
      lon: roundCoord(this.lon),
      lat: roundCoord(this.lat),
      altitudeM: altitudeAt(this.lon, this.lat),
    };
  }

  /**
   * Moves the world on to `target`. Report times are chosen so that at most one boundary falls between two of
   * them; `stopAtEvents` makes an arrival end the step early (that is when a terminal reports it).
   */
  private advance(target: number, stopAtEvents: boolean): void {
    while (this.t < target) {
      const s = this.stop;
      if (s) {
        const to = Math.min(target, s.until);
        this.idle(to - this.t);
        this.t = to;
        if (this.t >= s.until) this.depart();
      } else {
        const arrived = this.drive(target - this.t);
        if (arrived && stopAtEvents) return;
      }
    }
  }

  private idle(dt: number): void {
    if (dt <= 0) return;
    const hours = dt / HOUR_MS;
    this.speed = 0;
    this.deviceAlarms(hours, this.acc ? UNDERVOLTAGE_PER_HOUR.driving : UNDERVOLTAGE_PER_HOUR.parked);
    this.reefer?.update(this.rng, this.t, dt, this.doorOpen, this.acc || this.loaded);
  }

  /** Drives for up to dt; returns true when the vehicle arrived or stopped on the way. */
  private drive(dt: number): boolean {
    const route = this.route;
    if (!route) {
      this.park(false);
      return true;
    }
    const rng = this.rng;
    const spec = this.spec;
    const hours = dt / HOUR_MS;
    const zone = zoneOf(route.km, route.done);
    if (this.t >= this.overspeedUntil && rng.chance(OVERSPEED_EPISODES_PER_HOUR[zone] * spec.risk * hours)) {
      this.overspeedUntil = this.t + rng.int(20, 240) * 1000;
    }
    const target = cruiseTarget(rng, zone, spec.speedLimitKmh, this.t < this.overspeedUntil);
    const speed = nextSpeed(this.speed, target);
    const avg = Math.max(3, (this.speed + speed) / 2);
    const reach = (avg * dt) / HOUR_MS;
    const remaining = route.km - route.done;
    const arriving = reach >= remaining;
    const used = arriving ? Math.min(dt, Math.max(1000, ceilSecond((remaining / avg) * HOUR_MS))) : dt;
    const km = arriving ? remaining : reach;
    route.done += km;
    const at = pointOnRoute(route.from, route.to, Math.min(1, route.done / route.km), route.bend);
    if (Math.abs(at.lon - this.lon) + Math.abs(at.lat - this.lat) > 1e-6) this.dir = bearing(this.pos(), at);
    this.lon = at.lon;
    this.lat = at.lat;
    this.t += used;
    // Pulling in: the report at arrival shows the speed it came in at; the stop that follows shows 0.
    this.speed = arriving ? Math.min(avg, speed) : speed;
    this.mileage += km;
    if (this.fuel !== null) this.fuel = Math.max(0, this.fuel - (km * spec.fuelPer100Km) / 100);
    this.drivenTodayMs += used;
    this.stintMs += used;
    this.drivingEvents(used / HOUR_MS);
    if (arriving) {
      this.arrive(route);
      return true;
    }
    if (spec.duty === 'trunk' && this.work) {
      if (this.drivenTodayMs >= this.work.drivingTargetMs || this.t >= this.work.end) {
        this.park(false);
        return true;
      }
    }
    if (this.stintMs >= this.stintLimitMs) {
      this.rest();
      return true;
    }
    return false;
  }

  private drivingEvents(hours: number): void {
    const rng = this.rng;
    const spec = this.spec;
    if (this.t >= this.gapUntil && rng.chance(GAPS_PER_HOUR[spec.duty] * hours)) {
      this.gapUntil = this.t + rng.int(60, 720) * 1000;
    }
    this.deviceAlarms(hours, UNDERVOLTAGE_PER_HOUR.driving);
    this.reefer?.update(rng, this.t, hours * HOUR_MS, false, true);
    if (!spec.activeSafety || this.speed < 20) return;
    const night = chinaHour(this.t) < 5;
    const tired = night || this.stintMs > 3 * HOUR_MS;
    if (rng.chance(SAFETY_RATES_PER_HOUR.adas * spec.risk * hours)) {
      this.pending.push(drawSafetyEvent(rng, 'adas', this.place(), spec.risk));
    }
    if (rng.chance(SAFETY_RATES_PER_HOUR.dsm * spec.risk * hours * (tired ? 2 : 1))) {
      this.pending.push(drawSafetyEvent(rng, 'dsm', this.place(), spec.risk, { tired }));
    }
  }

  private deviceAlarms(hours: number, undervoltagePerHour: number): void {
    const rng = this.rng;
    const t = this.t;
    if (t >= this.sosUntil && rng.chance(SOS_PER_HOUR * hours)) this.sosUntil = t + rng.int(60, 240) * 1000;
    if (t >= this.powerUntil && rng.chance(undervoltagePerHour * hours)) {
      this.powerUntil = t + rng.int(5, 60) * MINUTE_MS;
    }
    if (t >= this.antennaUntil && rng.chance(ANTENNA_PER_HOUR * hours)) {
      this.antennaUntil = t + rng.int(5, 30) * MINUTE_MS;
    }
  }

  private beginWork(work: WorkDay): void {
    const rng = this.rng;
    this.work = work;
    this.upcoming = null;
    this.card = 'inserted';
    this.cardIn = true;
    this.drivenTodayMs = 0;
    this.stintMs = 0;
    this.stintLimitMs = (rng.chance(0.1) ? rng.range(4.05, 4.6) : rng.range(2.5, 3.9)) * HOUR_MS;
    this.regionalDone = false;
    this.deliveriesLeft =
      this.spec.duty === 'city' ? rng.int(2, 5) : this.spec.duty === 'regional' ? rng.int(0, 2) : 0;
    this.loaded = distanceKm(this.pos(), this.spec.depot) < 5 || this.loaded;
  }

  private depart(): void {
    const s = this.stop;
    this.stop = null;
    if (!s) return;
    if (s.purpose === 'park' && this.upcoming) this.beginWork(this.upcoming);
    // A break of 20 minutes or more resets the continuous-driving clock.
    if (this.t - s.from >= 20 * MINUTE_MS) this.stintMs = 0;
    const inWindow = this.work !== null && this.t < this.work.end + HOUR_MS;
    if (this.route && this.route.done < this.route.km - 1e-9 && (inWindow || s.purpose === 'held')) return;
    this.route = inWindow ? this.planTrip() : null;
    if (!this.route) this.park(false);
  }

  private arrive(route: Route): void {
    this.refuelIfLow();
    const rng = this.rng;
    const t = this.t;
    this.route = null;
    this.stintMs = 0;
    switch (route.purpose) {
      case 'delivery': {
        this.deliveriesLeft -= 1;
        const hour = chinaHour(t);
        const lunch = hour >= 11.5 && hour <= 13.5 ? rng.int(30, 50) : 0;
        const until = t + (rng.int(15, 45) + lunch) * MINUTE_MS;
        const accOff = rng.chance(0.8);
        this.stop = halt('delivery', t, until, {
          accOffFrom: accOff ? t + 60_000 : NO_HALT_MARK,
          accOffUntil: accOff ? until - 90_000 : NO_HALT_MARK,
          doorFrom: t + 90_000,
          doorUntil: t + 90_000 + rng.int(3, 10) * MINUTE_MS,
          ...this.bodyWork(t, until),
        });
        return;
      }
      case 'unload': {
        const minutes = this.spec.duty === 'trunk' ? rng.int(90, 180) : rng.int(45, 120);
        const until = t + minutes * MINUTE_MS;
        this.regionalDone = true;
        this.stop = halt('unload', t, until, {
          accOffFrom: t + 60_000,
          accOffUntil: until - 120_000,
          doorFrom: t + 5 * MINUTE_MS,
          doorUntil: t + (5 + rng.int(10, 25)) * MINUTE_MS,
          ...this.bodyWork(t, until),
        });
        this.loaded = rng.chance(0.4); // a return load, sometimes
        return;
      }
      case 'depot': {
        const work = this.work;
        if (work && this.spec.duty !== 'trunk' && this.deliveriesLeft > 0 && t < work.end - HOUR_MS) {
          const until = t + rng.int(20, 40) * MINUTE_MS;
          this.stop = halt('load', t, until, {
            doorFrom: t + 2 * MINUTE_MS,
            doorUntil: t + 12 * MINUTE_MS,
          });
          this.loaded = true;
          return;
        }
        this.loaded = false;
        this.park(false);
        return;
      }
    }
  }

  /**
   * The body equipment's work at a delivery or unloading stop: a dump truck tips for 2–5 minutes, a bulk tanker
   * blows its load off for 15–40 minutes, a tractor drops its trailer and hooks it (or another) again before leaving.
   */
  private bodyWork(t: number, until: number): Pick<Halt, 'bodyFrom' | 'bodyUntil'> | Record<string, never> {
    const body = this.spec.body;
    if (body === null) return {};
    const from = t + 3 * MINUTE_MS;
    const latest = until - 3 * MINUTE_MS;
    if (latest <= from) return {};
    const minutes =
      body === 'dumpBody' ? this.rng.int(2, 5) : body === 'bulkTank' ? this.rng.int(15, 40) : Infinity;
    return { bodyFrom: from, bodyUntil: Math.min(latest, from + minutes * MINUTE_MS) };
  }

  /** Drivers fill up at a stop once the tank is below 40 % (enough for the longest stint). */
  private refuelIfLow(): void {
    if (this.fuel !== null && this.fuel < this.spec.tankL * 0.4) {
      this.fuel = this.spec.tankL * this.rng.range(0.9, 1);
    }
  }

  private rest(): void {
    this.refuelIfLow();
    const rng = this.rng;
    const t = this.t;
    const until = t + rng.int(20, 45) * MINUTE_MS;
    const accOff = rng.chance(0.5);
    this.stop = halt('rest', t, until, {
      accOffFrom: accOff ? t + 60_000 : NO_HALT_MARK,
      accOffUntil: accOff ? until - 60_000 : NO_HALT_MARK,
    });
  }

  /** Night parking until the next work window; some terminals power down meanwhile. */
  private park(initial: boolean): void {
    if (!initial) this.refuelIfLow();
    const rng = this.rng;
    const t = this.t;
    const sleeps = initial ? rng.chance(0.3) : (this.work?.sleepsAtNight ?? false);
    // At least six hours off after a working day; at start-up, simply the next window.
    const next = nextWorkDay(this.seed, this.spec.vehicleId, this.spec.duty, initial ? t : t + 6 * HOUR_MS);
    const warmUp = rng.int(2, 5) * MINUTE_MS;
    const until = Math.max(next.start, t + 10 * MINUTE_MS);
    const sleepFrom = t + rng.int(10, 30) * MINUTE_MS;
    const sleepUntil = until - 3 * MINUTE_MS;
    this.work = null;
    this.upcoming = next;
    if (this.cardIn && !initial) {
      this.card = 'pulled';
      this.cardIn = false;
    }
    // Trunk trucks stop for the night wherever the day's driving ended and carry on in the morning.
    if (this.spec.duty !== 'trunk') this.route = null;
    this.stop = halt('park', t, until, {
      accOffFrom: initial ? t : t + 60_000,
      accOffUntil: until - warmUp,
      ...(sleeps && sleepUntil > sleepFrom ? { sleepFrom, sleepUntil } : {}),
    });
  }

  private planTrip(): Route | null {
    const rng = this.rng;
    const spec = this.spec;
    const work = this.work;
    const left = work ? work.end - this.t : 0;
    const fromDepotKm = distanceKm(this.pos(), spec.depot);
    const local = (): Route =>
      this.routeTo(
        { lon: this.home.lon + rng.range(-0.16, 0.16), lat: this.home.lat + rng.range(-0.13, 0.13) },
        'delivery',
        false,
      );
    const depot = (): Route | null =>
      fromDepotKm > 0.5 ? this.routeTo(spec.depot, 'depot', fromDepotKm > 30) : null;
    switch (spec.duty) {
      case 'city':
        return this.deliveriesLeft > 0 && left > 45 * MINUTE_MS ? local() : depot();
      case 'regional':
        if (fromDepotKm > 40) return depot();
        if (!this.regionalDone && left > 5 * HOUR_MS) {
          this.loaded = true;
          return this.routeTo(this.cityTarget(80, 450), 'unload', true);
        }
        return this.deliveriesLeft > 0 && left > 45 * MINUTE_MS ? local() : depot();
      case 'trunk':
        if (fromDepotKm > 100) return depot();
        this.loaded = true;
        return this.routeTo(this.cityTarget(500, 1500), 'unload', true);
    }
  }

  private cityTarget(minKm: number, maxKm: number): LonLat {
    const rng = this.rng;
    const all = Object.values(CITIES).filter((c) => c.key !== this.home.key);
    const band = all.filter((c) => {
      const d = distanceKm(this.home, c);
      return d >= minKm && d <= maxKm;
    });
    const city = rng.pick(band.length > 0 ? band : all);
    return { lon: city.lon + rng.range(-0.1, 0.1), lat: city.lat + rng.range(-0.08, 0.08) };
  }

  private routeTo(to: LonLat, purpose: TripPurpose, intercity: boolean): Route {
    const from = this.pos();
    const straight = distanceKm(from, to);
    return {
      from,
      to,
      bend: intercity ? this.rng.range(-0.08, 0.08) : this.rng.range(-0.12, 0.12),
      km: straight * (intercity ? ROAD_FACTOR : 1.35) + 1,
      done: 0,
      purpose,
    };
  }

  private sampleAndSchedule(): Sample {
    const sample = this.snapshot(true);
    this.nextAt = this.nextReportTime();
    return sample;
  }

  private nextReportTime(): number {
    const t = this.t;
    const s = this.stop;
    let interval: number;
    if (!s || this.acc) interval = this.driveIntervalMs;
    else if (this.link === 'sleep') interval = Infinity;
    else interval = PARKED_INTERVAL_MS;
    let next = t + interval;
    const marks = s
      ? [
          s.until,
          s.accOffFrom,
          s.accOffUntil,
          s.doorFrom,
          s.doorUntil,
          s.bodyFrom,
          s.bodyUntil,
          s.sleepFrom,
          s.sleepUntil,
          this.gapUntil,
        ]
      : [this.gapUntil];
    for (const m of marks) if (m > t && m < next) next = m;
    return Math.max(t + 1000, ceilSecond(next));
  }

  private snapshot(consume: boolean): Sample {
    const t = this.t;
    const positioned = t >= this.antennaUntil;
    if (positioned) this.fix = { lon: this.lon, lat: this.lat };
    const alarms: AlarmName[] = [];
    if (t < this.sosUntil) alarms.push('sos');
    if (t < this.overspeedUntil && this.speed > this.spec.speedLimitKmh) alarms.push('overspeed');
    if (this.stintMs > FATIGUE_AFTER_MS && !this.stop) alarms.push('fatigueDriving');
    if (t < this.powerUntil) alarms.push('mainPowerUndervoltage');
    if (!positioned) alarms.push('gnssAntennaDisconnected');
    alarms.push(...this.warnings);
    const acc = this.acc;
    const link = this.link;
    const reefer = this.reefer;
    const temperatures = reefer && (acc || this.loaded) ? reefer.readings(this.rng, t) : null;
    const safety = consume ? this.pending : this.pending.slice();
    const tyres = consume ? this.pendingTyres : this.pendingTyres.slice();
    const driverCard = this.card;
    if (consume) {
      this.pending = [];
      this.pendingTyres = [];
      this.card = null;
    }
    return {
      time: t,
      lon: roundCoord(this.fix.lon),
      lat: roundCoord(this.fix.lat),
      altitudeM: altitudeAt(this.fix.lon, this.fix.lat),
      speedKmh: Math.round(this.speed * 10) / 10,
      directionDeg: this.dir,
      acc,
      positioned,
      mileageKm: Math.round(this.mileage * 10) / 10,
      fuelL: this.fuel === null ? null : Math.round(this.fuel * 10) / 10,
      alarms,
      doorOpen: this.doorOpen,
      loaded: this.loaded,
      loadKg: this.loadKg,
      trailerNo: this.trailerNo,
      temperatures,
      // The one air-conditioning input: a reefer's unit, on any other vehicle the cab's air conditioning (with the engine).
      cooler: reefer ? (acc || this.loaded) && !reefer.stoppedAt(t) : acc,
      io: this.spec.body === null ? null : this.bodyAtWork ? [BODY_IO_BIT[this.spec.body]] : [],
      safety,
      tyres,
      driverCard,
      signalStrength: link === 'gap' ? this.rng.int(0, 4) : this.rng.int(12, 31),
      satellites: positioned ? this.rng.int(8, 22) : 0,
      link,
    };
  }
}
