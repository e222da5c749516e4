import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The line alarm settings (`line` in ALARM_RULES). */
export function LineAlarmTypeSet({ route }: PageProps) {
  return <AlarmRulePage type="line" route={route} />;
}
