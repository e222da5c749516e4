import { ALARM_CLASS } from '@roadwatch/core';
import { AlarmProcessingPage } from '../../alarmHandling/AlarmProcessingPage';
import type { PageProps } from '../../routes/pageRegistry';

/** VehicleAlarmProcessing: the processing page of vehicle alarms (query bTime/eTime, default today). */
export function VehicleAlarmProcessing({ route }: PageProps) {
  return <AlarmProcessingPage route={route} alarmClass={ALARM_CLASS.vehicle} />;
}
