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
};
