import {
  ENDPOINTS,
  type ColdMachineReportRow,
  type ColdMachineSummaryRow,
  type COLD_MACHINE_DETAIL_SORT,
  type COLD_MACHINE_SUMMARY_SORT,
  type ColdMachineDetailRequest,
  type ColdMachineSummaryRequest,
} from '@roadwatch/core';
import { api } from '../../app/api';
import { switchEpisodeReportConfig } from '../switchEpisode/switchEpisodeReportConfig';

const DETAIL_SORT: readonly string[] = [
  'onTime',
  'durationS',
  'plate',
] satisfies typeof COLD_MACHINE_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'runs',
  'totalRunS',
  'longestRunS',
] satisfies typeof COLD_MACHINE_SUMMARY_SORT;

/** The refrigeration unit report: each run of a reefer's unit, and per vehicle their sums and share of the range. */
export const coldMachineReportConfig = switchEpisodeReportConfig<ColdMachineReportRow, ColdMachineSummaryRow>(
  {
    report: 'coldMachine',
    operationId: 'coldMachineReport',
    words: 'eventReports.coldMachine',
    start: 'onTime',
    end: 'offTime',
    stillOn: 'running',
    detailSort: DETAIL_SORT,
    count: 'runs',
    total: 'totalRunS',
    longest: 'longestRunS',
    share: 'runShare',
    summarySort: SUMMARY_SORT,
    background: 'coldMachineSummary',
    calls: {
      detail: (request) => api.call(ENDPOINTS.coldMachineDetailReport, request as ColdMachineDetailRequest),
      exportDetail: (query) => api.blob(ENDPOINTS.exportColdMachineDetailReport, query),
      summary: (request) =>
        api.call(ENDPOINTS.coldMachineSummaryReport, request as ColdMachineSummaryRequest),
      exportSummary: (query) => api.blob(ENDPOINTS.exportColdMachineSummaryReport, query),
    },
  },
);
