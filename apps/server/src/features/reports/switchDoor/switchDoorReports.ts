import {
  SWITCH_KIND,
  type ENDPOINTS,
  type SWITCH_DOOR_DETAIL_SORT,
  type SWITCH_DOOR_SUMMARY_SORT,
  type SwitchDoorReportRow,
  type SwitchDoorSummaryRow,
} from '@roadwatch/core';
import type { EndpointHandler } from '../../../http/endpointHandler';
import { switchEpisodeReport } from '../switchEpisodeReport';

/** Openings of the cargo (rear) door that began in the range, of every vehicle; no share of the range. */
const openings = switchEpisodeReport<
  (typeof SWITCH_DOOR_DETAIL_SORT)[number],
  (typeof SWITCH_DOOR_SUMMARY_SORT)[number],
  SwitchDoorReportRow,
  SwitchDoorSummaryRow
>({
  kind: SWITCH_KIND.door,
  carriedIn: false,
  refrigerated: null,
  words: 'eventReports.switchDoor',
  stillOn: 'stillOpen',
  detailHeaders: ['plate', 'departmentName', 'openTime', 'closeTime', 'durationSeconds'],
  summaryHeaders: ['plate', 'departmentName', 'openings', 'totalSeconds', 'longestSeconds'],
  stems: { detail: 'door-openings', summary: 'door-openings-summary' },
  detailSort: { openTime: 'start', durationS: 'duration', plate: 'plate' },
  summarySort: { plate: 'plate', openings: 'n', totalOpenS: 'total_s', longestOpenS: 'longest_s' },
  row: (e) => ({
    id: e.id,
    vehicleId: e.vehicleId,
    plate: e.plate,
    departmentName: e.departmentName,
    openTime: e.startTime,
    closeTime: e.endTime,
    durationS: e.durationS,
  }),
  summaryRow: (s) => ({
    vehicleId: s.vehicleId,
    plate: s.plate,
    departmentName: s.departmentName,
    openings: s.episodes,
    totalOpenS: s.totalS,
    longestOpenS: s.longestS,
  }),
});

export const switchDoorDetailReport: EndpointHandler<typeof ENDPOINTS.switchDoorDetailReport> =
  openings.detail;
export const exportSwitchDoorDetailReport: EndpointHandler<typeof ENDPOINTS.exportSwitchDoorDetailReport> =
  openings.exportDetail;
export const switchDoorSummaryReport: EndpointHandler<typeof ENDPOINTS.switchDoorSummaryReport> =
  openings.summary;
export const exportSwitchDoorSummaryReport: EndpointHandler<typeof ENDPOINTS.exportSwitchDoorSummaryReport> =
  openings.exportSummary;
