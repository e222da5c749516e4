import {
  PointWarnings,
  type WarningChange,
  type WarningRule,
} from '../../../apps/server/src/pipeline/coldWarning/PointWarnings';
import { SiteSensorModel, type SimSiteSpec } from '@roadwatch/simulator';

/** What took a point over its limit, as the simulator knew at the first reading beyond it. */
export type ExcursionCause = 'fault' | 'defrostAndDoor' | 'defrost' | 'door' | 'other';
export const EXCURSION_CAUSES: readonly ExcursionCause[] = [
  'fault',
  'defrostAndDoor',
  'defrost',
  'door',
  'other',
];

export interface CauseFigures {
  excursions: number;
  warned: number;
  /** Warning → first reading beyond the limit, ms, of the warned excursions. */
  medianLeadMs: number | null;
  minLeadMs: number | null;
}

export interface LeadTimeReport {
  sites: number;
  points: number;
  readings: number;
  days: number;
  byCause: Record<ExcursionCause, CauseFigures>;
  warnings: number;
  /** Warnings that ended without the point crossing (trend turned, point went back, logger offline). */
  falseWarnings: number;
  /** Time spent in the engine per reading, µs (every rule of the point evaluated). */
  microsPerReading: number;
}

/** Back in range this long ends an excursion: a point hovering at its limit is one excursion, not many. */
const EXCURSION_GAP_MS = 10 * 60_000;

interface PointTrack {
  warnings: PointWarnings;
  limits: { id: number; minC: number; maxC: number };
  beyondSince: number | null;
  lastBeyondAt: number;
  inExcursion: boolean;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function benchSites(count: number): SimSiteSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    siteId: i + 1,
    phone: '0146' + String(i + 1).padStart(8, '0'),
    kind: i % 2 === 0 ? 'store' : 'warehouse',
    name: `bench site ${i + 1}`,
    edition: 2013,
    terminalModel: 'TL-1613',
    homeCity: 'shanghai',
    lon: 121.5,
    lat: 31.2,
    probes: [
      { probe: 1, minC: -25, maxC: -15 },
      { probe: 2, minC: -25, maxC: -15 },
      { probe: 3, minC: 0, maxC: 8 },
    ],
  }));
}

/**
 * Runs the simulator's site loggers (deterministic per seed; each model's own report clock, stepped as fast as the
 * CPU goes) for `days`, feeds every reading through the early-warning engine with `rule`, and measures per cause of
 * excursion how many were warned before the first reading beyond the limit and by how much.
 */
export function measureLeadTime(options: {
  seed: number;
  start: number;
  days: number;
  sites: SimSiteSpec[];
  rule: WarningRule;
}): LeadTimeReport {
  const { seed, start, days, sites, rule } = options;
  const until = start + days * 86_400_000;
  const leads: Record<ExcursionCause, number[]> = {
    fault: [],
    defrostAndDoor: [],
    defrost: [],
    door: [],
    other: [],
  };
  const counts: Record<ExcursionCause, number> = {
    fault: 0,
    defrostAndDoor: 0,
    defrost: 0,
    door: 0,
    other: 0,
  };
  let readings = 0;
  let warnings = 0;
  let falseWarnings = 0;
  let engineNs = 0n;
  let points = 0;
  let guid = 0;
  const changes: WarningChange[] = [];
  for (const spec of sites) {
    const model = new SiteSensorModel(spec, seed, start);
    const tracks = new Map<number, PointTrack>();
    for (const probe of spec.probes) {
      points += 1;
      tracks.set(probe.probe, {
        warnings: new PointWarnings(() => String(++guid)),
        limits: { id: probe.probe, minC: probe.minC, maxC: probe.maxC },
        beyondSince: null,
        lastBeyondAt: 0,
        inExcursion: false,
      });
    }
    while (model.nextAt < until) {
      const sample = model.step();
      const cause: ExcursionCause = model.faulty
        ? 'fault'
        : model.defrosting && sample.doorOpen
          ? 'defrostAndDoor'
          : model.defrosting
            ? 'defrost'
            : sample.doorOpen
              ? 'door'
              : 'other';
      for (const reading of sample.temperatures ?? []) {
        const track = tracks.get(reading.probe);
        if (!track) continue;
        readings += 1;
        changes.length = 0;
        const began = process.hrtime.bigint();
        track.warnings.observe(sample.time, reading.temperatureC, track.limits, [rule], changes);
        engineNs += process.hrtime.bigint() - began;
        let warnedAt: number | null = null;
        for (const change of changes) {
          if (change.type === 'opened') warnings += 1;
          else if (change.reason === 'crossed') warnedAt = change.warning.warnedAt;
          else falseWarnings += 1;
        }
        const v = reading.temperatureC;
        const beyond = v !== null && (v > track.limits.maxC || v < track.limits.minC);
        if (!beyond) {
          if (track.inExcursion && v !== null && sample.time - track.lastBeyondAt >= EXCURSION_GAP_MS)
            track.inExcursion = false;
          continue;
        }
        track.lastBeyondAt = sample.time;
        if (track.inExcursion) continue;
        track.inExcursion = true;
        counts[cause] += 1;
        if (warnedAt !== null) leads[cause].push(sample.time - warnedAt);
      }
    }
  }
  const byCause = {} as Record<ExcursionCause, CauseFigures>;
  for (const cause of EXCURSION_CAUSES) {
    const l = leads[cause];
    byCause[cause] = {
      excursions: counts[cause],
      warned: l.length,
      medianLeadMs: median(l),
      minLeadMs: l.length > 0 ? Math.min(...l) : null,
    };
  }
  return {
    sites: sites.length,
    points,
    readings,
    days,
    byCause,
    warnings,
    falseWarnings,
    microsPerReading: readings > 0 ? Number(engineNs) / 1000 / readings : 0,
  };
}
