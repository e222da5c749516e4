import type { AlarmName } from '@roadwatch/jt808';
import type { Database } from '../../src/db/connect';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';

/** 2026-11-20 10:00 China time; the test app's clock stands at NOW, five days later. */
export const T0 = Date.parse('2026-11-20T10:00:00+08:00');
export const NOW = Date.parse('2026-11-25T12:00:00+08:00');
export const DAY_START = Date.parse('2026-11-20T00:00:00+08:00');
export const DAY_END = Date.parse('2026-11-20T23:59:59.999+08:00');
export const at = (minute: number) => T0 + minute * MINUTE;

/**
 * What each vehicle's terminal reports, one 0x0200 a minute for minutes 0–40 (speed limit 80 km/h):
 * - A (the viewer's department): speed 100, 110, 95 in minutes 5–7 (the platform's overspeed, 5 → 8); the overspeed
 *   alarm bit in minutes 20–22 at 70 km/h (a terminal alarm, 20 → 23) and from minute 38 on (still going); the rear
 *   door open in minutes 3–5 (3 → 6), 15–16 (15 → 17) and from minute 39 on (still open). After minute 40 the
 *   pipeline restarts and minute 41 reports the same open door and alarm bit again.
 * - B (the company's top department, outside the viewer's): 100 km/h in minutes 10–11 (10 → 12); the door open in
 *   minutes 25–29 (25 → 30).
 */
export interface FleetPlan {
  speed: (m: number) => number;
  alarmBit: (m: number) => boolean;
  door: (m: number) => boolean;
}

export const PLANS: Record<'a' | 'b', FleetPlan> = {
  a: {
    speed: (m) => ({ 5: 100, 6: 110, 7: 95 })[m] ?? (m >= 20 && m <= 22 ? 70 : m >= 38 ? 70 : 60),
    alarmBit: (m) => (m >= 20 && m <= 22) || m >= 38,
    door: (m) => (m >= 3 && m <= 5) || m === 15 || m === 16 || m >= 39,
  },
  b: {
    speed: (m) => (m === 10 || m === 11 ? 100 : 60),
    alarmBit: () => false,
    door: (m) => m >= 25 && m <= 29,
  },
};

export interface ReportFleet {
  companyId: number;
  a: VehicleTerminalIdentity;
  b: VehicleTerminalIdentity;
}

export async function addVehicle(
  db: Database,
  companyId: number,
  departmentId: number,
  plate: string,
  phone: string,
): Promise<VehicleTerminalIdentity> {
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
  return {
    vehicleId: v!.id,
    companyId,
    departmentId,
    plate,
    phone,
    terminalModel: 'RW-SIM-ADAS',
    protocolVersion: 2019,
  };
}

function frame(plan: FleetPlan, m: number) {
  const alarms: AlarmName[] = plan.alarmBit(m) ? ['overspeed'] : [];
  return report({
    time: at(m),
    speedKmh: plan.speed(m),
    longitude: 118.7969 + m * 0.001,
    alarms,
    status: { door3Open: plan.door(m) },
  });
}

/**
 * Vehicles A and B of the seeded company 1 (A in the viewer's department, B at the top), their terminals' reports
 * written through the real pipeline as encoded 0x0200 frames.
 */
export async function driveReportFleet(db: Database, platePrefix: string): Promise<ReportFleet> {
  const viewer = await db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const top = await db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', viewer.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  const a = await addVehicle(db, viewer.company_id, viewer.department_id, `${platePrefix}A01`, '13977706201');
  const b = await addVehicle(db, viewer.company_id, top.id, `${platePrefix}B02`, '13977706202');
  const h = startPipeline(db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(a, [frame(PLANS.a, m)], at(m));
    h.pipeline.locations(b, [frame(PLANS.b, m)], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  // A restart: the first report writes the door state once more and finds its open alarm again.
  const again = startPipeline(db);
  again.clock.now = at(41);
  again.pipeline.locations(a, [frame(PLANS.a, 41)], at(41));
  await again.advance(MINUTE);
  await again.pipeline.close();
  return { companyId: viewer.company_id, a, b };
}
