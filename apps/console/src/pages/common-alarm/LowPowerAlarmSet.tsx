import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The lowPower alarm settings (`lowPower` in ALARM_RULES). */
export function LowPowerAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="lowPower" route={route} />;
}
