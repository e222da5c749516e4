import { describe, expect, it } from 'vitest';
import {
  CompanyZoneRules,
  inCorridorBox,
  newZoneLookupMemo,
  ZONE_TREE_ABOVE,
  type LineRule,
  type ZoneRule,
} from './CompanyZoneRules';
import { corridorBox, metresToPolyline, zoneShapeOf, type ZoneShape } from './zoneGeometry';

const VEHICLE = 7;

function zone(id: number, shape: ZoneShape | null, vehicles = [VEHICLE]): ZoneRule {
  if (!shape) throw new Error('no outline');
  return {
    id,
    shape,
    vehicles: new Set(vehicles),
    entry: true,
    exit: true,
    stop: false,
    stopMs: 30_000,
    doorOpen: false,
    ashDump: false,
    preWarningM: 0,
    overspeed: false,
    speedLimitKmh: 0,
    overspeedMs: 10_000,
    periods: [],
  };
}

function line(id: number, points: [number, number][], offsetM: number): LineRule {
  const coords = Float64Array.from(points.flat());
  return {
    id,
    line: coords,
    offsetM,
    corridor: corridorBox(coords, offsetM),
    vehicles: new Set([VEHICLE]),
    overspeed: false,
    speedLimitKmh: 0,
    overspeedMs: 10_000,
    departure: null,
    startZone: null,
    endZone: null,
  };
}

// Nanjing: 0.001° of latitude is ~111 m, of longitude ~94 m.
const circle = zoneShapeOf('circle', [118.8, 32.06], 500, []);
const rectangle = zoneShapeOf('rectangle', [0, 0], 0, [
  [118.9, 32.1],
  [118.91, 32.11],
]);
// An L: the notch (upper right) is outside although inside the box.
const polygon = zoneShapeOf('polygon', [0, 0], 0, [
  [118.7, 32.0],
  [118.72, 32.0],
  [118.72, 32.01],
  [118.71, 32.01],
  [118.71, 32.02],
  [118.7, 32.02],
]);
const rules = new CompanyZoneRules(
  [zone(1, circle), zone(2, rectangle), zone(3, polygon), zone(4, circle, [99])],
  [
    line(
      10,
      [
        [118.8, 32.2],
        [118.9, 32.2],
      ],
      100,
    ),
  ],
);

function inside(lon: number, lat: number): number[] {
  const out: ZoneRule[] = [];
  rules.search(VEHICLE, lon, lat, out, []);
  return out.map((z) => z.id).sort();
}

describe('the zone index', () => {
  it('finds a circle by distance from its centre, not by its box', () => {
    expect(inside(118.8, 32.06)).toEqual([1]);
    expect(inside(118.8, 32.0644)).toEqual([1]); // ~488 m north
    expect(inside(118.8, 32.0646)).toEqual([]); // ~510 m north
    // The box's corner is ~700 m away: outside the circle.
    expect(inside(118.8048, 32.0644)).toEqual([]);
  });

  it('finds a rectangle up to its edges', () => {
    expect(inside(118.905, 32.105)).toEqual([2]);
    expect(inside(118.9, 32.1)).toEqual([2]);
    expect(inside(118.9101, 32.105)).toEqual([]);
  });

  it('finds a concave polygon and leaves its notch out', () => {
    expect(inside(118.705, 32.015)).toEqual([3]);
    expect(inside(118.715, 32.005)).toEqual([3]);
    expect(inside(118.715, 32.015)).toEqual([]);
  });

  it('answers only the zones of the vehicle asking', () => {
    const out: ZoneRule[] = [];
    rules.search(99, 118.8, 32.06, out, []);
    expect(out.map((z) => z.id)).toEqual([4]);
  });

  it('tells a position in a line corridor box from one outside, and measures the distance to it', () => {
    const ten = rules.lineById.get(10)!;
    expect(inCorridorBox(ten, 118.85, 32.2005)).toBe(true);
    expect(metresToPolyline(ten.line, 118.85, 32.2005)).toBeCloseTo(55.7, 0);
    expect(inCorridorBox(ten, 118.85, 32.21)).toBe(false);
    expect(rules.linesOf(VEHICLE).map((l) => l.id)).toEqual([10]);
    expect(rules.linesOf(99)).toEqual([]);
  });

  it('finds the same zones through a tree when a vehicle has many', () => {
    // Circles of 300 m every 0.01° of longitude (~940 m apart): a position sits in at most one of them.
    const many = Array.from({ length: ZONE_TREE_ABOVE + 8 }, (_, i) =>
      zone(100 + i, zoneShapeOf('circle', [118 + i * 0.01, 32], 300, [])),
    );
    const big = new CompanyZoneRules(many, []);
    const out: ZoneRule[] = [];
    big.search(VEHICLE, 118.2, 32.001, out, []);
    expect(out.map((z) => z.id)).toEqual([120]);
    big.search(VEHICLE, 118.205, 32, out, []);
    expect(out).toEqual([]);
    big.search(99, 118.2, 32.001, out, []);
    expect(out).toEqual([]);
  });

  it('lists the zones a position is outside of but within their warning distance, by shape', () => {
    const warned = (shape: ZoneShape | null, id: number) => ({ ...zone(id, shape), preWarningM: 200 });
    const near = new CompanyZoneRules([warned(circle, 1), warned(rectangle, 2), warned(polygon, 3)], []);
    const look = (lon: number, lat: number) => {
      const inside: ZoneRule[] = [];
      const close: ZoneRule[] = [];
      near.search(VEHICLE, lon, lat, inside, close);
      return { inside: inside.map((z) => z.id), near: close.map((z) => z.id) };
    };
    // ~110 m and ~300 m outside the circle's 500 m (0.001° of latitude is ~111 m).
    expect(look(118.8, 32.0655)).toEqual({ inside: [], near: [1] });
    expect(look(118.8, 32.0672)).toEqual({ inside: [], near: [] });
    expect(look(118.8, 32.06)).toEqual({ inside: [1], near: [] });
    // ~94 m east of the rectangle; in the polygon's notch ~140 m from its inner edge, then ~470 m.
    expect(look(118.911, 32.105)).toEqual({ inside: [], near: [2] });
    expect(look(118.7115, 32.015)).toEqual({ inside: [], near: [3] });
    expect(look(118.715, 32.015)).toEqual({ inside: [], near: [] });
  });

  it('gives the same zones when it reuses its last lookup as when it looks every time, along paths crossing edges', () => {
    const memo = newZoneLookupMemo();
    let reused = 0;
    // Paths in 15 m steps (0.000135° of latitude) across the circle, the rectangle and the L's notch.
    const paths: [number, number, number, number][] = [
      [118.8, 32.05, 118.8, 32.07],
      [118.895, 32.095, 118.915, 32.115],
      [118.69, 32.015, 118.725, 32.015],
      [118.715, 31.995, 118.715, 32.025],
    ];
    for (const [lon0, lat0, lon1, lat1] of paths) {
      const steps = Math.ceil(Math.hypot(lon1 - lon0, lat1 - lat0) / 0.000135);
      for (let i = 0; i <= steps; i += 1) {
        const lon = lon0 + ((lon1 - lon0) * i) / steps;
        const lat = lat0 + ((lat1 - lat0) * i) / steps;
        const fresh: ZoneRule[] = [];
        rules.search(VEHICLE, lon, lat, fresh, []);
        const found: ZoneRule[] = [];
        rules.search(VEHICLE, lon, lat, found, [], memo);
        // A reused lookup leaves the zones in the memo.
        const remembered = memo.reused ? memo.inside : found;
        if (memo.reused) reused += 1;
        expect(remembered.map((z) => z.id).sort(), `${lon},${lat}`).toEqual(fresh.map((z) => z.id).sort());
      }
    }
    // Most steps are far from any edge: the lookup is skipped for them.
    expect(reused).toBeGreaterThan(200);
  });
});
