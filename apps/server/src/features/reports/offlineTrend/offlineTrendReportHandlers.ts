import type { EndpointHandlers } from '../../../http/endpointHandler';
import {
  exportOfflineTrendDetail,
  exportOfflineTrendSummary,
  offlineTrendDetail,
  offlineTrendSummary,
} from './offlineTrendReports';

/** The vehicle offline trend report (`vehicleOfflineTrendReport`). */
export const offlineTrendReportHandlers = {
  offlineTrendDetailReport: offlineTrendDetail,
  exportOfflineTrendDetailReport: exportOfflineTrendDetail,
  offlineTrendSummaryReport: offlineTrendSummary,
  exportOfflineTrendSummaryReport: exportOfflineTrendSummary,
} satisfies EndpointHandlers;
