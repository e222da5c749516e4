import type { EndpointHandlers } from '../../../http/endpointHandler';
import {
  areaBetweenDetailReport,
  areaBetweenSummaryReport,
  areaBetweenZones,
  exportAreaBetweenDetailReport,
  exportAreaBetweenSummaryReport,
} from './areaBetweenReports';

/** The area-between report: trips from zone to zone, per vehicle and zone pair sums, their exports and the zones. */
export const areaBetweenReportHandlers = {
  areaBetweenDetailReport,
  exportAreaBetweenDetailReport,
  areaBetweenSummaryReport,
  exportAreaBetweenSummaryReport,
  areaBetweenZones,
} satisfies EndpointHandlers;
