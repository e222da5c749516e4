import { ALARM_CLASS, type AlarmClass } from '@roadwatch/core';

/** The processing page (menu key) of each alarm class; the popover's "handle" opens it. */
export const ALARM_PAGE_OF_CLASS: Readonly<Record<AlarmClass, string>> = {
  [ALARM_CLASS.vehicle]: 'vehicleAlarmProcessing',
  [ALARM_CLASS.store]: 'storeAlarmProcessing',
  [ALARM_CLASS.storage]: 'storageAlarmProcessing',
};

/** The new-exception popup and the abnormal popover lead here. */
export const ABNORMAL_PAGE = 'equipAbnormalHandle';
