import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The openDoor alarm settings (`openDoor` in ALARM_RULES). */
export function OpenDoorAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="openDoor" route={route} />;
}
