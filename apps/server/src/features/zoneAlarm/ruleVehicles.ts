import { ZONES_PER_VEHICLE_MAX } from '@roadwatch/core';
import { sql } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import type { AnyDb, AnyTrx } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';

/** The join table of each rule table: which vehicles a rule applies to. */
export type RuleVehicleTable = 'zone_alarm_vehicles' | 'line_alarm_vehicles';

/** Statements stay well under both dialects' parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Every chosen vehicle must be one the caller sees; otherwise nothing is written. */
export async function checkRuleVehicles(trx: AnyTrx, auth: UserAuth, ids: readonly number[]): Promise<void> {
  let found = 0;
  for (const part of chunks(ids)) {
    const row = await trx
      .selectFrom('vehicles as v')
      .where(inScope(auth, 'vehicles', 'v'))
      .where('v.id', 'in', part)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    found += Number((row as { n: number | string }).n);
  }
  if (found !== ids.length) throw businessFailure('errors.zoneAlarmVehicleNotFound');
}

/** Replaces a rule's vehicles. */
export async function writeRuleVehicles(
  trx: AnyTrx,
  table: RuleVehicleTable,
  ruleId: number,
  vehicleIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom(table).where('rule_id', '=', ruleId).execute();
  for (const part of chunks(vehicleIds))
    await trx
      .insertInto(table)
      .values(part.map((vehicle_id) => ({ rule_id: ruleId, vehicle_id })))
      .execute();
}

/**
 * A vehicle is in at most ZONES_PER_VEHICLE_MAX zone rules. Checked after the rule's vehicles are written, inside
 * the same transaction, so the refusal rolls the whole save (or import) back.
 */
export async function checkZonesPerVehicle(trx: AnyTrx, vehicleIds: readonly number[]): Promise<void> {
  for (const part of chunks(vehicleIds)) {
    const over = await trx
      .selectFrom('zone_alarm_vehicles as zv')
      .innerJoin('vehicles as v', 'v.id', 'zv.vehicle_id')
      .where('zv.vehicle_id', 'in', part)
      .groupBy(['zv.vehicle_id', 'v.plate'])
      .having(sql`count(*)`, '>', ZONES_PER_VEHICLE_MAX)
      .select(['v.plate as plate'])
      .limit(1)
      .executeTakeFirst();
    if (over)
      throw businessFailure('errors.zonesPerVehicleMax', {
        plate: String((over as { plate: string }).plate),
        max: ZONES_PER_VEHICLE_MAX,
      });
  }
}

/** The vehicles (ids and plates, by plate) of each listed rule. */
export async function ruleVehiclesOf(
  db: AnyDb,
  table: RuleVehicleTable,
  ruleIds: readonly number[],
): Promise<Map<number, { ids: number[]; plates: string[] }>> {
  const byRule = new Map<number, { ids: number[]; plates: string[] }>();
  if (ruleIds.length === 0) return byRule;
  const rows = (await db
    .selectFrom(`${table} as rv`)
    .innerJoin('vehicles as v', 'v.id', 'rv.vehicle_id')
    .where('rv.rule_id', 'in', ruleIds as number[])
    .select(['rv.rule_id as ruleId', 'v.id as id', 'v.plate as plate'])
    .orderBy('rv.rule_id')
    .orderBy('v.plate')
    .execute()) as { ruleId: number; id: number; plate: string }[];
  for (const r of rows) {
    const entry = byRule.get(r.ruleId) ?? { ids: [], plates: [] };
    entry.ids.push(r.id);
    entry.plates.push(r.plate);
    byRule.set(r.ruleId, entry);
  }
  return byRule;
}

/** Periods kept as JSON text; anything unreadable is all day. */
export function parsePeriods(text: unknown): { start: string; end: string }[] {
  if (typeof text !== 'string') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter(
          (p): p is { start: string; end: string } =>
            typeof p === 'object' &&
            p !== null &&
            typeof (p as { start?: unknown }).start === 'string' &&
            typeof (p as { end?: unknown }).end === 'string',
        )
      : [];
  } catch {
    return [];
  }
}
