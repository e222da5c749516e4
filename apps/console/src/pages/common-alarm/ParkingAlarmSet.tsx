import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The parking alarm settings (`parking` in ALARM_RULES). */
export function ParkingAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="parking" route={route} />;
}
