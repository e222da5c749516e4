import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The overTemperature alarm settings (`overTemperature` in ALARM_RULES). */
export function TempAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="overTemperature" route={route} />;
}
