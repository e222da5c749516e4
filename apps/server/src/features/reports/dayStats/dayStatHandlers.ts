import type { EndpointHandlers } from '../../../http/endpointHandler';
import { dayStatDetail, dayStatSummary, exportDayStatDetail, exportDayStatSummary } from './dayStatReports';

/** The reports on the daily roll-up (mileage, driving statistics, timing-tracking summary, speed analysis): they differ in columns. */
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
  speedAnalysisReportDetail: dayStatDetail,
  exportSpeedAnalysisReportDetail: exportDayStatDetail('speedAnalysisReport'),
  speedAnalysisReportSummary: dayStatSummary,
  exportSpeedAnalysisReportSummary: exportDayStatSummary('speedAnalysisReport'),
} satisfies EndpointHandlers;
