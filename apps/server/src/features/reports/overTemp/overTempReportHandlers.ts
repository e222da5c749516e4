import type { EndpointHandlers } from '../../../http/endpointHandler';
import {
  exportOverTempDetail,
  exportOverTempSummary,
  overTempDetail,
  overTempSummary,
} from './overTempReports';

/** The over-temperature details and statistics reports: one implementation behind each menu entry's operation id. */
export const overTempReportHandlers = {
  overTempDetailReportDetail: overTempDetail,
  exportOverTempDetailReportDetail: exportOverTempDetail,
  overTempDetailReportSummary: overTempSummary,
  exportOverTempDetailReportSummary: exportOverTempSummary,
  overTempStatReportDetail: overTempDetail,
  exportOverTempStatReportDetail: exportOverTempDetail,
  overTempStatReportSummary: overTempSummary,
  exportOverTempStatReportSummary: exportOverTempSummary,
} satisfies EndpointHandlers;
