import type { Database } from '../../db/connect';
import { ALARM_MEDIA_LEAD_MS, ALARM_MEDIA_WINDOW_MS, NOT_ALARM_EVENT_CODES } from './mediaAlarmLinks';

export interface AlarmMediaRow {
  id: number;
  type: number;
  channel: number;
  capturedAt: number;
}

/**
 * The media of each alarm (by guid), in the order they were taken: rows linked to the alarm, and the vehicle's
 * alarm-triggered uploads not linked to any alarm that were taken in the alarm's window (an upload can be stored
 * before the pipeline has committed the alarm it shows) — such a row goes to the latest alarm that began before it.
 */
export async function alarmMediaOf(
  db: Database,
  vehicleId: number,
  alarms: readonly { guid: string; beginTime: number }[],
): Promise<Map<string, AlarmMediaRow[]>> {
  const result = new Map<string, AlarmMediaRow[]>(alarms.map((a) => [a.guid, []]));
  if (alarms.length === 0) return result;
  const begins = alarms.map((a) => a.beginTime);
  const from = Math.min(...begins) - ALARM_MEDIA_LEAD_MS;
  const to = Math.max(...begins) + ALARM_MEDIA_WINDOW_MS;
  const rows = await db
    .selectFrom('media')
    .select(['id', 'type', 'channel', 'captured_at', 'alarm_guid'])
    .where('vehicle_id', '=', vehicleId)
    .where((eb) =>
      eb.or([
        eb(
          'alarm_guid',
          'in',
          alarms.map((a) => a.guid),
        ),
        eb.and([
          eb('alarm_guid', 'is', null),
          eb('event_code', 'not in', [...NOT_ALARM_EVENT_CODES]),
          eb('captured_at', '>=', from),
          eb('captured_at', '<=', to),
        ]),
      ]),
    )
    .orderBy('captured_at')
    .orderBy('id')
    .execute();
  const byBegin = [...alarms].sort((a, b) => b.beginTime - a.beginTime);
  for (const row of rows) {
    const capturedAt = Number(row.captured_at);
    const guid =
      row.alarm_guid ??
      byBegin.find(
        (a) =>
          a.beginTime <= capturedAt + ALARM_MEDIA_LEAD_MS &&
          capturedAt - a.beginTime <= ALARM_MEDIA_WINDOW_MS,
      )?.guid;
    if (guid === undefined) continue;
    result.get(guid)?.push({ id: row.id, type: row.type, channel: row.channel, capturedAt });
  }
  return result;
}
