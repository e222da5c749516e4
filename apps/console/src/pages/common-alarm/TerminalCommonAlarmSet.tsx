import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The terminalCommon alarm settings (`terminalCommon` in ALARM_RULES). */
export function TerminalCommonAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="terminalCommon" route={route} />;
}
