import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The abnormalFuel alarm settings (`abnormalFuel` in ALARM_RULES). */
export function AbnormalFuelAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="abnormalFuel" route={route} />;
}
