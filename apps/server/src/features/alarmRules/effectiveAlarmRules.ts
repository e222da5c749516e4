import {
  builtInAlarmRules,
  isAlarmRuleType,
  parseAlarmRule,
  type AlarmRuleSettings,
  type AlarmRuleType,
  type EffectiveAlarmRules,
} from '@roadwatch/core';
import type { Database } from '../../db/connect';

/** Ids per query: well under SQLite's parameter limit. */
const IDS_PER_QUERY = 500;

/**
 * Stored JSON through today's schema; null when it no longer passes (a rule tightened since it was saved), so the
 * next level applies instead of a setting the console could not show.
 */
export function storedAlarmRule<T extends AlarmRuleType>(type: T, json: string): AlarmRuleSettings<T> | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = parseAlarmRule(type, value);
  return parsed.success ? parsed.data : null;
}

/** The company defaults of every type (built in where none is saved or it no longer passes). */
export async function loadCompanyAlarmRules(
  db: Database,
  companyIds: readonly number[],
): Promise<Map<number, EffectiveAlarmRules>> {
  const out = new Map<number, EffectiveAlarmRules>(companyIds.map((id) => [id, builtInAlarmRules()]));
  if (companyIds.length === 0) return out;
  const rows = await db
    .selectFrom('alarm_rule_defaults')
    .select(['company_id', 'type', 'settings'])
    .where('company_id', 'in', [...companyIds])
    .execute();
  for (const row of rows) {
    const rules = out.get(row.company_id);
    if (!rules || !isAlarmRuleType(row.type)) continue;
    const stored = storedAlarmRule(row.type, row.settings);
    if (stored) (rules as Record<AlarmRuleType, unknown>)[row.type] = stored;
  }
  return out;
}

/**
 * Effective settings of every type for the given vehicles: the vehicle's own setting, else its company's default,
 * else the built-in default. A vehicle missing from the table is missing from the map.
 */
export async function loadEffectiveAlarmRules(
  db: Database,
  vehicleIds: readonly number[],
): Promise<Map<number, EffectiveAlarmRules>> {
  const out = new Map<number, EffectiveAlarmRules>();
  for (let i = 0; i < vehicleIds.length; i += IDS_PER_QUERY) {
    const part = vehicleIds.slice(i, i + IDS_PER_QUERY);
    const vehicles = await db
      .selectFrom('vehicles')
      .select(['id', 'company_id'])
      .where('id', 'in', part)
      .execute();
    const companies = await loadCompanyAlarmRules(db, [...new Set(vehicles.map((v) => v.company_id))]);
    for (const v of vehicles) out.set(v.id, { ...(companies.get(v.company_id) ?? builtInAlarmRules()) });
    const own = await db
      .selectFrom('alarm_rule_vehicles')
      .select(['vehicle_id', 'type', 'settings'])
      .where('vehicle_id', 'in', part)
      .execute();
    for (const row of own) {
      const rules = out.get(row.vehicle_id);
      if (!rules || !isAlarmRuleType(row.type)) continue;
      const stored = storedAlarmRule(row.type, row.settings);
      if (stored) (rules as Record<AlarmRuleType, unknown>)[row.type] = stored;
    }
  }
  return out;
}

/** What applies to one vehicle for one alarm type (null: no such vehicle). For notification and capture slices. */
export async function effectiveAlarmRule<T extends AlarmRuleType>(
  db: Database,
  vehicleId: number,
  type: T,
): Promise<AlarmRuleSettings<T> | null> {
  const rules = (await loadEffectiveAlarmRules(db, [vehicleId])).get(vehicleId);
  return rules ? (rules[type] as AlarmRuleSettings<T>) : null;
}
