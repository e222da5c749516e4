import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The device alarm settings (`device` in ALARM_RULES). */
export function DeviceAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="device" route={route} />;
}
