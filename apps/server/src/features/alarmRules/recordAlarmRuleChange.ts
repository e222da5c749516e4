import type { AnyTrx } from '../../resources/resourceSpec';

/** Change-feed rows older than this are removed on the next write (the pipeline polls every second). */
const CHANGE_KEPT_MS = 24 * 3_600_000;

/**
 * Tells every pipeline (in this process or another) that settings changed: a company default (vehicleIds null)
 * or the given vehicles. Written in the same transaction as the change, so a poll never sees one without the other.
 */
export async function recordAlarmRuleChange(
  trx: AnyTrx,
  companyId: number,
  vehicleIds: readonly number[] | null,
  now: number,
): Promise<void> {
  const rows = (vehicleIds ?? [null]).map((vehicleId) => ({
    company_id: companyId,
    vehicle_id: vehicleId,
    at: now,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('alarm_rule_changes')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  await trx
    .deleteFrom('alarm_rule_changes')
    .where('at', '<', now - CHANGE_KEPT_MS)
    .execute();
}
