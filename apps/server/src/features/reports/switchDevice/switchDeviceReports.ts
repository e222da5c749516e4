import {
  SWITCH_DEVICE_REPORTS,
  type SWITCH_EPISODE_DETAIL_SORT,
  type SWITCH_EPISODE_SUMMARY_SORT,
  type SwitchDeviceReport,
  type SwitchEpisodeRow,
  type SwitchEpisodeSummaryRow,
} from '@roadwatch/core';
import { switchEpisodeReport } from '../switchEpisodeReport';
import type { EndpointHandlers } from '../../../http/endpointHandler';

/**
 * A switch-device report (air conditioning, hydraulic lift, unloading, head separation): the episodes of its stored
 * switch that began in the range or were going at its start, of the vehicles core's `SWITCH_DEVICE_REPORTS` says.
 */
export function switchDeviceReport(report: SwitchDeviceReport, stem: string) {
  const { kind, refrigerated } = SWITCH_DEVICE_REPORTS[report];
  return switchEpisodeReport<
    (typeof SWITCH_EPISODE_DETAIL_SORT)[number],
    (typeof SWITCH_EPISODE_SUMMARY_SORT)[number],
    SwitchEpisodeRow,
    SwitchEpisodeSummaryRow
  >({
    kind,
    carriedIn: true,
    refrigerated,
    words: `eventReports.${report}`,
    stillOn: 'stillOn',
    detailHeaders: ['plate', 'departmentName', 'startTime', 'endTime', 'durationSeconds'],
    summaryHeaders: ['plate', 'departmentName', 'episodes', 'totalSeconds', 'longestSeconds', 'sharePercent'],
    stems: { detail: stem, summary: `${stem}-summary` },
    detailSort: { startTime: 'start', durationS: 'duration', plate: 'plate' },
    summarySort: { plate: 'plate', episodes: 'n', totalS: 'total_s', longestS: 'longest_s' },
    row: (e) => e,
    summaryRow: (s) => s,
  });
}

const airConditioning = switchDeviceReport('airConditioning', 'air-conditioning');
const hydraulic = switchDeviceReport('hydraulic', 'hydraulic-lift');
const unloading = switchDeviceReport('unloading', 'unloading');
const headSeparation = switchDeviceReport('headSeparation', 'head-separation');

/** The handlers of the four switch-device reports, by endpoint name. */
export const switchDeviceReportHandlers = {
  airConditioningDetailReport: airConditioning.detail,
  exportAirConditioningDetailReport: airConditioning.exportDetail,
  airConditioningSummaryReport: airConditioning.summary,
  exportAirConditioningSummaryReport: airConditioning.exportSummary,
  hydraulicDetailReport: hydraulic.detail,
  exportHydraulicDetailReport: hydraulic.exportDetail,
  hydraulicSummaryReport: hydraulic.summary,
  exportHydraulicSummaryReport: hydraulic.exportSummary,
  unloadingDetailReport: unloading.detail,
  exportUnloadingDetailReport: unloading.exportDetail,
  unloadingSummaryReport: unloading.summary,
  exportUnloadingSummaryReport: unloading.exportSummary,
  headSeparationDetailReport: headSeparation.detail,
  exportHeadSeparationDetailReport: headSeparation.exportDetail,
  headSeparationSummaryReport: headSeparation.summary,
  exportHeadSeparationSummaryReport: headSeparation.exportSummary,
} satisfies EndpointHandlers;
