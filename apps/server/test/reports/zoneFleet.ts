import gcoord from 'gcoord';
import type { Database } from '../../src/db/connect';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { T0 } from './eventReportFleet';

/** A WGS-84 point (lon, lat), as terminals report. */
export type Pair = [number, number];
/** Map areas are drawn in GCJ-02, as the console's map shows them. */
const gcj = (p: Pair): Pair => gcoord.transform(p, gcoord.WGS84, gcoord.GCJ02) as Pair;

/** A vehicle of the zone reports' tests, and its terminal's identity for the pipeline. */
export async function addVehicle(
  db: Database,
  companyId: number,
  departmentId: number,
  plate: string,
  phone: string,
) {
  const [v] = await db
    .insertInto('vehicles')
    .values({
      company_id: companyId,
      department_id: departmentId,
      plate,
      terminal_phone: phone,
      terminal_model: 'RW-SIM-ADAS',
      protocol_version: 2019,
      speed_limit_kmh: 80,
      created_at: T0,
    })
    .returning('id')
    .execute();
  const identity: VehicleTerminalIdentity = {
    vehicleId: v!.id,
    companyId,
    departmentId,
    plate,
    phone,
    terminalModel: 'RW-SIM-ADAS',
    protocolVersion: 2019,
  };
  return identity;
}

/** A map area and a zone rule raising entry and exit alarms for `vehicleIds`; returns the area. */
export async function addZone(
  db: Database,
  org: { company_id: number; department_id: number },
  zone: { name: string; shape: 'polygon' | 'circle'; points: Pair[]; radius: number },
  vehicleIds: number[],
): Promise<number> {
  const points = zone.points.map(gcj);
  const [lon, lat] = points[0]!;
  const area = await db
    .insertInto('map_areas')
    .values({
      ...org,
      name: zone.name,
      shape: zone.shape,
      lon,
      lat,
      radius: zone.radius,
      points: zone.shape === 'polygon' ? JSON.stringify(points) : '[]',
      modified_at: T0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rule = await db
    .insertInto('zone_alarms')
    .values({ ...org, area_id: area.id, entry: 1, exit: 1, modified_at: T0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('zone_alarm_vehicles')
    .values(vehicleIds.map((vehicle_id) => ({ rule_id: rule.id, vehicle_id })))
    .execute();
  return area.id;
}
