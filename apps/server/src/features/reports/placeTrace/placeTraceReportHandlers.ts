import type { EndpointHandlers } from '../../../http/endpointHandler';
import {
  aroundDetailReport,
  aroundSummaryReport,
  exportAroundDetailReport,
  exportAroundSummaryReport,
} from './aroundDetailReports';
import {
  epidemicVehicleAreas,
  epidemicVehicleDetailReport,
  epidemicVehicleSummaryReport,
  exportEpidemicVehicleDetailReport,
  exportEpidemicVehicleSummaryReport,
} from './epidemicVehicleReports';

/** The place-tracing reports: vehicles around a point and vehicles inside stored areas, with exports. */
export const placeTraceReportHandlers = {
  aroundDetailReport,
  exportAroundDetailReport,
  aroundSummaryReport,
  exportAroundSummaryReport,
  epidemicVehicleDetailReport,
  exportEpidemicVehicleDetailReport,
  epidemicVehicleSummaryReport,
  exportEpidemicVehicleSummaryReport,
  epidemicVehicleAreas,
} satisfies EndpointHandlers;
