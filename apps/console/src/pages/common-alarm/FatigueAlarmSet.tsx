import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The fatigue alarm settings (`fatigue` in ALARM_RULES). */
export function FatigueAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="fatigue" route={route} />;
}
