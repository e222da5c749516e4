import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The shutdown alarm settings (`shutdown` in ALARM_RULES). */
export function ShutdownAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="shutdown" route={route} />;
}
