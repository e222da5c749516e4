import {
  ENDPOINTS,
  type SwitchEpisodeRow,
  type SwitchEpisodeSummaryRow,
  SWITCH_DEVICE_REPORTS,
  type SWITCH_EPISODE_DETAIL_SORT,
  type SWITCH_EPISODE_SUMMARY_SORT,
  type SwitchDeviceReport,
  type SwitchEpisodeDetailRequest,
  type SwitchEpisodeSummaryRequest,
} from '@roadwatch/core';
import { api } from '../../app/api';
import { switchEpisodeReportConfig } from './switchEpisodeReportConfig';

const DETAIL_SORT: readonly string[] = [
  'startTime',
  'durationS',
  'plate',
] satisfies typeof SWITCH_EPISODE_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'episodes',
  'totalS',
  'longestS',
] satisfies typeof SWITCH_EPISODE_SUMMARY_SORT;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A switch-device report (air conditioning, hydraulic lift, unloading, head separation): episodes and per-vehicle sums. */
export function switchDeviceReportConfig(report: SwitchDeviceReport) {
  const detail = ENDPOINTS[`${report}DetailReport`];
  const summary = ENDPOINTS[`${report}SummaryReport`];
  const exportDetail = ENDPOINTS[`export${cap(report) as Capitalize<SwitchDeviceReport>}DetailReport`];
  const exportSummary = ENDPOINTS[`export${cap(report) as Capitalize<SwitchDeviceReport>}SummaryReport`];
  return switchEpisodeReportConfig<SwitchEpisodeRow, SwitchEpisodeSummaryRow>({
    report,
    operationId: SWITCH_DEVICE_REPORTS[report].operationId,
    words: `eventReports.${report}`,
    start: 'startTime',
    end: 'endTime',
    stillOn: 'stillOn',
    detailSort: DETAIL_SORT,
    count: 'episodes',
    total: 'totalS',
    longest: 'longestS',
    share: 'share',
    summarySort: SUMMARY_SORT,
    background: `${report}Summary`,
    calls: {
      detail: (request) => api.call(detail, request as SwitchEpisodeDetailRequest),
      exportDetail: (query) => api.blob(exportDetail, query),
      summary: (request) => api.call(summary, request as SwitchEpisodeSummaryRequest),
      exportSummary: (query) => api.blob(exportSummary, query),
    },
  });
}
