import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The overspeed alarm settings (`overspeed` in ALARM_RULES). */
export function OverspeedAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="overspeed" route={route} />;
}
