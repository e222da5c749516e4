import { ALARM_CLASS, ENDPOINTS, type AlarmClass } from '@roadwatch/core';

/** The calls of one processing page, chosen by alarm class (seed 000 §7: ignore by alarmClass 1, 2, 3). */
export const ALARM_CLASS_CALLS = {
  [ALARM_CLASS.vehicle]: {
    page: 'vehicleAlarmProcessing',
    find: ENDPOINTS.findVehicleAlarms,
    exportFile: ENDPOINTS.exportVehicleAlarms,
    ignore: ENDPOINTS.ignoreVehicleAlarm,
    batchHandle: ENDPOINTS.handleAlarm,
  },
  [ALARM_CLASS.store]: {
    page: 'storeAlarmProcessing',
    find: ENDPOINTS.findStoreAlarms,
    exportFile: ENDPOINTS.exportStoreAlarms,
    ignore: ENDPOINTS.ignoreStoreAlarm,
    batchHandle: ENDPOINTS.handleStoreAlarm,
  },
  [ALARM_CLASS.storage]: {
    page: 'storageAlarmProcessing',
    find: ENDPOINTS.findStorageAlarms,
    exportFile: ENDPOINTS.exportStorageAlarms,
    ignore: ENDPOINTS.ignoreStorageAlarm,
    batchHandle: null,
  },
} as const satisfies Record<AlarmClass, unknown>;
