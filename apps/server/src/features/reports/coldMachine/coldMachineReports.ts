import {
  SWITCH_KIND,
  type COLD_MACHINE_DETAIL_SORT,
  type COLD_MACHINE_SUMMARY_SORT,
  type ColdMachineReportRow,
  type ColdMachineSummaryRow,
  type ENDPOINTS,
} from '@roadwatch/core';
import type { EndpointHandler } from '../../../http/endpointHandler';
import { switchEpisodeReport } from '../switchEpisodeReport';

/**
 * Runs of a reefer's refrigeration unit (the stored `cooler` switch on) that began in the range or were running at
 * its start. Only refrigerated vehicles: on any other vehicle the same input is the cab's air conditioning (the
 * air-conditioning report).
 */
const runs = switchEpisodeReport<
  (typeof COLD_MACHINE_DETAIL_SORT)[number],
  (typeof COLD_MACHINE_SUMMARY_SORT)[number],
  ColdMachineReportRow,
  ColdMachineSummaryRow
>({
  kind: SWITCH_KIND.cooler,
  carriedIn: true,
  refrigerated: true,
  words: 'eventReports.coldMachine',
  stillOn: 'running',
  detailHeaders: ['plate', 'departmentName', 'onTime', 'offTime', 'durationSeconds'],
  summaryHeaders: ['plate', 'departmentName', 'runs', 'totalSeconds', 'longestSeconds', 'runSharePercent'],
  stems: { detail: 'refrigeration-units', summary: 'refrigeration-units-summary' },
  detailSort: { onTime: 'start', durationS: 'duration', plate: 'plate' },
  summarySort: { plate: 'plate', runs: 'n', totalRunS: 'total_s', longestRunS: 'longest_s' },
  row: (e) => ({
    id: e.id,
    vehicleId: e.vehicleId,
    plate: e.plate,
    departmentName: e.departmentName,
    onTime: e.startTime,
    offTime: e.endTime,
    durationS: e.durationS,
  }),
  summaryRow: (s) => ({
    vehicleId: s.vehicleId,
    plate: s.plate,
    departmentName: s.departmentName,
    runs: s.episodes,
    totalRunS: s.totalS,
    longestRunS: s.longestS,
    runShare: s.share,
  }),
});

export const coldMachineDetailReport: EndpointHandler<typeof ENDPOINTS.coldMachineDetailReport> = runs.detail;
export const exportColdMachineDetailReport: EndpointHandler<typeof ENDPOINTS.exportColdMachineDetailReport> =
  runs.exportDetail;
export const coldMachineSummaryReport: EndpointHandler<typeof ENDPOINTS.coldMachineSummaryReport> =
  runs.summary;
export const exportColdMachineSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportColdMachineSummaryReport
> = runs.exportSummary;
