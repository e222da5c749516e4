import { overTempThresholdsOf, type AlarmRuleSettings, type OverTempThresholds } from '@roadwatch/core';
import type { AnyTrx } from '../../resources/resourceSpec';
import { storedAlarmRule } from '../alarmRules/effectiveAlarmRules';

function thresholdsOf(json: string | undefined): OverTempThresholds | null {
  const stored = json === undefined ? null : storedAlarmRule('overTemperature', json);
  return stored ? overTempThresholdsOf(stored) : null;
}

/**
 * Writes the review log rows of an over-temperature save or delete: the company default (`vehicleIds` null) or the
 * given vehicles, each with the thresholds saved before (null: none) and after (null: deleted). Call it inside the
 * change's transaction and before the change, so the rows and the setting commit together.
 */
export async function logOverTempChange(
  trx: AnyTrx,
  who: { companyId: number; userId: number; now: number },
  vehicleIds: readonly number[] | null,
  after: AlarmRuleSettings<'overTemperature'> | null,
): Promise<void> {
  const afterJson = after ? JSON.stringify(overTempThresholdsOf(after)) : null;
  const base = {
    company_id: who.companyId,
    user_id: who.userId,
    at: who.now,
    action: after ? 'save' : 'delete',
  };
  if (vehicleIds === null) {
    const row = (await trx
      .selectFrom('alarm_rule_defaults')
      .select('settings')
      .where('company_id', '=', who.companyId)
      .where('type', '=', 'overTemperature')
      .executeTakeFirst()) as { settings: string } | undefined;
    const before = thresholdsOf(row?.settings);
    await trx
      .insertInto('over_temp_setting_log')
      .values({ ...base, vehicle_id: null, before: before && JSON.stringify(before), after: afterJson })
      .execute();
    return;
  }
  for (let i = 0; i < vehicleIds.length; i += 500) {
    const part = vehicleIds.slice(i, i + 500);
    const rows = (await trx
      .selectFrom('alarm_rule_vehicles')
      .select(['vehicle_id', 'settings'])
      .where('vehicle_id', 'in', part)
      .where('type', '=', 'overTemperature')
      .execute()) as { vehicle_id: number; settings: string }[];
    const saved = new Map(rows.map((r) => [r.vehicle_id, r.settings]));
    // A delete logs only the vehicles that had a setting of their own.
    const logged = after ? part : part.filter((id) => saved.has(id));
    if (logged.length === 0) continue;
    await trx
      .insertInto('over_temp_setting_log')
      .values(
        logged.map((vehicleId) => {
          const before = thresholdsOf(saved.get(vehicleId));
          return {
            ...base,
            vehicle_id: vehicleId,
            before: before && JSON.stringify(before),
            after: afterJson,
          };
        }),
      )
      .execute();
  }
}
