import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The hijack alarm settings (`hijack` in ALARM_RULES). */
export function HijackAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="hijack" route={route} />;
}
