import {
  exportParkingDetailReport,
  exportParkingSummaryReport,
  parkingDetailReport,
  parkingSummaryReport,
} from './parking/parkingReports';
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
import {
  coldMachineDetailReport,
  coldMachineSummaryReport,
  exportColdMachineDetailReport,
  exportColdMachineSummaryReport,
} from './coldMachine/coldMachineReports';
import { switchDeviceReportHandlers } from './switchDevice/switchDeviceReports';
import { flashPictureReportHandlers, flashShotReportHandlers } from './mediaRecords/mediaRecordReports';
import {
  driverShiftDetailReport,
  driverShiftSummaryReport,
  exportDriverShiftDetailReport,
  exportDriverShiftSummaryReport,
} from './driverShifts/driverShiftReports';
import {
  exportOperationRecordDetailReport,
  exportOperationRecordSummaryReport,
  operationRecordDetailReport,
  operationRecordSummaryReport,
} from './operationRecords/operationRecordReports';
import { exportTimingTrackDetailReport, timingTrackDetailReport } from './positions/positionReports';
import {
  aiAnalysisDetailReport,
  aiAnalysisSummaryReport,
  exportAiAnalysisDetailReport,
  exportAiAnalysisSummaryReport,
} from './aiAnalysis/aiAnalysisReports';
import {
  exportTirePressureDetailReport,
  exportTirePressureSummaryReport,
  tirePressureDetailReport,
  tirePressureSummaryReport,
} from './tirePressure/tirePressureReports';
import {
  exportWarningDetailReport,
  exportWarningSummaryReport,
  warningDetailReport,
  warningSummaryReport,
} from './warningDetail/warningReports';
import {
  directiveDetailReport,
  directiveSummaryReport,
  exportDirectiveDetailReport,
  exportDirectiveSummaryReport,
} from './directiveRecords/directiveRecordReports';
import {
  exportTempSettingDetailReport,
  exportTempSettingSummaryReport,
  tempSettingDetailReport,
  tempSettingSummaryReport,
} from './tempSetting/tempSettingReports';
import {
  exportWeightDetailReport,
  exportWeightSummaryReport,
  weightDetailReport,
  weightSummaryReport,
} from './weightAnalysis/weightAnalysisReports';
import {
  exportTrailerDetailReport,
  exportTrailerSummaryReport,
  trailerDetailReport,
  trailerSummaryReport,
} from './trailer/trailerReports';
import { exportStandingBookDetailReport, standingBookDetailReport } from './standingBook/standingBookReports';
import {
  exportStandingBookSummaryReport,
  standingBookSummaryReport,
} from './standingBook/standingBookSummary';

/** The overspeed alarm report, the door-opening report and the parking report. */
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
  parkingDetailReport,
  exportParkingDetailReport,
  parkingSummaryReport,
  exportParkingSummaryReport,
  coldMachineDetailReport,
  exportColdMachineDetailReport,
  coldMachineSummaryReport,
  exportColdMachineSummaryReport,
  ...switchDeviceReportHandlers,
  ...flashPictureReportHandlers,
  ...flashShotReportHandlers,
  driverShiftDetailReport,
  exportDriverShiftDetailReport,
  driverShiftSummaryReport,
  exportDriverShiftSummaryReport,
  operationRecordDetailReport,
  exportOperationRecordDetailReport,
  operationRecordSummaryReport,
  exportOperationRecordSummaryReport,
  aiAnalysisDetailReport,
  exportAiAnalysisDetailReport,
  aiAnalysisSummaryReport,
  exportAiAnalysisSummaryReport,
  warningDetailReport,
  exportWarningDetailReport,
  warningSummaryReport,
  exportWarningSummaryReport,
  directiveDetailReport,
  exportDirectiveDetailReport,
  directiveSummaryReport,
  exportDirectiveSummaryReport,
  tempSettingDetailReport,
  exportTempSettingDetailReport,
  tempSettingSummaryReport,
  exportTempSettingSummaryReport,
  tirePressureDetailReport,
  exportTirePressureDetailReport,
  tirePressureSummaryReport,
  exportTirePressureSummaryReport,
  weightDetailReport,
  exportWeightDetailReport,
  weightSummaryReport,
  exportWeightSummaryReport,
  trailerDetailReport,
  exportTrailerDetailReport,
  trailerSummaryReport,
  exportTrailerSummaryReport,
  standingBookDetailReport,
  exportStandingBookDetailReport,
  standingBookSummaryReport,
  exportStandingBookSummaryReport,
};
