import { alarmStatDetail } from './alarmStatDetail';
import { exportAlarmStatDetail, exportAlarmStatSummary } from './alarmStatExports';
import { alarmStatSummary } from './alarmStatSummary';
import { deviceExceptionAnalysis } from './deviceExceptionAnalysis';
import {
  deviceExceptionDetailReport,
  deviceExceptionSummaryReport,
  exportDeviceExceptionDetailReport,
  exportDeviceExceptionSummaryReport,
} from './deviceExceptionReports';

export const alarmStatisticsHandlers = {
  alarmStatSummary,
  exportAlarmStatSummary,
  alarmStatDetail,
  exportAlarmStatDetail,
  deviceExceptionAnalysis,
  deviceExceptionDetailReport,
  exportDeviceExceptionDetailReport,
  deviceExceptionSummaryReport,
  exportDeviceExceptionSummaryReport,
};
