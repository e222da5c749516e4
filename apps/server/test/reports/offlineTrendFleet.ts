import type { Database } from '../../src/db/connect';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { addVehicle, at } from './eventReportFleet';

/**
 * When each terminal sends its one 0x0200 a minute (minutes 0–45 of eventReportFleet's T0); the pipeline's own
 * offline detection (silent 3 minutes → offline since the last data, back at the next data) makes the episodes:
 * - A (the viewer's department): reports in minutes 0–5 and 20–25 → offline 5 → 20, and from 25 on (still offline).
 * - B (the company's top department): reports in minutes 0–10 and 40–45 → offline 10 → 40.
 */
const SENDS = {
  a: (m: number) => m <= 5 || (m >= 20 && m <= 25),
  b: (m: number) => m <= 10 || m >= 40,
};

export interface OfflineFleet {
  companyId: number;
  a: VehicleTerminalIdentity;
  b: VehicleTerminalIdentity;
}

/** Vehicles A and B of the seeded company 1, their reports and silences run through the real pipeline. */
export async function driveOfflineFleet(db: Database, platePrefix: string): Promise<OfflineFleet> {
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
  const a = await addVehicle(db, viewer.company_id, viewer.department_id, `${platePrefix}A01`, '13977706301');
  const b = await addVehicle(db, viewer.company_id, top.id, `${platePrefix}B02`, '13977706302');
  const h = startPipeline(db, { offlineAfterMs: 3 * MINUTE });
  h.clock.now = at(0);
  for (let m = 0; m <= 45; m += 1) {
    const frame = report({ time: at(m), speedKmh: 40, longitude: 118.7969 + m * 0.001 });
    if (SENDS.a(m)) h.pipeline.locations(a, [frame], at(m));
    if (SENDS.b(m)) h.pipeline.locations(b, [frame], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  return { companyId: viewer.company_id, a, b };
}
