import {
  exportOverspeedDetailReport,
  exportOverspeedSummaryReport,
  overspeedDetailReport,
  overspeedSummaryReport,
} from './overspeed/overspeedReports';
import {
  exportSwitchDoorDetailReport,
  exportSwitchDoorSummaryReport,
  switchDoorDetailReport,
  switchDoorSummaryReport,
} from './switchDoor/switchDoorReports';
import { exportTimingTrackDetailReport, timingTrackDetailReport } from './positions/positionReports';

/** The overspeed alarm report and the door-opening report. */
export const eventReportHandlers = {
  overspeedDetailReport,
  exportOverspeedDetailReport,
  overspeedSummaryReport,
  exportOverspeedSummaryReport,
  switchDoorDetailReport,
  exportSwitchDoorDetailReport,
  switchDoorSummaryReport,
  exportSwitchDoorSummaryReport,
  timingTrackDetailReport,
  exportTimingTrackDetailReport,
};
