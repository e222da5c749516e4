import type { OverTempRecheckEntry } from '@roadwatch/core';
import type { Database } from '../../db/connect';

/** The recheck results recorded on an alarm, newest first. */
export async function recheckResults(db: Database, alarmGuid: string): Promise<OverTempRecheckEntry[]> {
  const rows = await db
    .selectFrom('over_temp_rechecks as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.result', 'r.remark', 'r.at', 'u.real_name', 'u.user_name'])
    .where('r.alarm_guid', '=', alarmGuid)
    .orderBy('r.at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((r) => ({
    result: r.result === 'confirmed' ? 'confirmed' : 'falseAlarm',
    remark: r.remark,
    operator: r.real_name || r.user_name || '',
    at: Number(r.at),
  }));
}
