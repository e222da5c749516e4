import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The tyre alarm settings (`tyre` in ALARM_RULES). */
export function TyreAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="tyre" route={route} />;
}
