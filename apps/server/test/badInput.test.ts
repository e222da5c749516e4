import {
  endpointPath,
  ENDPOINTS,
  PROTOCOL_VERSION,
  resourceEndpointTables,
  TOKEN_HEADER,
  type ResourceEndpointName,
} from '@roadwatch/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@roadwatch/core/i18n';
import { errorText, looksLeaky } from './helpers/messages';
import {
  countRows,
  loginAs,
  startTestApp,
  TEST_CAPTCHA,
  TEST_DISPLAY,
  type TestApp,
} from './helpers/testApp';

/**
 * A harmless, well-formed input for every endpoint: calling it must not sign anyone in or out or write
 * favourites, so that every mutation below is judged on its own. A new endpoint fails the first test
 * until it has a sample here. Resource endpoints (list, add, update, delete … of the resource kit) are walked
 * with their own bad input, per resource and on both databases, by resources.test.ts.
 */
const DAY_STAT_SAMPLE = { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 };
const AROUND_SAMPLE = { ...DAY_STAT_SAMPLE, lon: 114.05, lat: 22.54, radiusM: 500 };
const EPIDEMIC_SAMPLE = { ...DAY_STAT_SAMPLE, areaIds: [1] };
type EndpointName = Exclude<keyof typeof ENDPOINTS, ResourceEndpointName>;
const SAMPLES: Record<EndpointName, unknown> = {
  captcha: { t: '1700000000000' },
  login: { userName: 'nobody', password: 'Wrong@Pass1', captcha: TEST_CAPTCHA, remember: false },
  signOutNoRedirect: {},
  kioskSession: { display: TEST_DISPLAY.name, token: 'not-the-display-token-0000' },
  kioskDisplay: {},
  // Board options are all optional (a call without them answers the board); kioskBoards.test.ts refuses bad ones.
  kioskSafetyBoard: {},
  kioskColdChainBoard: {},
  kioskSupervisionBoard: {},
  kioskOperationBoard: {},
  fleetSupervisionBoard: {},
  fleetOperationBoard: {},
  fleetCompanyProfileBoard: {},
  fleetEnterpriseOverview: {},
  fleetCarDashboard: { vehicleId: 999_999 },
  fleetCostAnalysis: { startTime: 1_700_000_000_000, endTime: 1_700_086_400_000 },
  fleetFuelAnalysis: { startTime: 1_700_000_000_000, endTime: 1_700_086_400_000 },
  offlineVehicleList: { thresholdHours: 24, curPage: 1, pageSize: 10 },
  offlineVehicleHandle: { vehicleIds: [999_999], note: 'x' },
  menuTree: {},
  allMenu: {},
  loginUserMessage: {},
  getNodeResByNodeMenuKey: { menuKey: 'mapMonitor' },
  userFavoriteList: {},
  userFavoriteMenuTree: {},
  saveUserFavorite: ['mileageReport'],
  searchResList: { type: 'vehicleNo', keyword: 'NO-SUCH-PLATE', pageSize: 10 },
  // Vehicle reads name a vehicle that does not exist, so whatever passes the schema answers "not found".
  freshVehicleOnlineAccTree: { vehicleId: 999_999 },
  // Any well-formed tree request answers the caller's tree; vehicleTree.test.ts refuses bad flags.
  vehicleTree: {},
  vehicleFormOptions: {},
  fetchVehicleTrackInfo: {
    vehicleId: 999_999,
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    pageParamVO: { curPage: 1, pageSize: 8000 },
  },
  getVehicleDynamicState: { vehicleId: 999_999, beginTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  fetchPositionByLonLat: { lon: 121.4737, lat: 31.2304 },
  // Shell calls: wrong old password, a licence for a company that has one, ids that do not exist.
  getPasswordOverdue: {},
  getModifyPasswordInfo: {},
  modifyPassword: {
    oldPassword: 'Wrong@Pass1',
    newPassword: 'Newer@Pass22',
    confirmPassword: 'Newer@Pass22',
  },
  haveLicense: {},
  addLicense: {
    provinceName: '上海市',
    cityName: '上海市',
    countyName: '浦东新区',
    bin: '310115',
    foodBusiLicNum: '310115004821',
    registerAddress: '浦东新区张江路1号',
  },
  companyInfoDetail: {},
  companyInfoUpdate: {
    name: '华东冷链物流有限公司',
    provinceName: '上海市',
    cityName: '上海市',
    countyName: '浦东新区',
    bin: '310115',
    foodBusiLicNum: '310115004821',
    registerAddress: '浦东新区张江路1号',
  },
  sentryReply: { answerContent: '在岗', platId: 'GOV-SH-01', msgId: 'SM-none' },
  getProtocolConsent: {},
  agreeProtocol: { version: PROTOCOL_VERSION },
  regionTree: {},
  fetchCommonSetting: {},
  updateOperationalGuide: { operationalGuide: 64 },
  getBusinessInfo: {},
  fetchAlarmAbnormalMsg: {},
  fetchAlarmList: {},
  fetchAbnormalList: {},
  getPopUpInfo: { lastAlarmTime: 1_700_000_000_000, lastExceptionTime: 1_700_000_000_000 },
  savePopUpSet: { popUpAlarm: 1, popUpException: 1 },
  voiceBroadCast: { text: '您有新的报警，请及时处理' },
  ignoreVehicleAlarm: ['no-such-guid'],
  ignoreStoreAlarm: ['no-such-guid'],
  ignoreStorageAlarm: ['no-such-guid'],
  ignoreAbnormal: { guid: 'no-such-guid', vehicleId: 999_999 },
  saveAbnormalHandleSuggestion: {
    handleRemark: '已处理',
    bTime: 1_700_000_000_000,
    guid: 'no-such-guid',
    vehicleId: 999_999,
  },
  getExceptionById: { guid: 'no-such-guid', vehicleId: 999_999 },
  // Alarm handling (issue 5): guids that do not exist, so whatever passes the schema answers "not found".
  findVehicleAlarms: {
    pageParamVO: { curPage: 1, pageSize: 20 },
    bTime: 1_700_000_000_000,
    eTime: 1_700_003_600_000,
  },
  findStoreAlarms: {
    pageParamVO: { curPage: 1, pageSize: 20 },
    bTime: 1_700_000_000_000,
    eTime: 1_700_003_600_000,
  },
  findStorageAlarms: {
    pageParamVO: { curPage: 1, pageSize: 20 },
    bTime: 1_700_000_000_000,
    eTime: 1_700_003_600_000,
  },
  exportVehicleAlarms: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  exportStoreAlarms: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  exportStorageAlarms: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  alarmDepartmentTree: {},
  // Settings that break the type's rules are refused (code 0) before anything is written.
  alarmRuleDetail: { type: 'overspeed' },
  alarmRuleSaveGlobal: { type: 'overspeed', settings: {} },
  alarmRuleSaveVehicles: { type: 'overspeed', vehicleIds: [999_999], settings: {} },
  alarmRuleDeleteVehicles: { type: 'overspeed', vehicleIds: [999_999] },
  alarmRuleVehicleList: { type: 'overspeed', curPage: 1, pageSize: 20 },
  fetchVehicleAlarmInfo: { alarmGuid: 'no-such-guid' },
  fetchAlarmNotices: { alarmGuid: 'no-such-guid' },
  fetchAlarmMedia: {
    vehicleId: 999_999,
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    dataType: 2,
    firstType: 2,
    secondType: 1,
  },
  mediaFile: { id: 999_999 },
  disposeVehicleAlarm: {
    handleSource: 1,
    guid: 'no-such-guid',
    typeId: 1,
    vehicleId: 999_999,
    content: '已提醒司机注意安全驾驶',
    alarmTimeStr: '2026-01-01 08:00:00',
    handleType: 1,
  },
  handleAlarm: { guids: ['no-such-guid'], content: '已提醒司机注意安全驾驶' },
  handleStoreAlarm: { guids: ['no-such-guid'], content: '已提醒司机注意安全驾驶' },
  getAlarmHandleDetail: { alarmGuid: 'no-such-guid' },
  updateStorageAlarm: { alarmGuid: 'no-such-guid', handleRemark: '温度已恢复正常', handleStatus: 1 },
  getMapConfig: {},
  findDeviceExceptions: {
    pageParamVO: { curPage: 1, pageSize: 20 },
    bTime: 1_700_000_000_000,
    eTime: 1_700_003_600_000,
  },
  exportDeviceExceptions: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  // Saving the default (AMap) writes the value every user already has.
  saveDefaultMapType: { mapType: 3 },
  personalSettingGet: {},
  personalBaseSave: { realName: '张三' },
  handlingOpinionsSave: { opinions: ['已提醒司机注意安全'] },
  trackSettingsSave: {
    replayLineColorType: 1,
    replayLineColor: '#52c41a',
    replaySplitLineColor: '#1677ff,#52c41a,#fa8c16,#f5222d',
    replayLineWidth: 6,
    replaySpeed: '40,80,100',
    mapType: 3,
  },
  alarmSettingsSave: { popUpAlarm: 1, popUpException: 1, alarmSound: 1, exceptionSound: 1 },
  moduleSortSave: { menuKeys: ['monitorCenter'] },
  groupSettingGet: {},
  groupSettingSave: { passwordLevel: 2, defaultMapType: 3, handlingOpinions: ['已提醒司机注意安全'] },
  tableColumnSettingGet: { tableKey: 'dictionaryList' },
  // An empty list is the page's default arrangement: nothing is stored.
  tableColumnSettingSave: { tableKey: 'dictionaryList', columns: [] },
  tableColumnSettingCount: {},
  tableColumnSettingResetAll: { confirm: true },
  readMessage: {},
  fetchMessageList: { curPage: 1, pageSize: 10 },
  // Voice and chat (H5): a vehicle that does not exist answers "not found"; nothing is sent or written.
  getSendVoiceHistories: {
    vehicleId: 999_999,
    eventType: 0,
    onlyTemplate: 0,
    pageParamVO: { curPage: 1, pageSize: 20 },
  },
  sendTtsMessage: { vehicleId: 999_999, ttsSendDto: { insCommon: 0, message: 'hello' } },
  sendFamilyVoiceMessage: { vehicleId: 999_999, familySendDto: { message: 'hello' } },
  getDriverDataList: { vehicleId: 999_999 },
  familyVoiceList: { pageParamVO: { curPage: 1, pageSize: 10 } },
  deleteFamilyVoice: { ids: [999_999] },
  familyVoiceFile: { id: '999999' },
  driverPhotoFile: { id: '999999' },
  terminalVehicleOptions: {},
  launchChat: {
    ...{
      alarmTimeStr: '2026-01-01 00:00:00',
      channelids: '1',
      normalAlarm: '1',
      wid: '013900000000',
      balarmtime: '2026-01-01 00:00:00',
      vehicleid: 999_999,
      guid: '',
      typeId: 1,
      licensePlate: 'X',
    },
    videoqualitystr: '1',
    isRealTime: 1,
  },
  getChatUrl: {
    alarmTimeStr: '2026-01-01 00:00:00',
    channelids: '1',
    normalAlarm: '1',
    wid: '013900000000',
    balarmtime: '2026-01-01 00:00:00',
    vehicleid: 999_999,
    guid: '',
    typeId: 1,
    licensePlate: 'X',
  },
  renewHeartbeat: {
    alarmTimeStr: '2026-01-01 00:00:00',
    channelids: '1',
    normalAlarm: '1',
    wid: '013900000000',
    balarmtime: '2026-01-01 00:00:00',
    vehicleid: 999_999,
    guid: '',
    typeId: 1,
    licensePlate: 'X',
  },
  closeChat: {
    alarmTimeStr: '2026-01-01 00:00:00',
    channelids: '1',
    normalAlarm: '1',
    wid: '013900000000',
    balarmtime: '2026-01-01 00:00:00',
    vehicleid: 999_999,
    guid: '',
    typeId: 1,
    licensePlate: 'X',
  },
  // Share links and places: a link that does not exist answers "not found", an unknown token "invalid".
  shareLinkDisable: { id: 999_999 },
  shareLinkAddress: { id: 999_999 },
  shareTargetOptions: { scene: 'warehouse' },
  shareView: { token: 'A'.repeat(43) },
  // Traceability names a batch that does not exist ("not found"); sharing it writes nothing.
  chainLegOptions: {},
  chainBatchRecord: { id: 999_999 },
  chainBatchByCode: { code: 'NO-SUCH-BATCH' },
  chainBatchShare: { id: 999_999, validity: '1' },
  chainBatchPdf: { id: 999_999 },
  shareBatchRecord: { token: 'A'.repeat(43) },
  shareBatchPdf: { token: 'A'.repeat(43) },
  shareTrack: { token: 'A'.repeat(43), vehicleId: 999_999 },
  geoInfo: { lon: 121.4737, lat: 31.2304 },
  getCity: { lon: 121.4737, lat: 31.2304 },
  wordfind: { keyword: '浦东' },
  navigation: { start: { lon: 121.47, lat: 31.23 }, end: { lon: 121.5, lat: 31.2 }, strategy: 'fastest' },
  // Track playback names a vehicle that does not exist: "not found", nothing read.
  trajectoryPage: {
    vehicleId: 999_999,
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    pageParamVO: { curPage: 1, pageSize: 8000 },
  },
  trajectorySummary: { vehicleId: 999_999, startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  trajectoryTable: {
    vehicleId: 999_999,
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    table: 'stops',
  },
  trajectoryExport: {
    vehicleId: 999_999,
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    format: 'pdf',
  },
  mapElementList: { kind: 'point', curPage: 1, pageSize: 10 },
  // The live map's card and directives name a vehicle that does not exist: "not found", nothing sent.
  monitorData: { vehicleId: 999_999 },
  monitorTextMessage: { vehicleId: 999_999, target: 'text', text: 'hello' },
  monitorLocate: { vehicleId: 999_999 },
  partnerCodes: {},
  partnerVerificationRenew: {},
  partnerList: {},
  partnerAdd: { cooperationCode: '00000000', verificationCode: '0000' },
  partnerAct: { id: 999_999, action: 'agree' },
  vehicleShareVehicles: {},
  vehicleShareList: {},
  vehicleShareAdd: {
    relationId: 999_999,
    vehicleIds: [999_999],
    kind: 'monitor',
    startAt: 4_102_444_800_000,
    endAt: 4_102_531_200_000,
  },
  vehicleShareAct: { id: 999_999, action: 'stop' },
  vehicleShareReauthorise: { id: 999_999, startAt: 4_102_444_800_000, endAt: 4_102_531_200_000 },
  shareCenterList: {},
  shareCenterRelease: { id: 999_999 },
  terminalReminderList: {},
  terminalReminderVehicles: {},
  terminalReminderSave: { reminder: {} },
  terminalReminderDelete: { id: 999_999 },
  terminalReminderSends: { id: 999_999 },
  deviceExceptionSettingGet: {},
  deviceExceptionSettingSave: { settings: {} },
  overTempLogList: { startTime: 0, endTime: 86_400_000, curPage: 1, pageSize: 20 },
  overTempRecheck: { vehicleId: 1, startTime: 0, endTime: 3_600_000 },
  overTempRecheckRecord: { alarmGuid: 'no-such-alarm', result: 'falseAlarm', remark: '' },
  alarmStatSummary: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  exportAlarmStatSummary: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  alarmStatDetail: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    bTime: 1_700_000_000_000,
    eTime: 1_700_003_600_000,
  },
  exportAlarmStatDetail: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  deviceExceptionAnalysis: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  deviceExceptionDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    bTime: 1_700_000_000_000,
    eTime: 1_700_003_600_000,
  },
  exportDeviceExceptionDetailReport: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  deviceExceptionSummaryReport: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  exportDeviceExceptionSummaryReport: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  overspeedDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportOverspeedDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  overspeedSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportOverspeedSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  switchDoorDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportSwitchDoorDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  switchDoorSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportSwitchDoorSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  coldMachineDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportColdMachineDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  coldMachineSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportColdMachineSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  parkingDetailReport: { ...DAY_STAT_SAMPLE, minMinutes: 5, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportParkingDetailReport: { ...DAY_STAT_SAMPLE, minMinutes: 5 },
  parkingSummaryReport: { ...DAY_STAT_SAMPLE, minMinutes: 5, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportParkingSummaryReport: { ...DAY_STAT_SAMPLE, minMinutes: 5 },
  overTempDetailReportDetail: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportOverTempDetailReportDetail: DAY_STAT_SAMPLE,
  overTempDetailReportSummary: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportOverTempDetailReportSummary: DAY_STAT_SAMPLE,
  overTempStatReportDetail: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportOverTempStatReportDetail: DAY_STAT_SAMPLE,
  overTempStatReportSummary: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportOverTempStatReportSummary: DAY_STAT_SAMPLE,
  offlineTrendDetailReport: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportOfflineTrendDetailReport: DAY_STAT_SAMPLE,
  offlineTrendSummaryReport: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportOfflineTrendSummaryReport: DAY_STAT_SAMPLE,
  areaInOutDetailReport: { ...DAY_STAT_SAMPLE, areaId: 1, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportAreaInOutDetailReport: { ...DAY_STAT_SAMPLE, areaId: 1 },
  // Without the optional zone, a well-formed summary answers a page: its zone's bad forms are tried on the detail.
  areaInOutSummaryReport: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportAreaInOutSummaryReport: { ...DAY_STAT_SAMPLE, areaId: 1 },
  areaInOutZones: {},
  areaBetweenDetailReport: {
    ...DAY_STAT_SAMPLE,
    fromAreaId: 1,
    toAreaId: 2,
    pageParamVO: { curPage: 1, pageSize: 10 },
  },
  exportAreaBetweenDetailReport: { ...DAY_STAT_SAMPLE, fromAreaId: 1, toAreaId: 2 },
  // Without the optional zones, a well-formed summary answers a page: the zones' bad forms are tried on the detail.
  areaBetweenSummaryReport: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportAreaBetweenSummaryReport: { ...DAY_STAT_SAMPLE, fromAreaId: 1, toAreaId: 2 },
  areaBetweenZones: {},
  mileageReportDetail: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportMileageReportDetail: DAY_STAT_SAMPLE,
  mileageReportSummary: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportMileageReportSummary: DAY_STAT_SAMPLE,
  drivingStatReportDetail: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportDrivingStatReportDetail: DAY_STAT_SAMPLE,
  drivingStatReportSummary: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportDrivingStatReportSummary: DAY_STAT_SAMPLE,
  timingTrackReportSummary: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportTimingTrackReportSummary: DAY_STAT_SAMPLE,
  speedAnalysisReportDetail: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportSpeedAnalysisReportDetail: DAY_STAT_SAMPLE,
  speedAnalysisReportSummary: { ...DAY_STAT_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportSpeedAnalysisReportSummary: DAY_STAT_SAMPLE,
  timingTrackDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportTimingTrackDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  warehouseBoard: {},
  warehouseOnlineRate: { days: 2 },
  warehouseAlarmSummary: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  warehouseAlarmDetail: {
    bTime: 1_700_000_000_000,
    eTime: 1_700_003_600_000,
    siteId: 1,
    curPage: 1,
    pageSize: 10,
  },
  exportWarehouseAlarmSummary: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  warehouseDaily: { dayTime: 1_700_000_000_000 },
  exportWarehouseDaily: { dayTime: 1_700_000_000_000 },
  incubatorTempDetail: { startTime: 1_700_000_000_000, endTime: 1_700_000_600_000, curPage: 1, pageSize: 10 },
  incubatorFlowDetail: { startTime: 1_700_000_000_000, endTime: 1_700_000_600_000 },
  incubatorReport: { startTime: 1_700_000_000_000, endTime: 1_700_086_400_000 },
  exportIncubatorReport: { startTime: 1_700_000_000_000, endTime: 1_700_086_400_000 },
  warehouseHumidity: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  warehouseDashboard: {},
  warehouseCurves: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  storeBoard: {},
  storeAlarmSummary: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  storeAlarmDetail: {
    bTime: 1_700_000_000_000,
    eTime: 1_700_003_600_000,
    siteId: 1,
    curPage: 1,
    pageSize: 10,
  },
  exportStoreAlarmSummary: { bTime: 1_700_000_000_000, eTime: 1_700_003_600_000 },
  storeAlarmMap: {},
  storeDashboard: {},
  storeBindingHistory: { curPage: 1, pageSize: 10 },
  coldChainDynamic: { vehicleId: 1, startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  exportColdChainDynamic: { vehicleId: 1, startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  overTempSummary: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  overTempDetail: { vehicleId: 1, startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  exportOverTempSummary: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  codeTracingSettingGet: {},
  codeTracingSettingSave: {
    enabled: false,
    platformUrl: 'https://trace.example.com/api',
    enterpriseCode: 'E001',
    appKey: 'key1',
    vehicleIds: [],
    warehouseIds: [],
    uploadIntervalMin: 5,
  },
  // Export centre calls name a vehicle or a job that does not exist: "not found", nothing queued.
  exportJobCreate: {
    source: 'trackPoints',
    format: 'csv',
    params: { vehicleId: 999_999, startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  },
  exportJobList: { curPage: 1, pageSize: 10 },
  importRecordList: { curPage: 1, pageSize: 10 },
  exportJobCancel: { id: 999_999 },
  exportJobDelete: { id: 999_999 },
  exportJobDownload: { id: 999_999 },
  airConditioningDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportAirConditioningDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  airConditioningSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportAirConditioningSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  hydraulicDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportHydraulicDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  hydraulicSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportHydraulicSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  unloadingDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportUnloadingDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  unloadingSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportUnloadingSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  headSeparationDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportHeadSeparationDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  headSeparationSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportHeadSeparationSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  flashPictureDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportFlashPictureDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  flashPictureSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportFlashPictureSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  flashShotDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportFlashShotDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  flashShotSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportFlashShotSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  driverShiftDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    driver: '张',
  },
  exportDriverShiftDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  driverShiftSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportDriverShiftSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  operationRecordDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportOperationRecordDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  operationRecordSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportOperationRecordSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  aiAnalysisDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    categories: ['adas'],
  },
  exportAiAnalysisDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  aiAnalysisSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportAiAnalysisSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  tirePressureDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    kinds: ['pressureLow'],
  },
  exportTirePressureDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  tirePressureSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportTirePressureSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  warningDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    kinds: ['overspeedWarning'],
  },
  exportWarningDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  warningSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportWarningSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  directiveDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    kinds: ['textMessage'],
    outcomes: ['timeout'],
  },
  exportDirectiveDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  directiveSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportDirectiveSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  tempSettingDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    user: 'admin',
    actions: ['save'],
  },
  exportTempSettingDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  tempSettingSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportTempSettingSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  aroundDetailReport: { ...AROUND_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportAroundDetailReport: AROUND_SAMPLE,
  aroundSummaryReport: { ...AROUND_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportAroundSummaryReport: AROUND_SAMPLE,
  epidemicVehicleDetailReport: { ...EPIDEMIC_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportEpidemicVehicleDetailReport: EPIDEMIC_SAMPLE,
  epidemicVehicleSummaryReport: { ...EPIDEMIC_SAMPLE, pageParamVO: { curPage: 1, pageSize: 10 } },
  exportEpidemicVehicleSummaryReport: EPIDEMIC_SAMPLE,
  epidemicVehicleAreas: {},
  weightDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    states: ['overloaded'],
  },
  exportWeightDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  weightSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportWeightSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  trailerDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    trailer: 'TR-0042',
  },
  exportTrailerDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  trailerSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  standingBookDetailReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
    categories: ['refuel', 'other'],
  },
  exportStandingBookDetailReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  standingBookSummaryReport: {
    pageParamVO: { curPage: 1, pageSize: 10 },
    startTime: 1_700_000_000_000,
    endTime: 1_700_003_600_000,
  },
  exportTrailerSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
  exportStandingBookSummaryReport: { startTime: 1_700_000_000_000, endTime: 1_700_003_600_000 },
};

const SQL = "' OR 1=1 --";
const OVERSIZED = 'x'.repeat(10_000);

interface Case {
  endpoint: EndpointName;
  what: string;
  /** Parsed input (sent as JSON body or query), or a raw request. */
  input?: unknown;
  raw?: { payload: string; contentType: string };
}

function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'abc';
  if (typeof value === 'boolean') return 'yes';
  return 'x';
}

function casesFor(endpoint: EndpointName): Case[] {
  const e = ENDPOINTS[endpoint];
  const sample = SAMPLES[endpoint];
  const inQuery = e.method === 'GET' || e.method === 'DELETE';
  const cases: Case[] = [];
  if (Array.isArray(sample)) {
    cases.push({ endpoint, what: 'an object instead of a list', input: { menuKey: 'mapMonitor' } });
    cases.push({ endpoint, what: 'a wrong element type', input: [12345] });
    cases.push({ endpoint, what: 'an oversized element', input: [OVERSIZED] });
    cases.push({ endpoint, what: 'an SQL-looking element', input: [SQL] });
    cases.push({
      endpoint,
      what: 'too many elements',
      input: Array.from({ length: 201 }, () => 'mileageReport'),
    });
  } else {
    const fields = sample as Record<string, unknown>;
    cases.push({ endpoint, what: 'an unknown field', input: { ...fields, zz: '1' } });
    if (!inQuery) cases.push({ endpoint, what: 'a list instead of an object', input: [fields] });
    for (const [field, value] of Object.entries(fields)) {
      const without = Object.fromEntries(Object.entries(fields).filter(([k]) => k !== field));
      cases.push({ endpoint, what: `missing ${field}`, input: without });
      if (!inQuery)
        cases.push({
          endpoint,
          what: `${field} of a wrong type`,
          input: { ...fields, [field]: wrongTypeOf(value) },
        });
      if (!inQuery) cases.push({ endpoint, what: `${field} null`, input: { ...fields, [field]: null } });
      if (typeof value === 'string') {
        cases.push({ endpoint, what: `${field} oversized`, input: { ...fields, [field]: OVERSIZED } });
        cases.push({ endpoint, what: `${field} SQL-looking`, input: { ...fields, [field]: SQL } });
        cases.push({ endpoint, what: `${field} blank`, input: { ...fields, [field]: '   ' } });
      }
    }
  }
  if (!inQuery) {
    cases.push({
      endpoint,
      what: 'malformed JSON',
      raw: { payload: '{"userName": "adm', contentType: 'application/json' },
    });
    cases.push({ endpoint, what: 'JSON null', raw: { payload: 'null', contentType: 'application/json' } });
    cases.push({
      endpoint,
      what: 'a form body',
      raw: { payload: 'userName=admin', contentType: 'application/x-www-form-urlencoded' },
    });
    cases.push({
      endpoint,
      what: 'a text body',
      raw: { payload: JSON.stringify(sample), contentType: 'text/plain' },
    });
    cases.push({
      endpoint,
      what: 'prototype pollution',
      raw: { payload: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
    });
  }
  return cases;
}

/** Endpoints whose well-formed input, however odd, is saved: their answer is null. */
const SAVES_AS_GIVEN: ReadonlySet<EndpointName> = new Set(['companyInfoUpdate']);

const ALL_CASES = (Object.keys(SAMPLES) as EndpointName[]).flatMap(casesFor);

let t: TestApp;
let userToken: string;
let displayToken: string;
let before: Record<string, number>;
let favouritesBefore: unknown[];
const favouriteRows = () =>
  t.db.selectFrom('user_favorites').selectAll().orderBy('user_id').orderBy('menu_key').execute();
const TABLES = ['users', 'sessions', 'user_favorites'] as const;

beforeAll(async () => {
  t = await startTestApp();
  userToken = (await loginAs(t.app, 'admin')).token;
  const res = await t.app.inject({
    method: 'POST',
    url: endpointPath(ENDPOINTS.kioskSession),
    payload: { display: TEST_DISPLAY.name, token: TEST_DISPLAY.token },
  });
  displayToken = res.json().result.token;
  favouritesBefore = await favouriteRows();
  before = Object.fromEntries(
    await Promise.all(TABLES.map(async (table) => [table, await countRows(t.db, table)] as const)),
  );
});
afterAll(async () => {
  await t?.close();
});

function requestFor(c: Case, lang: string): InjectOptions {
  const e = ENDPOINTS[c.endpoint];
  // Display-only reads are called as a display; everything else as the company administrator.
  const token = e.kiosk && e.method === 'GET' ? displayToken : userToken;
  const headers: Record<string, string> = { [TOKEN_HEADER]: token, cookie: `lang=${lang}` };
  const base = { method: e.method, url: endpointPath(e), headers };
  if (c.raw)
    return { ...base, payload: c.raw.payload, headers: { ...headers, 'content-type': c.raw.contentType } };
  if (e.method === 'GET' || e.method === 'DELETE') {
    return {
      ...base,
      query: Object.fromEntries(Object.entries(c.input as object).map(([k, v]) => [k, String(v)])),
    };
  }
  return { ...base, payload: c.input as object };
}

describe('bad input to every endpoint', () => {
  it('has a harmless sample for every endpoint in the contract', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(
      Object.keys(ENDPOINTS)
        .filter((name) => !(name in resourceEndpointTables))
        .sort(),
    );
    for (const [name, sample] of Object.entries(SAMPLES)) {
      const e = ENDPOINTS[name as EndpointName];
      expect(e.request.safeParse(sample).success, name).toBe(true);
    }
  });

  it.each(ALL_CASES.map((c) => [c.endpoint, c.what, c] as const))(
    '%s with %s answers 400 or code 0 with a message, never 500',
    async (_, __, c) => {
      for (const lang of ['zh-CN', 'en-US']) {
        const res = await t.app.inject(requestFor(c, lang));
        expect([200, 400]).toContain(res.statusCode);
        expect(looksLeaky(res.body)).toBe(false);
        // Whatever the schema refuses must be refused with 400 before any handler runs.
        const schemaRefuses =
          c.raw !== undefined || !ENDPOINTS[c.endpoint].request.safeParse(c.input).success;
        if (schemaRefuses) expect(res.statusCode).toBe(400);
        if (ENDPOINTS[c.endpoint].blob && !schemaRefuses) {
          expect(res.statusCode).toBe(200);
          continue;
        }
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(['code', 'message', 'result']);
        if (res.statusCode === 400 || body.code === 0) {
          expect(body.code).toBe(0);
          expect(body.result).toBeNull();
          expect(body.message.length).toBeGreaterThan(0);
          if (lang === 'en-US') expect(body.message).toMatch(/^[\x20-\x7e]+$/);
          else expect(body.message).toMatch(/[\u4e00-\u9fff]/);
        } else {
          // Well-formed but odd input (e.g. a search for an SQL-looking plate) may succeed, with nothing found;
          // a form that saves optional text as given (the company's licence) answers null.
          expect(body.code).toBe(1);
          expect(body.result).toEqual(SAVES_AS_GIVEN.has(c.endpoint) ? null : []);
        }
      }
    },
  );

  it('wrote nothing: users, sessions and favourites are unchanged', async () => {
    for (const table of TABLES) expect(await countRows(t.db, table), table).toBe(before[table]);
    expect(await favouriteRows()).toEqual(favouritesBefore);
  });
});

/** Every string in a sample, by its path (nested objects and lists included). */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function replaceAt(value: unknown, path: (string | number)[], replace: (text: string) => string): unknown {
  if (path.length === 0) return replace(String(value));
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? replaceAt(item, rest, replace) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: replaceAt(record[head as string], rest, replace) };
}

const TEXT_CASES = (Object.keys(SAMPLES) as EndpointName[]).flatMap((endpoint) =>
  stringPaths(SAMPLES[endpoint]).map((path) => ({ endpoint, path })),
);

describe('characters no field may store', () => {
  it.each(TEXT_CASES.map((c) => [c.endpoint, c.path.join('.'), c] as const))(
    '%s refuses a NUL in %s with 400 naming the field, on either database',
    async (_, field, c) => {
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const input = replaceAt(
          SAMPLES[c.endpoint],
          c.path,
          (text) => `${text.slice(0, 1)}\u0000${text.slice(1)}`,
        );
        const res = await t.app.inject(requestFor({ endpoint: c.endpoint, what: 'NUL', input }, lang));
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body).toMatchObject({ code: 0, result: null });
        // A field with a stricter rule of its own (a pattern, a list of values) may be refused by that rule, and a
        // changed new password first breaks its confirmation.
        const fields = [field.replace(/\.(\d+)/g, '[$1]').replace(/^(\d+)/, '[$1]')];
        if (field === 'newPassword') fields.push('confirmPassword');
        const named = fields.map((f) => errorText(lang, 'badRequest', { field: f, reason: '' }));
        expect(
          named.some((prefix) => body.message.startsWith(prefix)),
          body.message,
        ).toBe(true);
        expect(looksLeaky(body.message)).toBe(false);
        if (lang === 'en-US') expect(body.message).toMatch(/^[\x20-\x7e]+$/);
      }
    },
  );

  it.each([
    ['a lone high surrogate', 'ad\ud800min'],
    ['a lone low surrogate', '\udc00admin'],
    ['an escape sequence', 'admin\u001b[2J'],
  ])('refuses %s in the public sign-in user name', async (_, userName) => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS.login),
      headers: { cookie: 'lang=en-US' },
      payload: { userName, password: 'Wrong@Pass1', captcha: TEST_CAPTCHA },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(resources['en-US'].validation.unsafeCharacter);
  });

  it.each([
    ['login', { userName: 'ad\u202emin', password: 'Wrong@Pass1', captcha: TEST_CAPTCHA }],
    ['kioskSession', { display: `${TEST_DISPLAY.name}\u2066`, token: 'not-the-display-token-0000' }],
  ] as const)('refuses a direction override in the name given to %s', async (name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS[name]),
      headers: { cookie: 'lang=zh-CN' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(resources['zh-CN'].validation.nameCharacter);
  });
});
