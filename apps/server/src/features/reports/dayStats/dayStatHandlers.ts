import type { EndpointHandlers } from '../../../http/endpointHandler';
import { dayStatDetail, dayStatSummary, exportDayStatDetail, exportDayStatSummary } from './dayStatReports';

/** The reports on the daily roll-up (mileage, driving statistics, timing-tracking summary): they differ in columns. */
export const dayStatHandlers = {
  mileageReportDetail: dayStatDetail,
  exportMileageReportDetail: exportDayStatDetail('mileageReport'),
  mileageReportSummary: dayStatSummary,
  exportMileageReportSummary: exportDayStatSummary('mileageReport'),
  drivingStatReportDetail: dayStatDetail,
  exportDrivingStatReportDetail: exportDayStatDetail('drivingStatReport'),
  drivingStatReportSummary: dayStatSummary,
  exportDrivingStatReportSummary: exportDayStatSummary('drivingStatReport'),
  timingTrackReportSummary: dayStatSummary,
  exportTimingTrackReportSummary: exportDayStatSummary('timingTrackReport'),
} satisfies EndpointHandlers;
