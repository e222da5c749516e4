import {
  ENDPOINTS,
  type SwitchDoorReportRow,
  type SwitchDoorSummaryRow,
  type SWITCH_DOOR_DETAIL_SORT,
  type SWITCH_DOOR_SUMMARY_SORT,
  type SwitchDoorDetailRequest,
  type SwitchDoorSummaryRequest,
} from '@roadwatch/core';
import { api } from '../../app/api';
import { switchEpisodeReportConfig } from '../switchEpisode/switchEpisodeReportConfig';

const DETAIL_SORT: readonly string[] = [
  'openTime',
  'durationS',
  'plate',
] satisfies typeof SWITCH_DOOR_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'openings',
  'totalOpenS',
  'longestOpenS',
] satisfies typeof SWITCH_DOOR_SUMMARY_SORT;

/** The door-opening report: cargo-door episodes, and per vehicle their sums. */
export const switchDoorReportConfig = switchEpisodeReportConfig<SwitchDoorReportRow, SwitchDoorSummaryRow>({
  report: 'switchDoor',
  operationId: 'switchDoorReport',
  words: 'eventReports.switchDoor',
  start: 'openTime',
  end: 'closeTime',
  stillOn: 'stillOpen',
  detailSort: DETAIL_SORT,
  count: 'openings',
  total: 'totalOpenS',
  longest: 'longestOpenS',
  summarySort: SUMMARY_SORT,
  background: 'switchDoorSummary',
  calls: {
    detail: (request) => api.call(ENDPOINTS.switchDoorDetailReport, request as SwitchDoorDetailRequest),
    exportDetail: (query) => api.blob(ENDPOINTS.exportSwitchDoorDetailReport, query),
    summary: (request) => api.call(ENDPOINTS.switchDoorSummaryReport, request as SwitchDoorSummaryRequest),
    exportSummary: (query) => api.blob(ENDPOINTS.exportSwitchDoorSummaryReport, query),
  },
});
