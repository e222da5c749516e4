import type { MediaUpload } from '@roadwatch/jt808';
import type { Database } from '../../db/connect';

/** 0x0800/0x0801 event codes that are not alarm triggers (platform command, timed, door events, distance). */
export const NOT_ALARM_EVENT_CODES: ReadonlySet<number> = new Set([0, 1, 4, 5, 6, 7]);
/** An alarm-triggered picture belongs to the vehicle's alarm that opened at most this long before it was taken… */
export const ALARM_MEDIA_WINDOW_MS = 60_000;
/** …or this little after (the terminal's clock and the alarm's begin time are not the same clock). */
export const ALARM_MEDIA_LEAD_MS = 10_000;
/** How long a capture asked for an alarm waits for its uploads before the link is forgotten. */
const LINK_TTL_MS = 3_600_000;

export function isAlarmEvent(eventCode: number): boolean {
  return !NOT_ALARM_EVENT_CODES.has(eventCode);
}

/** The terminal answered a capture for an alarm with these media ids: their uploads will be linked to it. */
export async function rememberCaptureForAlarm(
  db: Database,
  vehicleId: number,
  mediaIds: readonly number[],
  alarmGuid: string,
  at: number,
): Promise<void> {
  if (mediaIds.length === 0) return;
  await db
    .insertInto('media_alarm_links')
    .values(
      mediaIds.map((mediaId) => ({
        vehicle_id: vehicleId,
        media_id: mediaId,
        alarm_guid: alarmGuid,
        created_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['vehicle_id', 'media_id']).doUpdateSet({ alarm_guid: alarmGuid, created_at: at }),
    )
    .execute();
  // A terminal uploads right after its answer, so a picture may be stored before the link was: link it now (the
  // intake checks the link again after storing, so one of the two always sees the other).
  await db
    .updateTable('media')
    .set({ alarm_guid: alarmGuid })
    .where('vehicle_id', '=', vehicleId)
    .where('media_id', 'in', [...mediaIds])
    .where('alarm_guid', 'is', null)
    .where('created_at', '>=', at - LINK_TTL_MS)
    .execute();
}

/**
 * The alarm an upload shows: the one its capture was asked for, else, for an alarm-triggered upload, the latest
 * alarm of the vehicle that began within the window around the time it was taken; null otherwise.
 */
export async function linkedAlarmGuid(
  db: Database,
  vehicleId: number,
  upload: Pick<MediaUpload, 'mediaId' | 'eventCode'>,
  capturedAt: number,
): Promise<string | null> {
  const link = await db
    .selectFrom('media_alarm_links')
    .select(['alarm_guid', 'created_at'])
    .where('vehicle_id', '=', vehicleId)
    .where('media_id', '=', upload.mediaId)
    .executeTakeFirst();
  if (link && capturedAt - Number(link.created_at) < LINK_TTL_MS) return link.alarm_guid;
  if (!isAlarmEvent(upload.eventCode)) return null;
  const alarm = await db
    .selectFrom('alarms')
    .select('guid')
    .where('vehicle_id', '=', vehicleId)
    .where('begin_time', '>=', capturedAt - ALARM_MEDIA_WINDOW_MS)
    .where('begin_time', '<=', capturedAt + ALARM_MEDIA_LEAD_MS)
    .orderBy('begin_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  return alarm?.guid ?? null;
}
