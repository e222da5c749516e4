import type { LocationReport } from '@roadwatch/jt808';
import type { VehicleModel } from './behaviour/VehicleModel';
import type { Sample } from './behaviour/Sample';
import { buildReport, type ReportIdentity } from './terminal/buildReport';
import type { TerminalClient } from './terminal/TerminalClient';
import { roundCoord } from './world';

export interface FastRunOptions {
  /** Real milliseconds to keep sending. */
  durationMs: number;
  /** Unacknowledged reports allowed per terminal (default 8): the gateway's acks pace the sender. */
  window?: number;
  /**
   * GPS time of each terminal's first fast report (default: an hour ago); reports are one second apart. Use a time
   * range without stored history for these vehicles, since track points are keyed by vehicle and time.
   */
  from?: number;
}

export interface FastRunResult {
  terminals: number;
  sent: number;
  acked: number;
  durationMs: number;
  sentPerSecond: number;
  ackedPerSecond: number;
}

const KM_PER_DEGREE = 111.32;
const STALL_MS = 5000;
const DRAIN_GRACE_MS = 5000;

/** A cursor that moves the vehicle on one second per report along its heading. */
function fastCursor(model: VehicleModel, from: number, identity: ReportIdentity): () => LocationReport {
  const m = model.motion();
  let t = Math.floor(from / 1000) * 1000;
  let { lon, lat, mileageKm } = m;
  const speed = m.speedKmh > 30 ? m.speedKmh : 60;
  const rad = (m.directionDeg * Math.PI) / 180;
  const dLat = Math.cos(rad) / KM_PER_DEGREE;
  const dLon = Math.sin(rad) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return () => {
    t += 1000;
    const km = speed / 3600;
    lat += dLat * km;
    lon += dLon * km;
    mileageKm += km;
    const sample: Sample = {
      time: t,
      lon: roundCoord(lon),
      lat: roundCoord(lat),
      altitudeM: 20,
      speedKmh: Math.round(speed * 10) / 10,
      directionDeg: m.directionDeg,
      acc: true,
      positioned: true,
      mileageKm: Math.round(mileageKm * 10) / 10,
      fuelL: null,
      alarms: [],
      doorOpen: false,
      loaded: true,
      loadKg: null,
      trailerNo: null,
      temperatures: null,
      safety: [],
      tyres: [],
      driverCard: null,
      cooler: null,
      io: null,
      signalStrength: 25,
      satellites: 14,
      link: 'online',
    };
    return buildReport(sample, identity);
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Bench mode: every online terminal sends 0x0200 reports back to back (within an ack window) for `durationMs`,
 * then waits briefly for the last acknowledgements. The caller pauses the normal schedule meanwhile.
 */
export async function sendFast(
  terminals: readonly { client: TerminalClient; model: VehicleModel }[],
  options: FastRunOptions,
): Promise<FastRunResult> {
  const window = options.window ?? 8;
  const from = options.from ?? Date.now() - 3_600_000;
  const active = terminals.filter((t) => t.client.state === 'online');
  const started = performance.now();
  for (const { client, model } of active) {
    client.fast = {
      window,
      inflight: 0,
      sent: 0,
      acked: 0,
      running: true,
      next: fastCursor(model, from, client.identity),
      lastAckAt: started,
    };
    client.pumpFast();
  }
  // A terminal whose acks stop (a dropped frame, a reconnect) gets its window back instead of stalling.
  const watchdog = setInterval(() => {
    const now = performance.now();
    for (const { client } of active) {
      const pump = client.fast;
      if (pump && pump.inflight > 0 && now - pump.lastAckAt > STALL_MS) {
        pump.inflight = 0;
        pump.lastAckAt = now;
        client.pumpFast();
      }
    }
  }, 1000);
  await wait(options.durationMs);
  const elapsed = performance.now() - started;
  for (const { client } of active) if (client.fast) client.fast.running = false;
  const drainUntil = performance.now() + DRAIN_GRACE_MS;
  while (performance.now() < drainUntil && active.some(({ client }) => (client.fast?.inflight ?? 0) > 0)) {
    await wait(50);
  }
  clearInterval(watchdog);
  let sent = 0;
  let acked = 0;
  for (const { client } of active) {
    sent += client.fast?.sent ?? 0;
    acked += client.fast?.acked ?? 0;
    client.fast = null;
  }
  const seconds = elapsed / 1000;
  return {
    terminals: active.length,
    sent,
    acked,
    durationMs: Math.round(elapsed),
    sentPerSecond: Math.round(sent / seconds),
    ackedPerSecond: Math.round(acked / seconds),
  };
}
