import { AlarmRulePage } from '../../alarmRules/AlarmRulePage';
import type { PageProps } from '../../routes/pageRegistry';

/** The abnormalVehicle alarm settings (`abnormalVehicle` in ALARM_RULES). */
export function AbnormalVehicleAlarmSet({ route }: PageProps) {
  return <AlarmRulePage type="abnormalVehicle" route={route} />;
}
