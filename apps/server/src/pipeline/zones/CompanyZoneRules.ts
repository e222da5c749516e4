import Flatbush from 'flatbush';
import {
  boxOf,
  METRES_PER_DEGREE,
  metresBetween,
  metresOutside,
  metresToOutline,
  widenBox,
  zoneContains,
  type Box,
  type ZoneShape,
} from './zoneGeometry';

/** Minutes of a China-time day, both ends included. */
export interface MinuteSpan {
  from: number;
  to: number;
}

/** A zone alarm rule as the pipeline evaluates it (outline in WGS-84). */
export interface ZoneRule {
  id: number;
  shape: ZoneShape;
  vehicles: Set<number>;
  entry: boolean;
  exit: boolean;
  stop: boolean;
  stopMs: number;
  doorOpen: boolean;
  /** Unloading in the zone: the terminal's load status going from loaded (half or full) to empty. */
  ashDump: boolean;
  overspeed: boolean;
  speedLimitKmh: number;
  overspeedMs: number;
  /** Metres outside the outline within which an approaching vehicle is warned (0: no warning). */
  preWarningM: number;
  /** Empty: all day. */
  periods: MinuteSpan[];
}

/** A line alarm rule as the pipeline evaluates it (line in WGS-84, [lon, lat] pairs). */
export interface LineRule {
  id: number;
  line: Float64Array;
  offsetM: number;
  vehicles: Set<number>;
  overspeed: boolean;
  speedLimitKmh: number;
  overspeedMs: number;
  /** When a trip may start (null: any time). */
  departure: MinuteSpan | null;
  startZone: ZoneShape | null;
  endZone: ZoneShape | null;
  /** The line's box widened by the offset: a position outside it is off the line without measuring. */
  corridor: Box;
}

const NO_LINES: readonly LineRule[] = [];
/** Of the distance to the nearest zone edge, the part trusted (the metres are equirectangular estimates). */
const SAFE_SHARE = 0.98;
const SAFE_MARGIN_M = 1;

/**
 * A vehicle's last full zone lookup (kept in its runtime): where, which zone set, the zones holding it and how far it
 * may move before an edge can be crossed. While it stays that close, the lookup is not repeated.
 */
export interface ZoneLookupMemo {
  set: unknown;
  lon: number;
  lat: number;
  safeM: number;
  inside: ZoneRule[];
  /** Whether the latest search gave the last full lookup's zones again without looking. */
  reused: boolean;
}

export function newZoneLookupMemo(): ZoneLookupMemo {
  return { set: null, lon: 0, lat: 0, safeM: 0, inside: [], reused: false };
}
/** Above this many zones a vehicle's zones are searched through a tree; up to it, a scan of their boxes is faster. */
export const ZONE_TREE_ABOVE = 32;

/**
 * The zone rules that name one vehicle (shared by every vehicle naming the same rules): their boxes, scanned in
 * order, or a flatbush tree of them when there are more than `ZONE_TREE_ABOVE`. Either way a position is tested
 * against a zone's outline only when the zone's box holds it.
 */
class ZoneSet {
  private readonly boxes: Float64Array;
  /** Per zone: a rectangle is its own box; a circle is measured from `circles`; a polygon by its ring. */
  private readonly kinds: Uint8Array;
  /** Per circle zone: centre lon, centre lat, metres per degree of longitude there, radius squared (m²). */
  private readonly circles: Float64Array;
  /** Per zone: 1 when it warns vehicles approaching (its box is widened by the warning distance). */
  private readonly warns: Uint8Array;
  private readonly tree: Flatbush | null;
  /** The position being searched: read by `visit`, one function for every search (no closure per fix). */
  private readonly query = { lon: 0, lat: 0, inside: [] as ZoneRule[], near: [] as ZoneRule[] };
  private readonly visit = (i: number): boolean => {
    const q = this.query;
    const zone = this.zones[i]!;
    if (zoneContains(zone.shape, q.lon, q.lat)) q.inside.push(zone);
    else if (this.warns[i] === 1 && metresOutside(zone.shape, q.lon, q.lat) <= zone.preWarningM)
      q.near.push(zone);
    return false;
  };

  constructor(readonly zones: readonly ZoneRule[]) {
    this.boxes = new Float64Array(zones.length * 4);
    this.kinds = new Uint8Array(zones.length);
    this.circles = new Float64Array(zones.length * 4);
    this.warns = new Uint8Array(zones.length);
    zones.forEach((z, i) => {
      const b = widenBox(boxOf(z.shape), z.preWarningM);
      this.warns[i] = z.preWarningM > 0 ? 1 : 0;
      this.boxes.set([b.minLon, b.minLat, b.maxLon, b.maxLat], i * 4);
      const shape = z.shape;
      this.kinds[i] = KIND[shape.kind];
      if (shape.kind === 'circle')
        this.circles.set([shape.lon, shape.lat, shape.lonMetres, shape.radiusM * shape.radiusM], i * 4);
    });
    if (zones.length <= ZONE_TREE_ABOVE) {
      this.tree = null;
      return;
    }
    const tree = new Flatbush(zones.length);
    for (let i = 0; i < this.boxes.length; i += 4)
      tree.add(this.boxes[i]!, this.boxes[i + 1]!, this.boxes[i + 2]!, this.boxes[i + 3]!);
    tree.finish();
    this.tree = tree;
  }

  /**
   * Metres the position can move without entering or leaving any zone of the set (a lower bound: distance to the
   * boxes it is outside of, to the outlines it is inside of or whose box holds it); 0 when it cannot tell (a tree, or
   * warning bands, whose edges move with the distance).
   */
  safeMetres(lon: number, lat: number): number {
    if (this.tree || this.warns.includes(1)) return 0;
    const b = this.boxes;
    const c = this.circles;
    const lonMetres = Math.cos((lat * Math.PI) / 180) * METRES_PER_DEGREE;
    let safe = Infinity;
    for (let i = 0, k = 0; k < b.length; i += 1, k += 4) {
      const outLon = Math.max(b[k]! - lon, 0, lon - b[k + 2]!) * lonMetres;
      const outLat = Math.max(b[k + 1]! - lat, 0, lat - b[k + 3]!) * METRES_PER_DEGREE;
      let d: number;
      if (outLon > 0 || outLat > 0) d = Math.sqrt(outLon * outLon + outLat * outLat);
      else if (this.kinds[i] === KIND.rectangle)
        d = Math.min(
          Math.min(lon - b[k]!, b[k + 2]! - lon) * lonMetres,
          Math.min(lat - b[k + 1]!, b[k + 3]! - lat) * METRES_PER_DEGREE,
        );
      else if (this.kinds[i] === KIND.circle) {
        const dx = (lon - c[k]!) * c[k + 2]!;
        const dy = (lat - c[k + 1]!) * METRES_PER_DEGREE;
        d = Math.abs(Math.sqrt(dx * dx + dy * dy) - Math.sqrt(c[k + 3]!));
      } else d = metresToOutline(this.zones[i]!.shape, lon, lat);
      if (d < safe) safe = d;
    }
    return safe;
  }

  search(lon: number, lat: number, inside: ZoneRule[], near: ZoneRule[]): void {
    const q = this.query;
    q.lon = lon;
    q.lat = lat;
    q.inside = inside;
    q.near = near;
    if (this.tree) {
      this.tree.search(lon, lat, lon, lat, this.visit);
      return;
    }
    const b = this.boxes;
    const c = this.circles;
    for (let i = 0, k = 0; k < b.length; i += 1, k += 4) {
      if (lon < b[k]! || lat < b[k + 1]! || lon > b[k + 2]! || lat > b[k + 3]!) continue;
      if (this.warns[i] === 1) {
        this.visit(i);
        continue;
      }
      const kind = this.kinds[i];
      if (kind === KIND.circle) {
        // As zoneContains measures a circle, without the call: this loop runs for every report.
        const dx = (lon - c[k]!) * c[k + 2]!;
        const dy = (lat - c[k + 1]!) * METRES_PER_DEGREE;
        if (dx * dx + dy * dy > c[k + 3]!) continue;
      } else if (kind === KIND.polygon && !zoneContains(this.zones[i]!.shape, lon, lat)) continue;
      inside.push(this.zones[i]!);
    }
  }
}

const KIND = { rectangle: 1, circle: 2, polygon: 3 } as const satisfies Record<ZoneShape['kind'], number>;

/**
 * One company's zone and line rules, looked up per vehicle: the zones naming a vehicle form its zone set (see
 * `ZoneSet`; vehicles naming the same rules share one), its lines carry their corridor boxes. Immutable once built:
 * a change of rules builds a new one and swaps it in.
 */
export class CompanyZoneRules {
  readonly zoneById = new Map<number, ZoneRule>();
  readonly lineById = new Map<number, LineRule>();
  private readonly linesByVehicle = new Map<number, LineRule[]>();
  private readonly zoneSetByVehicle = new Map<number, ZoneSet>();
  private stamp = 0;

  constructor(
    readonly zones: readonly ZoneRule[],
    readonly lines: readonly LineRule[],
  ) {
    const zonesByVehicle = new Map<number, ZoneRule[]>();
    for (const z of zones) {
      this.zoneById.set(z.id, z);
      for (const v of z.vehicles) {
        const list = zonesByVehicle.get(v);
        if (list) list.push(z);
        else zonesByVehicle.set(v, [z]);
      }
    }
    const shared = new Map<string, ZoneSet>();
    for (const [vehicleId, list] of zonesByVehicle) {
      const key = list.map((z) => z.id).join(',');
      let set = shared.get(key);
      if (!set) {
        set = new ZoneSet(list);
        shared.set(key, set);
      }
      this.zoneSetByVehicle.set(vehicleId, set);
    }
    for (const l of lines) {
      this.lineById.set(l.id, l);
      for (const v of l.vehicles) {
        const list = this.linesByVehicle.get(v);
        if (list) list.push(l);
        else this.linesByVehicle.set(v, [l]);
      }
    }
  }

  /** The line rules that name the vehicle. */
  linesOf(vehicleId: number): readonly LineRule[] {
    return this.linesByVehicle.get(vehicleId) ?? NO_LINES;
  }

  /**
   * Fills `zonesInside` with the vehicle's zone rules whose outline holds the position and `zonesNear` with those it
   * is outside of but within their warning distance; returns a new stamp for
   * this position (the vehicle's visits seen at it carry the stamp, so those left behind are the exits). With a
   * memo that the position is still within its safe distance of, `zonesInside` is left empty and `memo.reused` set:
   * the zones are `memo.inside` (not copied, as this is most reports).
   */
  search(
    vehicleId: number,
    lon: number,
    lat: number,
    zonesInside: ZoneRule[],
    zonesNear: ZoneRule[],
    memo?: ZoneLookupMemo,
  ): number {
    zonesInside.length = 0;
    zonesNear.length = 0;
    const set = this.zoneSetByVehicle.get(vehicleId);
    if (memo) memo.reused = false;
    if (!set) return ++this.stamp;
    // Still within the distance the last lookup found no zone edge in: the same zones hold the position.
    if (
      memo &&
      memo.set === set &&
      metresBetween(memo.lon, memo.lat, lon, lat) < memo.safeM * SAFE_SHARE - SAFE_MARGIN_M
    ) {
      memo.reused = true;
      return ++this.stamp;
    }
    set.search(lon, lat, zonesInside, zonesNear);
    if (memo) {
      memo.set = set;
      memo.lon = lon;
      memo.lat = lat;
      memo.safeM = set.safeMetres(lon, lat);
      memo.inside.length = 0;
      for (const zone of zonesInside) memo.inside.push(zone);
    }
    return ++this.stamp;
  }
}

/** Whether the position is inside the line's corridor box (if not, it is certainly further than the offset). */
export function inCorridorBox(line: LineRule, lon: number, lat: number): boolean {
  const b = line.corridor;
  return lon >= b.minLon && lon <= b.maxLon && lat >= b.minLat && lat <= b.maxLat;
}
