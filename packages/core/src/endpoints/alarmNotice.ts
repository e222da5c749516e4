import { endpoint } from '../api/endpoint';
import type { AlarmNoticeRow } from '../types/alarmNotice';
import { alarmGuidRequest } from './alarmHandling';

export const alarmNoticeEndpoints = {
  /** Every notice attempt of one alarm (oldest first), for users who may see the alarm. */
  fetchAlarmNotices: endpoint<AlarmNoticeRow[]>()({
    name: 'fetchAlarmNotices',
    method: 'POST',
    module: 'alarm',
    path: '/fetchAlarmNotices',
    access: { operationId: 'vehicleAlarmProcessing' },
    request: alarmGuidRequest,
  }),
} as const;
