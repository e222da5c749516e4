import type { EndpointHandlers } from '../../../http/endpointHandler';
import {
  areaInOutDetailReport,
  areaInOutSummaryReport,
  areaInOutZones,
  exportAreaInOutDetailReport,
  exportAreaInOutSummaryReport,
} from './areaInOutReports';

/** The area entry and exit report: visits, per vehicle and zone sums, their exports and the zone list. */
export const areaInOutReportHandlers = {
  areaInOutDetailReport,
  exportAreaInOutDetailReport,
  areaInOutSummaryReport,
  exportAreaInOutSummaryReport,
  areaInOutZones,
} satisfies EndpointHandlers;
