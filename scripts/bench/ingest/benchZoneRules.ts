import gcoord from 'gcoord';
import type { Database } from '../../../apps/server/src/db/connect';

type Pair = [number, number];

/** The bench's company and department (seedBenchVehicles). */
const ORG = { company_id: 1, department_id: 1 };
export const BENCH_ZONES_PER_VEHICLE = 30;
const CHUNK = 400;

/** Map elements are stored as drawn on the map (GCJ-02); the bench thinks in the terminals' WGS-84. */
const gcj = (p: Pair): Pair => gcoord.transform(p, gcoord.WGS84, gcoord.GCJ02) as Pair;

async function insertChunks<T>(rows: readonly T[], write: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/**
 * Gives every bench vehicle (ids 1…count, starting where BenchTerminal puts it and driving north) 30 zone rules
 * and one line rule of its own: 10 circles (5 km radius) and 10 rectangles (1.5 km wide, 6.8 km long) around its path, so it is inside 20
 * zones all run long, and 10 triangles 2 km east of it, near but never entered; a line along its path with a
 * 100 m corridor. The rules watch exit, stop (30 s), overspeed (60 km/h) and deviation, none of which the bench's
 * steady 48 km/h northward drive trips: the run measures evaluating the rules, not writing alarms. Neighbouring
 * vehicles' zones overlap (vehicles are ~1.1 km apart), so each lookup also meets other vehicles' zones.
 */
export async function seedBenchZoneRules(db: Database, count: number): Promise<number> {
  const now = Date.now();
  const areas: {
    id: number;
    name: string;
    shape: string;
    lon: number;
    lat: number;
    radius: number;
    points: string;
  }[] = [];
  const lines: { id: number; name: string; points: string; offset_m: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    // As BenchTerminal places terminal i.
    const lat = 22 + (i % 1000) / 100;
    const lon = 110 + Math.floor(i / 1000) / 2;
    for (let k = 0; k < BENCH_ZONES_PER_VEHICLE; k += 1) {
      const id = i * BENCH_ZONES_PER_VEHICLE + k + 1;
      const name = `压测区域${id}`;
      if (k < 10) {
        const [cLon, cLat] = gcj([lon, lat + k * 0.0005]);
        areas.push({ id, name, shape: 'circle', lon: cLon, lat: cLat, radius: 5_000, points: '[]' });
      } else if (k < 20) {
        // Reaching 6 km north: a run drives a vehicle up to 3 km (3.3 m a report) on a fast machine, and leaving a
        // rectangle would write exit alarms, which is not what this measures.
        const a = gcj([lon - 0.0075, lat - 0.0075 + (k - 10) * 0.0005]);
        const b = gcj([lon + 0.0075, lat + 0.054 + (k - 10) * 0.0005]);
        areas.push({
          id,
          name,
          shape: 'rectangle',
          lon: a[0],
          lat: a[1],
          radius: 0,
          points: JSON.stringify([a, b]),
        });
      } else {
        const east = lon + 0.02 + (k - 20) * 0.001;
        const ring = [gcj([east, lat]), gcj([east + 0.005, lat]), gcj([east, lat + 0.005])];
        areas.push({
          id,
          name,
          shape: 'polygon',
          lon: ring[0]![0],
          lat: ring[0]![1],
          radius: 0,
          points: JSON.stringify(ring),
        });
      }
    }
    lines.push({
      id: i + 1,
      name: `压测线路${i + 1}`,
      points: JSON.stringify([gcj([lon, lat - 0.01]), gcj([lon, lat + 0.05])]),
      offset_m: 100,
    });
  }
  const stamp = { ...ORG, modified_at: now };
  await insertChunks(areas, (part) =>
    db
      .insertInto('map_areas')
      .values(part.map((a) => ({ ...stamp, ...a })))
      .execute(),
  );
  await insertChunks(lines, (part) =>
    db
      .insertInto('map_lines')
      .values(part.map((l) => ({ ...stamp, ...l })))
      .execute(),
  );
  await insertChunks(areas, (part) =>
    db
      .insertInto('zone_alarms')
      .values(
        part.map((a) => ({
          ...stamp,
          id: a.id,
          area_id: a.id,
          exit: 1,
          stop: 1,
          stop_s: 30,
          overspeed: 1,
          speed_limit_kmh: 60,
        })),
      )
      .execute(),
  );
  await insertChunks(areas, (part) =>
    db
      .insertInto('zone_alarm_vehicles')
      .values(
        part.map((a) => ({
          rule_id: a.id,
          vehicle_id: Math.floor((a.id - 1) / BENCH_ZONES_PER_VEHICLE) + 1,
        })),
      )
      .execute(),
  );
  await insertChunks(lines, (part) =>
    db
      .insertInto('line_alarms')
      .values(part.map((l) => ({ ...stamp, id: l.id, line_id: l.id, offset_m: 100 })))
      .execute(),
  );
  await insertChunks(lines, (part) =>
    db
      .insertInto('line_alarm_vehicles')
      .values(part.map((l) => ({ rule_id: l.id, vehicle_id: l.id })))
      .execute(),
  );
  return areas.length;
}
