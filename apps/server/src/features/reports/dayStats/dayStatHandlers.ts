import type { EndpointHandlers } from '../../../http/endpointHandler';
import { dayStatDetail, dayStatSummary, exportDayStatDetail, exportDayStatSummary } from './dayStatReports';

/** The mileage and driving-statistics reports: one implementation, the two reports differ in their columns. */
export const dayStatHandlers = {
  mileageReportDetail: dayStatDetail,
  exportMileageReportDetail: exportDayStatDetail('mileageReport'),
  mileageReportSummary: dayStatSummary,
  exportMileageReportSummary: exportDayStatSummary('mileageReport'),
  drivingStatReportDetail: dayStatDetail,
  exportDrivingStatReportDetail: exportDayStatDetail('drivingStatReport'),
  drivingStatReportSummary: dayStatSummary,
  exportDrivingStatReportSummary: exportDayStatSummary('drivingStatReport'),
} satisfies EndpointHandlers;
