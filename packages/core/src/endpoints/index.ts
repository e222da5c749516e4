import { accountEndpoints } from './account';
import { alarmHandlingEndpoints } from './alarmHandling';
import { alarmRuleEndpoints } from './alarmRules';
import { alarmNoticeEndpoints } from './alarmNotice';
import { alarmShellEndpoints } from './alarmShell';
import { authEndpoints } from './auth';
import { companyInfoEndpoints } from './companyInfo';
import { kioskEndpoints } from './kiosk';
import { fleetAnalysisEndpoints } from './fleetAnalysis';
import { fleetBoardEndpoints } from './fleetBoards';
import { offlineVehicleEndpoints } from './offlineVehicle';
import { menuEndpoints } from './menu';
import { messageEndpoints } from './message';
import { personalizeEndpoints } from './personalize';
import { placeEndpoints } from './place';
import { sentryEndpoints } from './sentry';
import { shellEndpoints } from './shell';
import { userEndpoints } from './user';
import { vehicleEndpoints } from './vehicle';
import { vehicleTreeEndpoints } from './vehicleTree';
import { vehicleFormOptionsEndpoints } from './vehicleFormOptions';
import { voiceBroadcastEndpoints } from './voiceBroadcast';
import { voiceEndpoints } from './voice';
import { chatEndpoints } from './chat';
import { basicDataEndpoints } from './basicData';
import { personalSettingEndpoints } from './personalSetting';
import { resourceEndpointTables } from '../resources';
import { sharingEndpoints } from './sharing';
import { trajectoryEndpoints } from './trajectory';
import { mapElementEndpoints } from './mapElement';
import { monitorEndpoints } from './monitor';
import { terminalReminderEndpoints } from './terminalReminders';
import { deviceExceptionSettingEndpoints } from './deviceExceptionSettings';
import { overTempEndpoints } from './overTemp';
import { alarmStatisticsEndpoints } from './alarmStatistics';
import { traceabilityEndpoints } from './traceability';
import { warehouseReportEndpoints } from './warehouseReports';
import { warehouseViewEndpoints } from './warehouseViews';
import { incubatorViewEndpoints } from './incubatorViews';
import { storeReportEndpoints } from './storeReports';
import { vehicleColdChainEndpoints } from './vehicleColdChain';
import { exportCenterEndpoints } from './exportCenter';
import { partnerShareEndpoints } from './partnerShare';
import { eventReportEndpoints } from './eventReports';
import { overTempReportEndpoints } from './overTempReports';
import { offlineTrendReportEndpoints } from './offlineTrendReports';
import { areaInOutReportEndpoints } from './areaInOutReports';
import { placeTraceReportEndpoints } from './placeTraceReports';
import { areaBetweenReportEndpoints } from './areaBetweenReports';
import { tirePressureReportEndpoints } from './tirePressureReports';
import { dayStatEndpoints } from './dayStats';
import { positionReportEndpoints } from './positionReports';
import { switchDeviceReportEndpoints } from './switchDeviceReports';

/** Every endpoint, by name. Server routes and client calls are both built from this table. */
export const ENDPOINTS = {
  ...exportCenterEndpoints,
  ...authEndpoints,
  ...menuEndpoints,
  ...kioskEndpoints,
  ...vehicleEndpoints,
  ...vehicleTreeEndpoints,
  ...vehicleFormOptionsEndpoints,
  ...placeEndpoints,
  ...userEndpoints,
  ...companyInfoEndpoints,
  ...sentryEndpoints,
  ...shellEndpoints,
  ...alarmShellEndpoints,
  ...alarmHandlingEndpoints,
  ...alarmRuleEndpoints,
  ...alarmNoticeEndpoints,
  ...messageEndpoints,
  ...voiceBroadcastEndpoints,
  ...accountEndpoints,
  ...voiceEndpoints,
  ...chatEndpoints,
  ...basicDataEndpoints,
  ...personalSettingEndpoints,
  ...resourceEndpointTables,
  ...personalizeEndpoints,
  ...sharingEndpoints,
  ...trajectoryEndpoints,
  ...mapElementEndpoints,
  ...monitorEndpoints,
  ...terminalReminderEndpoints,
  ...deviceExceptionSettingEndpoints,
  ...overTempEndpoints,
  ...alarmStatisticsEndpoints,
  ...dayStatEndpoints,
  ...positionReportEndpoints,
  ...traceabilityEndpoints,
  ...warehouseReportEndpoints,
  ...warehouseViewEndpoints,
  ...incubatorViewEndpoints,
  ...storeReportEndpoints,
  ...vehicleColdChainEndpoints,
  ...partnerShareEndpoints,
  ...fleetBoardEndpoints,
  ...fleetAnalysisEndpoints,
  ...offlineVehicleEndpoints,
  ...eventReportEndpoints,
  ...overTempReportEndpoints,
  ...offlineTrendReportEndpoints,
  ...areaInOutReportEndpoints,
  ...placeTraceReportEndpoints,
  ...areaBetweenReportEndpoints,
  ...tirePressureReportEndpoints,
  ...switchDeviceReportEndpoints,
} as const;
export type EndpointName = keyof typeof ENDPOINTS;
