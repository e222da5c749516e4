import { ALARM_CLASS } from '@roadwatch/core';
import { AlarmProcessingPage } from '../../alarmHandling/AlarmProcessingPage';
import type { PageProps } from '../../routes/pageRegistry';

/** StoreAlarmProcessing: the processing page of store alarms (query bTime/eTime, default today). */
export function StoreAlarmProcessing({ route }: PageProps) {
  return <AlarmProcessingPage route={route} alarmClass={ALARM_CLASS.store} />;
}
