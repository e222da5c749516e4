import { ADAS_EVENTS, DSM_EVENTS } from '@roadwatch/jt808';
import type { Random } from '../world';
import type { SafetyEvent } from './Sample';

/** Relative frequency of each ADAS event (lane departure and close following dominate in practice). */
const ADAS_WEIGHTS: readonly [number, number][] = [
  [0x01, 8],
  [0x02, 30],
  [0x03, 25],
  [0x04, 3],
  [0x05, 12],
  [0x06, 7],
  [0x07, 5],
];

const DSM_WEIGHTS: readonly [number, number][] = [
  [0x01, 20],
  [0x02, 15],
  [0x03, 15],
  [0x04, 35],
  [0x05, 15],
];

/** Events per driving hour for an average driver (risk 1). */
export const SAFETY_RATES_PER_HOUR = { adas: 0.3, dsm: 0.2 } as const;

/** An ADAS or DSM event kind by its jt808 name (`laneDeparture`, `phoneCall`, …) or code. */
export function safetyEventCode(kind: 'adas' | 'dsm', name: string | number): number {
  const table = kind === 'adas' ? ADAS_EVENTS : DSM_EVENTS;
  if (typeof name === 'number') {
    if (!Object.hasOwn(table, name)) throw new RangeError(`no ${kind} event with code ${name}`);
    return name;
  }
  const entry = Object.entries(table).find(([, n]) => n === name);
  if (!entry) throw new RangeError(`no ${kind} event named "${name}"`);
  return Number(entry[0]);
}

export interface EventPlace {
  time: number;
  speedKmh: number;
  lon: number;
  lat: number;
  altitudeM: number;
}

/** A believable event of `kind` at `place`; `eventType` forces the event (tests, operator demos). */
export function drawSafetyEvent(
  rng: Random,
  kind: 'adas' | 'dsm',
  place: EventPlace,
  risk: number,
  options: { eventType?: number; tired?: boolean } = {},
): SafetyEvent {
  const weights =
    kind === 'adas'
      ? ADAS_WEIGHTS
      : DSM_WEIGHTS.map(([t, w]) => [t, t === 0x01 && options.tired ? w * 4 : w] as [number, number]);
  const eventType = options.eventType ?? rng.weighted(weights);
  const level: 1 | 2 = rng.chance(Math.min(0.6, 0.2 * risk)) ? 2 : 1;
  const speed = Math.max(0, Math.round(place.speedKmh));
  const following = kind === 'adas' && (eventType === 0x01 || eventType === 0x03);
  return {
    kind,
    eventType,
    level,
    time: place.time,
    speedKmh: Math.min(255, speed),
    lon: place.lon,
    lat: place.lat,
    altitudeM: Math.max(0, Math.round(place.altitudeM)),
    frontVehicleSpeedKmh: following ? Math.max(0, Math.min(255, speed - rng.int(5, 25))) : 0,
    headwayS: following ? Math.round(rng.range(0.4, 1.6) * 10) / 10 : 0,
    deviationType: kind === 'adas' && eventType === 0x02 ? rng.int(1, 2) : 0,
    roadSignType: kind === 'adas' && eventType === 0x06 ? 1 : 0,
    roadSignValue: kind === 'adas' && eventType === 0x06 ? rng.pick([60, 80]) : 0,
    fatigueLevel:
      kind === 'dsm' && eventType === 0x01 ? rng.int(level === 2 ? 6 : 3, level === 2 ? 10 : 6) : 0,
    attachmentCount: level === 2 ? 3 : 0,
  };
}
