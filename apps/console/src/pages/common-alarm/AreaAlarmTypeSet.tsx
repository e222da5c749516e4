import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The area alarm settings (`area` in ALARM_RULES). */
export function AreaAlarmTypeSet({ route }: PageProps) {
  return <AlarmRulePage type="area" route={route} />;
}
