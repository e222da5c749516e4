import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The transportTime alarm settings (`transportTime` in ALARM_RULES). */
export function TransportTimeAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="transportTime" route={route} />;
}
