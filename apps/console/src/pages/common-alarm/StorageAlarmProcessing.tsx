import { ALARM_CLASS } from '@roadwatch/core';
import { AlarmProcessingPage } from '../../alarmHandling/AlarmProcessingPage';
import type { PageProps } from '../../routes/pageRegistry';

/** StorageAlarmProcessing: the processing page of storage alarms (query bTime/eTime, default today). */
export function StorageAlarmProcessing({ route }: PageProps) {
  return <AlarmProcessingPage route={route} alarmClass={ALARM_CLASS.storage} />;
}
