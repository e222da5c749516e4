import { timestampMs, type MediaUpload } from '@roadwatch/jt808';
import type { Database } from '../../db/connect';
import type { VehicleTerminalIdentity } from '../../pipeline/terminalSink';
import { checkJpeg, MEDIA_MIME } from './jpegCheck';
import { linkedAlarmGuid } from './mediaAlarmLinks';
import { writeMediaFile } from './mediaFiles';

/** Media items one vehicle's terminal may store per hour; a terminal in a loop must not fill the disk. */
export const MAX_MEDIA_PER_VEHICLE_PER_HOUR = 240;
const HOUR_MS = 3_600_000;

export type MediaStoreOutcome = { status: 'stored'; id: number } | { status: 'refused'; reason: string };

/** What the gateway hands a complete 0x0801 to. Rejects when the file or row could not be written (not stored). */
export interface MediaIntake {
  store(identity: VehicleTerminalIdentity, upload: MediaUpload): Promise<MediaStoreOutcome>;
}

export interface MediaIntakeOptions {
  db: Database;
  dataDir: string;
  now?: () => number;
}

/**
 * Stores uploaded pictures: a JPEG image (checked by decoding it) under its content hash in the data folder,
 * synced, then its `media` row — so once `store` resolves the terminal may be acknowledged. The row's time and
 * place are the upload's location block (the time it was taken), else the arrival. A capture asked for an alarm
 * (`media_alarm_links`) or the terminal's own alarm-triggered picture taken just after an alarm of the vehicle
 * opened is linked to that alarm.
 */
export function createMediaIntake(options: MediaIntakeOptions): MediaIntake {
  const { db, dataDir } = options;
  const now = options.now ?? Date.now;
  const recent = new Map<number, { since: number; count: number }>();

  const withinQuota = (vehicleId: number, at: number): boolean => {
    let window = recent.get(vehicleId);
    if (!window || at - window.since >= HOUR_MS) {
      window = { since: at, count: 0 };
      recent.set(vehicleId, window);
    }
    if (window.count >= MAX_MEDIA_PER_VEHICLE_PER_HOUR) return false;
    window.count += 1;
    return true;
  };

  return {
    async store(identity, upload) {
      if (upload.mediaType !== 0 || upload.format !== 0) {
        return {
          status: 'refused',
          reason: `media type ${upload.mediaType} format ${upload.format} is not a JPEG image`,
        };
      }
      const check = checkJpeg(upload.data);
      if (!check.ok) return { status: 'refused', reason: check.reason };
      const at = now();
      if (!withinQuota(identity.vehicleId, at)) {
        return { status: 'refused', reason: `more than ${MAX_MEDIA_PER_VEHICLE_PER_HOUR} media in an hour` };
      }
      const sha256 = await writeMediaFile(dataDir, upload.data, 'jpg');
      const capturedAt = timestampMs(upload.location.time) ?? at;
      const positioned = upload.location.latitude !== 0 || upload.location.longitude !== 0;
      const alarmGuid = await linkedAlarmGuid(db, identity.vehicleId, upload, capturedAt);
      const row = await db
        .insertInto('media')
        .values({
          company_id: identity.companyId,
          department_id: identity.departmentId,
          vehicle_id: identity.vehicleId,
          media_id: upload.mediaId,
          type: upload.mediaType,
          format: upload.format,
          event_code: upload.eventCode,
          channel: upload.channel,
          captured_at: capturedAt,
          lon: positioned ? upload.location.longitude : null,
          lat: positioned ? upload.location.latitude : null,
          sha256,
          bytes: upload.data.length,
          mime: MEDIA_MIME.jpeg,
          alarm_guid: alarmGuid,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (alarmGuid === null) {
        // The capture's link may have been written while this was stored (see rememberCaptureForAlarm).
        const late = await linkedAlarmGuid(db, identity.vehicleId, upload, capturedAt);
        if (late !== null)
          await db.updateTable('media').set({ alarm_guid: late }).where('id', '=', row.id).execute();
      }
      return { status: 'stored', id: row.id };
    },
  };
}
