import type { Database } from '../../db/connect';
import type { CaptureInput, CaptureResult } from '../../gateway/captureCommand';
import type { CommandOptions } from '../../gateway/commandTracker';
import type { GatewayCommands } from '../../gateway/gatewayCommands';
import { rememberCaptureForAlarm } from './mediaAlarmLinks';

export interface MediaCaptureInput extends CaptureInput {
  /** The alarm the pictures are for: their uploads are linked to it (`media.alarm_guid`). */
  alarmGuid?: string;
}

/**
 * A flash capture through the gateway (0x8801 → 0x0805). With an alarm, the media ids the terminal answers are
 * remembered in the database before this resolves, so their uploads — which follow the answer, and may reach
 * another process's gateway — are linked to the alarm when they are stored.
 */
export async function captureMedia(
  db: Database,
  commands: GatewayCommands,
  vehicleId: number,
  input: MediaCaptureInput,
  options: CommandOptions & { now?: () => number } = {},
): Promise<CaptureResult> {
  const { alarmGuid, ...capture } = input;
  const result = await commands.capture(vehicleId, capture, options);
  if (alarmGuid) {
    await rememberCaptureForAlarm(db, vehicleId, result.mediaIds, alarmGuid, (options.now ?? Date.now)());
  }
  return result;
}
