import { sql } from 'kysely';
import type { Database } from '../db/connect';

/** Each seeded vehicle's terminal as a device of its own, bound to it since `now`; returns how many. */
export async function seedTerminals(db: Database, now: number): Promise<number> {
  const terminals =
    await sql`insert into terminals (company_id, department_id, device_type, phone, terminal_id,
      maker, model, imei, protocol_version, channels, adas, dsm, vehicle_id, created_at)
    select company_id, department_id, 1, terminal_phone, terminal_id, terminal_maker, terminal_model,
      terminal_imei, protocol_version, 4, 1, 1, id, created_at from vehicles where terminal_phone is not null`.execute(
      db,
    );
  await sql`insert into terminal_bindings (terminal_id, vehicle_id, bound_at)
    select id, vehicle_id, ${now} from terminals where vehicle_id is not null`.execute(db);
  return Number(terminals.numAffectedRows ?? 0);
}
