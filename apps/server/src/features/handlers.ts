import type { EndpointHandlers } from '../http/endpointHandler';
import { companyInfoDetail, companyInfoUpdate } from './admin/companyInfo';
import { departmentHandlers } from './admin/departmentHandlers';
import { departmentTree } from './admin/departmentTree';
import { dictionaryHandlers } from './admin/dictionaryHandlers';
import { dictionaryTypeValidList } from './admin/dictionaryTypeValidList';
import { roleHandlers } from './admin/roleHandlers';
import { subUserHandlers } from './admin/subUserHandlers';
import { motorcadeHandlers } from './fleet/motorcadeHandlers';
import { vehicleInfoHandlers } from './fleet/vehicleInfoHandlers';
import { vehicleTree } from './fleet/vehicleTree';
import { vehicleFormOptions } from './fleet/vehicleFormOptions';
import { driverHandlers } from './basicData/driverHandlers';
import { driverPhotoFile } from './basicData/driverPhotoFile';
import { insuranceImageFile } from './fleetCost/insuranceImages/insuranceImageFile';
import { icCardHandlers } from './basicData/icCardHandlers';
import { tagHandlers } from './basicData/tagHandlers';
import { terminalHandlers } from './basicData/terminalHandlers';
import { terminalVehicleOptions } from './basicData/terminalVehicleOptions';
import { shareLinkHandlers } from './sharing/shareLinkHandlers';
import { shareLinkDisable } from './sharing/shareLinkDisable';
import { shareLinkAddress } from './sharing/shareLinkAddress';
import { shareView } from './sharing/shareView';
import { shareTargetOptions } from './sharing/shareTargetOptions';
import { shareTrack } from './sharing/shareTrack';
import { geoInfo } from './place/geoInfo';
import { getCity } from './place/getCity';
import { wordfind } from './place/wordfind';
import { navigation } from './place/navigation';
import { storeHandlers } from './coldChain/store/storeHandlers';
import { storeFreezerHandlers } from './coldChain/store/storeFreezerHandlers';
import { storeReportHandlers } from './coldChain/store/storeReportHandlers';
import { dockingEndpointHandlers } from './dockingPlatform/dockingEndpointHandlers';
import { informationHandlers } from './coldChain/information/informationHandlers';
import { standardIcCardHandlers } from './coldChain/standardIcCard/standardIcCardHandlers';
import { reportSubscriptionHandlers } from './reportSubscription/reportSubscriptionHandlers';
import { companyMessageGet, companyMessageSave } from './coldChain/information/companyMessage';
import { coldWarningExportHandlers } from './coldWarning/coldWarningExport';
import { coldWarningHandlers } from './coldWarning/coldWarningHandlers';
import { sentinelRuleHandlers, storePredictionHandlers } from './coldWarning/coldWarningRuleHandlers';
import { warehouseHandlers } from './coldChain/warehouse/warehouseHandlers';
import { warehouseReportHandlers } from './coldChain/warehouse/warehouseReportHandlers';
import { warehouseViewHandlers } from './coldChain/warehouse/warehouseViewHandlers';
import { incubatorModelHandlers } from './coldChain/incubator/incubatorModelHandlers';
import { incubatorHandlers } from './coldChain/incubator/incubatorHandlers';
import { incubatorViewHandlers } from './coldChain/incubator/incubatorViewHandlers';
import { vehicleColdChainHandlers } from './vehicleColdChain/vehicleColdChainHandlers';
import { mapPointHandlers } from './mapElement/mapPointHandlers';
import { mapAreaHandlers } from './mapElement/mapAreaHandlers';
import { mapLineHandlers } from './mapElement/mapLineHandlers';
import { mapElementList } from './mapElement/mapElementList';
import { lineAlarmHandlers } from './zoneAlarm/lineAlarmHandlers';
import { lineAlarmOptions, zoneAlarmOptions } from './zoneAlarm/alarmRuleOptions';
import { zoneAlarmHandlers } from './zoneAlarm/zoneAlarmHandlers';
import { terminalReminderHandlers } from './terminalReminders/terminalReminderHandlers';
import { certificateHandlers } from './fleetCost/certificateHandlers';
import { fleetCostHandlers } from './fleetCost/expiryReminderHandlers';
import { insuranceHandlers } from './fleetCost/insuranceHandlers';
import * as exportCenter from './exportCenter/exportJobHandlers';
import { importRecordList } from './exportCenter/importRecords';
import { fleetRecordHandlers } from './fleetRecords/fleetRecordHandlers';
import { accidentHandlers } from './fleetMaintenance/accidentHandlers';
import { otherCostHandlers, policeCheckHandlers } from './fleetMaintenance/costEntryHandlers';
import { maintenanceHandlers } from './fleetMaintenance/maintenanceHandlers';
import { repairHandlers } from './fleetMaintenance/repairHandlers';
import { tyreDiscard, tyreHandlers, tyreSummary } from './fleetMaintenance/tyreHandlers';
import { vehicleFeeHandlers } from './fleetMaintenance/vehicleFeeHandlers';
import { monitorAuthHandlers } from './monitorAuth/monitorAuthHandlers';
import {
  fleetCompanyProfileBoard,
  fleetEnterpriseOverview,
  fleetOperationBoard,
  fleetSupervisionBoard,
} from './fleetBoards/fleetBoardHandlers';
import { fleetCarDashboard } from './fleetBoards/fleetCarDashboard';
import { fleetCostAnalysis } from './fleetAnalysis/fleetCostAnalysis';
import { fleetFuelAnalysis } from './fleetAnalysis/fleetFuelAnalysis';
import { offlineVehicleHandle, offlineVehicleList } from './offlineVehicle/offlineVehicleHandlers';
import { monitorAuthPositions } from './monitorAuth/monitorAuthPositions';
import { deviceExceptionSettingHandlers } from './deviceExceptionSettings/deviceExceptionSettingHandlers';
import { overTempHandlers } from './overTemp/overTempHandlers';
import { traceabilityHandlers } from './traceability/traceabilityHandlers';
import { alarmStatisticsHandlers } from './alarmStatistics/alarmStatisticsHandlers';
import { eventReportHandlers } from './reports/eventReportHandlers';
import { overTempReportHandlers } from './reports/overTemp/overTempReportHandlers';
import { offlineTrendReportHandlers } from './reports/offlineTrend/offlineTrendReportHandlers';
import { areaInOutReportHandlers } from './reports/areaInOut/areaInOutReportHandlers';
import { placeTraceReportHandlers } from './reports/placeTrace/placeTraceReportHandlers';
import { areaBetweenReportHandlers } from './reports/areaBetween/areaBetweenReportHandlers';
import { dayStatHandlers } from './reports/dayStats/dayStatHandlers';
import { groupSettingGet, groupSettingSave } from './personalize/groupSettingHandlers';
import {
  alarmSettingsSave,
  handlingOpinionsSave,
  moduleSortSave,
  personalBaseSave,
  personalSettingGet,
  trackSettingsSave,
} from './personalize/personalSettingHandlers';
import { alarmDepartmentTree } from './alarmHandling/alarmDepartmentTree';
import {
  alarmRuleDeleteVehicles,
  alarmRuleDetail,
  alarmRuleSaveGlobal,
  alarmRuleSaveVehicles,
  alarmRuleVehicleList,
} from './alarmRules/alarmRuleHandlers';
import { fetchAlarmMedia } from './alarmHandling/alarmMedia';
import { disposeVehicleAlarm } from './alarmHandling/disposeVehicleAlarm';
import { exportStorageAlarms, exportStoreAlarms, exportVehicleAlarms } from './alarmHandling/exportAlarms';
import { fetchVehicleAlarmInfo } from './alarmHandling/fetchVehicleAlarmInfo';
import { fetchAlarmNotices } from './alarmNotice/fetchAlarmNotices';
import { findStorageAlarms, findStoreAlarms, findVehicleAlarms } from './alarmHandling/findAlarms';
import { getAlarmHandleDetail } from './alarmHandling/getAlarmHandleDetail';
import { handleAlarm, handleStoreAlarm } from './alarmHandling/handleAlarm';
import { updateStorageAlarm } from './alarmHandling/updateStorageAlarm';
import { getMapConfig, saveDefaultMapType } from './alarmHandling/mapConfig';
import { exportDeviceExceptions, findDeviceExceptions } from './alarmHandling/deviceExceptions';
import { fetchAbnormalList } from './alarmPopover/fetchAbnormalList';
import { fetchAlarmAbnormalMsg } from './alarmPopover/fetchAlarmAbnormalMsg';
import { fetchAlarmList } from './alarmPopover/fetchAlarmList';
import { getExceptionById } from './alarmPopover/getExceptionById';
import { getPopUpInfo } from './alarmPopover/getPopUpInfo';
import { ignoreAbnormal } from './alarmPopover/ignoreAbnormal';
import { ignoreStorageAlarm, ignoreStoreAlarm, ignoreVehicleAlarm } from './alarmPopover/ignoreAlarms';
import { saveAbnormalHandleSuggestion } from './alarmPopover/saveAbnormalHandleSuggestion';
import { savePopUpSet } from './alarmPopover/savePopUpSet';
import { voiceBroadCast } from './voiceBroadcast/voiceBroadCast';
import { addLicense } from './licence/addLicense';
import { haveLicense } from './licence/haveLicense';
import { regionTree } from './licence/regionTree';
import { agreeProtocol } from './protocol/agreeProtocol';
import { getProtocolConsent } from './protocol/getProtocolConsent';
import { fetchMessageList } from './message/fetchMessageList';
import { readMessage } from './message/readMessage';
import { getModifyPasswordInfo } from './password/getModifyPasswordInfo';
import { getPasswordOverdue } from './password/getPasswordOverdue';
import { modifyPassword } from './password/modifyPassword';
import { sentryReply } from './sentry/sentryReply';
import { fetchCommonSetting } from './shell/fetchCommonSetting';
import { getBusinessInfo } from './shell/getBusinessInfo';
import { updateOperationalGuide } from './shell/updateOperationalGuide';
import { captcha } from './auth/captcha';
import { kioskColdChainBoard } from './kiosk/boards/coldChainBoard';
import { kioskOperationBoard } from './kiosk/boards/operationBoard';
import { kioskSafetyBoard } from './kiosk/boards/safetyBoard';
import { kioskSupervisionBoard } from './kiosk/boards/supervisionBoard';
import { kioskDisplay } from './kiosk/kioskDisplay';
import { kioskSession } from './kiosk/kioskSession';
import { login } from './auth/login';
import { signOutNoRedirect } from './auth/signOutNoRedirect';
import { allMenu } from './menu/allMenu';
import { getNodeResByNodeMenuKey } from './menu/getNodeResByNodeMenuKey';
import { loginUserMessage } from './menu/loginUserMessage';
import { menuTree } from './menu/menuTree';
import { saveUserFavorite } from './menu/saveUserFavorite';
import { searchResList } from './menu/searchResList';
import { userFavoriteList } from './menu/userFavoriteList';
import { userFavoriteMenuTree } from './menu/userFavoriteMenuTree';
import { fetchPositionByLonLat } from './place/fetchPositionByLonLat';
import { fetchVehicleTrackInfo } from './vehicle/fetchVehicleTrackInfo';
import { freshVehicleOnlineAccTree } from './vehicle/freshVehicleOnlineAccTree';
import { getVehicleDynamicState } from './vehicle/getVehicleDynamicState';
import { getSendVoiceHistories } from './voice/getSendVoiceHistories';
import { sendTtsMessage } from './voice/sendTtsMessage';
import { sendFamilyVoiceMessage } from './voice/sendFamilyVoiceMessage';
import { getDriverDataList } from './voice/getDriverDataList';
import { familyVoiceList } from './voice/familyVoiceList';
import { deleteFamilyVoice } from './voice/deleteFamilyVoice';
import { familyVoiceFile } from './voice/familyVoiceFile';
import { mediaFile } from './media/mediaFile';
import { launchChat } from './chat/launchChat';
import { getChatUrl } from './chat/getChatUrl';
import { renewHeartbeat } from './chat/renewHeartbeat';
import { closeChat } from './chat/closeChat';
import {
  tableColumnSettingCount,
  tableColumnSettingGet,
  tableColumnSettingResetAll,
  tableColumnSettingSave,
} from './personalize/tableColumnSetting';
import { monitorData } from './monitor/monitorData';
import { monitorLocate } from './monitor/monitorLocate';
import { monitorTextMessage } from './monitor/monitorTextMessage';

/** Every implemented endpoint, by contract name. An endpoint without a handler is not routed (404). */
import { partnerShareHandlers } from './partnerShare/partnerShareHandlers';
import { trajectoryHandlers } from './trajectory/trajectoryHandlers';

export const handlers: EndpointHandlers = {
  captcha,
  login,
  signOutNoRedirect,
  kioskSession,
  kioskDisplay,
  kioskSafetyBoard,
  kioskColdChainBoard,
  kioskSupervisionBoard,
  kioskOperationBoard,
  menuTree,
  allMenu,
  loginUserMessage,
  getNodeResByNodeMenuKey,
  userFavoriteList,
  userFavoriteMenuTree,
  saveUserFavorite,
  searchResList,
  freshVehicleOnlineAccTree,
  fetchVehicleTrackInfo,
  getVehicleDynamicState,
  fetchPositionByLonLat,
  getPasswordOverdue,
  getModifyPasswordInfo,
  modifyPassword,
  haveLicense,
  addLicense,
  regionTree,
  getProtocolConsent,
  agreeProtocol,
  sentryReply,
  fetchCommonSetting,
  updateOperationalGuide,
  getBusinessInfo,
  fetchAlarmAbnormalMsg,
  fetchAlarmList,
  fetchAbnormalList,
  getPopUpInfo,
  savePopUpSet,
  ignoreVehicleAlarm,
  voiceBroadCast,
  ignoreStoreAlarm,
  ignoreStorageAlarm,
  ignoreAbnormal,
  saveAbnormalHandleSuggestion,
  getExceptionById,
  findVehicleAlarms,
  findStoreAlarms,
  findStorageAlarms,
  exportVehicleAlarms,
  exportStoreAlarms,
  exportStorageAlarms,
  alarmDepartmentTree,
  alarmRuleDetail,
  alarmRuleSaveGlobal,
  alarmRuleSaveVehicles,
  alarmRuleDeleteVehicles,
  alarmRuleVehicleList,
  fetchVehicleAlarmInfo,
  fetchAlarmNotices,
  fetchAlarmMedia,
  mediaFile,
  disposeVehicleAlarm,
  handleAlarm,
  handleStoreAlarm,
  getAlarmHandleDetail,
  updateStorageAlarm,
  getMapConfig,
  saveDefaultMapType,
  findDeviceExceptions,
  exportDeviceExceptions,
  readMessage,
  fetchMessageList,
  getSendVoiceHistories,
  sendTtsMessage,
  sendFamilyVoiceMessage,
  getDriverDataList,
  familyVoiceList,
  deleteFamilyVoice,
  familyVoiceFile,
  launchChat,
  getChatUrl,
  renewHeartbeat,
  closeChat,
  vehicleTree,
  vehicleFormOptions,
  ...dictionaryHandlers,
  dictionaryTypeValidList,
  ...departmentHandlers,
  departmentTree,
  ...roleHandlers,
  ...subUserHandlers,
  companyInfoDetail,
  companyInfoUpdate,
  ...motorcadeHandlers,
  ...vehicleInfoHandlers,
  ...terminalHandlers,
  ...driverHandlers,
  driverPhotoFile,
  insuranceImageFile,
  terminalVehicleOptions,
  ...icCardHandlers,
  ...tagHandlers,
  ...storeHandlers,
  ...storeFreezerHandlers,
  ...storeReportHandlers,
  ...dockingEndpointHandlers,
  ...informationHandlers,
  ...standardIcCardHandlers,
  ...reportSubscriptionHandlers,
  companyMessageGet,
  companyMessageSave,
  ...sentinelRuleHandlers,
  ...storePredictionHandlers,
  ...coldWarningHandlers,
  ...coldWarningExportHandlers,
  ...warehouseHandlers,
  ...warehouseReportHandlers,
  ...warehouseViewHandlers,
  ...incubatorModelHandlers,
  ...incubatorHandlers,
  ...incubatorViewHandlers,
  ...vehicleColdChainHandlers,
  personalSettingGet,
  personalBaseSave,
  handlingOpinionsSave,
  trackSettingsSave,
  alarmSettingsSave,
  moduleSortSave,
  groupSettingGet,
  groupSettingSave,
  tableColumnSettingGet,
  tableColumnSettingSave,
  tableColumnSettingCount,
  tableColumnSettingResetAll,
  ...shareLinkHandlers,
  shareLinkDisable,
  shareLinkAddress,
  shareTargetOptions,
  shareView,
  shareTrack,
  geoInfo,
  getCity,
  wordfind,
  navigation,
  ...trajectoryHandlers,
  ...mapPointHandlers,
  ...mapAreaHandlers,
  ...mapLineHandlers,
  mapElementList,
  ...zoneAlarmHandlers,
  ...lineAlarmHandlers,
  ...terminalReminderHandlers,
  ...deviceExceptionSettingHandlers,
  ...overTempHandlers,
  ...traceabilityHandlers,
  ...alarmStatisticsHandlers,
  ...dayStatHandlers,
  ...insuranceHandlers,
  ...exportCenter,
  importRecordList,
  ...certificateHandlers,
  ...fleetCostHandlers,
  ...fleetRecordHandlers,
  ...maintenanceHandlers,
  ...tyreHandlers,
  ...repairHandlers,
  ...accidentHandlers,
  ...vehicleFeeHandlers,
  ...policeCheckHandlers,
  ...otherCostHandlers,
  tyreDiscard,
  tyreSummary,
  ...monitorAuthHandlers,
  monitorAuthPositions,
  fleetSupervisionBoard,
  fleetOperationBoard,
  fleetCompanyProfileBoard,
  fleetEnterpriseOverview,
  fleetCarDashboard,
  fleetCostAnalysis,
  fleetFuelAnalysis,
  offlineVehicleList,
  offlineVehicleHandle,
  zoneAlarmOptions,
  lineAlarmOptions,
  monitorData,
  monitorTextMessage,
  monitorLocate,
  ...partnerShareHandlers,
  ...eventReportHandlers,
  ...overTempReportHandlers,
  ...offlineTrendReportHandlers,
  ...areaInOutReportHandlers,
  ...placeTraceReportHandlers,
  ...areaBetweenReportHandlers,
};
