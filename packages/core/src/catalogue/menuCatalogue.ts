import type { PageModule } from '../types/menu';

/**
 * The menus of every page module (seed 000 §2.2, seed 001 §2), shared by all companies. Roles grant their
 * operations. A `vue` entry is a console page: its one operation (id = menu key) becomes the route
 * `route ?? key` loading `js ?? '<module>/<Key>'`; `actions` are extra operation ids `<key>:<action>` that gate
 * buttons on that page. `top: 0, side: 0` pages render in the bare second layout (big screens, print pages).
 * Hosts other than 'console' are where the seed says a page opens (web-GIS, pro web-GIS, TMS).
 */
export interface VuePage {
  readonly type: 'vue';
  readonly key: string;
  readonly zh: string;
  readonly en: string;
  readonly module: PageModule;
  readonly js?: string;
  readonly route?: string;
  readonly host?: string;
  readonly blank?: true;
  readonly top?: 0 | 1;
  readonly side?: 0 | 1;
  readonly actions?: readonly string[];
}

export interface MenuLink {
  readonly type: 'link';
  readonly key: string;
  readonly zh: string;
  readonly en: string;
  readonly host: string;
  readonly url: string;
  readonly blank?: true;
}

export interface MenuDir {
  readonly type: 'dir';
  readonly key: string;
  readonly zh: string;
  readonly en: string;
  readonly icon?: string;
  readonly children: readonly MenuEntry[];
}

export type MenuEntry = VuePage | MenuLink | MenuDir;

const CRUD = ['add', 'update', 'delete'] as const;

/** The primary menu ('main' section), up to four levels. */
// prettier-ignore
export const MAIN_MENU = [
  { type: 'dir', key: 'monitorCenter', zh: '监控中心', en: 'Monitoring', icon: 'monitor', children: [
    { type: 'vue', key: 'mapMonitor', zh: '实时监控', en: 'Live map', module: 'map-service', host: 'webgis', actions: ['textMessage', 'photo', 'locate'] },
    { type: 'vue', key: 'trackPlayback', zh: '轨迹回放', en: 'Track playback', module: 'map-service', host: 'webgis', actions: ['export'] },
    { type: 'vue', key: 'multiVehicleTracking', zh: '多车跟踪', en: 'Multi-vehicle tracking', module: 'tms' },
    { type: 'vue', key: 'proVehicleMonitor', zh: '车辆监控（专业版）', en: 'Vehicle monitor (pro)', module: 'map-service', host: 'proWebgis', blank: true },
    { type: 'dir', key: 'videoCenter', zh: '视频监控', en: 'Video', children: [
      { type: 'vue', key: 'videoMonit', zh: '实时视频', en: 'Live video', module: 'media', actions: ['intercom', 'listen'] },
      { type: 'vue', key: 'multipleVehicleVideoMonit', zh: '多车视频', en: 'Multi-vehicle video', module: 'media' },
      { type: 'vue', key: 'flashPhotoMonit', zh: '拍照监控', en: 'Photo monitoring', module: 'media' },
      { type: 'vue', key: 'videoRecord', zh: '录像查询', en: 'Video records', module: 'media' },
      { type: 'vue', key: 'videoDownload', zh: '视频下载', en: 'Video download', module: 'media' },
    ] },
    { type: 'dir', key: 'elementManage', zh: '点区线管理', en: 'Points, areas and lines', children: [
      { type: 'vue', key: 'mapPointManage', zh: '标注点管理', en: 'Points', module: 'basic-element', actions: [...CRUD, 'import', 'export'] },
      { type: 'vue', key: 'mapAreaManage', zh: '区域管理', en: 'Areas', module: 'basic-element', actions: CRUD },
      { type: 'vue', key: 'mapLineManage', zh: '线路管理', en: 'Lines', module: 'basic-element', actions: CRUD },
    ] },
    { type: 'vue', key: 'infoShareLink', zh: '信息分享', en: 'Share links', module: 'map-service', actions: ['add', 'disable'] },
  ] },
  { type: 'dir', key: 'activeSafety', zh: '主动安全', en: 'Active safety', icon: 'safety', children: [
    { type: 'vue', key: 'securityControlCenter', zh: '安全监控中心', en: 'Security control centre', module: 'active-safety', actions: ['handle', 'batchMark', 'returnVisit'] },
    { type: 'vue', key: 'riskAnalysisKanban', zh: '风险分析看板', en: 'Risk analysis board', module: 'active-safety', top: 0, side: 0, blank: true },
    { type: 'vue', key: 'safetyRotationScreen', zh: '安全轮播大屏', en: 'Safety rotation screen', module: 'active-safety', top: 0, side: 0, blank: true },
    { type: 'dir', key: 'safetyAnalysis', zh: '安全分析', en: 'Safety analysis', children: [
      { type: 'vue', key: 'activeSafetyEventList', zh: '事件列表', en: 'Events', module: 'active-safety', actions: ['export', 'mark'] },
      { type: 'dir', key: 'drivingScore', zh: '驾驶评分', en: 'Driving scores', children: [
        { type: 'vue', key: 'driverScore', zh: '司机评分', en: 'Driver scores', module: 'active-safety' },
        { type: 'vue', key: 'vehicleScore', zh: '车辆评分', en: 'Vehicle scores', module: 'active-safety' },
        { type: 'vue', key: 'scoreRule', zh: '评分规则', en: 'Scoring rules', module: 'active-safety', actions: ['update'] },
      ] },
      { type: 'vue', key: 'fatigueDrivingAnalysis', zh: '疲劳驾驶分析', en: 'Fatigue analysis', module: 'active-safety' },
      { type: 'vue', key: 'driverPortrait', zh: '司机画像', en: 'Driver portrait', module: 'active-safety' },
      { type: 'vue', key: 'vehiclePortrait', zh: '车辆画像', en: 'Vehicle portrait', module: 'active-safety' },
      { type: 'vue', key: 'accidentAnalysis', zh: '事故分析', en: 'Accident analysis', module: 'active-safety' },
    ] },
    { type: 'vue', key: 'activeSafetyReport', zh: '主动安全报表', en: 'Active-safety report', module: 'active-safety', actions: ['subscribe', 'export'] },
    { type: 'vue', key: 'dsmWorkStatus', zh: '设备状态', en: 'DSM work status', module: 'active-safety' },
    { type: 'vue', key: 'vehicleEquipmentRepair', zh: '车辆设备报修', en: 'Equipment repair requests', module: 'active-safety', actions: ['add'] },
    { type: 'dir', key: 'safetySettings', zh: '安全设置', en: 'Safety settings', children: [
      { type: 'vue', key: 'securityControlSetting', zh: '安全监控设置', en: 'Security control settings', module: 'active-safety', actions: ['update'] },
      { type: 'vue', key: 'shiftSetting', zh: '班次设置', en: 'Shifts', module: 'active-safety', actions: ['update'] },
      { type: 'vue', key: 'eventNotifySetting', zh: '事件通知设置', en: 'Event notifications', module: 'active-safety', actions: CRUD },
      { type: 'vue', key: 'familyVoiceSetting', zh: '亲情语音设置', en: 'Family voice', module: 'active-safety', actions: ['upload', 'delete'] },
      { type: 'vue', key: 'flashShotSetting', zh: '抽查设置', en: 'Spot-check settings', module: 'active-safety', actions: ['update'] },
    ] },
  ] },
  { type: 'dir', key: 'alarmCenter', zh: '报警中心', en: 'Alarms', icon: 'alarm', children: [
    { type: 'vue', key: 'vehicleAlarmProcessing', zh: '车辆报警处理', en: 'Vehicle alarms', module: 'common-alarm', actions: ['handle', 'ignore', 'export', 'tts', 'talk'] },
    { type: 'vue', key: 'storeAlarmProcessing', zh: '门店报警处理', en: 'Store alarms', module: 'common-alarm', actions: ['handle', 'ignore', 'export'] },
    { type: 'vue', key: 'storageAlarmProcessing', zh: '仓库报警处理', en: 'Warehouse alarms', module: 'common-alarm', actions: ['handle', 'ignore', 'export'] },
    { type: 'vue', key: 'equipAbnormalHandle', zh: '设备异常处理', en: 'Device exceptions', module: 'common-alarm', actions: ['handle', 'ignore', 'export'] },
    { type: 'dir', key: 'alarmStatistics', zh: '报警统计', en: 'Alarm statistics', children: [
      { type: 'vue', key: 'alarmStatSummary', zh: '报警统计汇总', en: 'Alarm summary', module: 'common-alarm', actions: ['export'] },
      { type: 'vue', key: 'alarmStatDetail', zh: '报警统计明细', en: 'Alarm details', module: 'common-alarm', actions: ['export'] },
      { type: 'vue', key: 'deviceExceptionAnalysis', zh: '设备异常分析', en: 'Exception analysis', module: 'common-alarm' },
      { type: 'vue', key: 'deviceExceptionDetailReport', zh: '设备异常明细', en: 'Exception details', module: 'common-alarm', actions: ['export'] },
      { type: 'vue', key: 'deviceExceptionSummaryReport', zh: '设备异常汇总', en: 'Exception summary', module: 'common-alarm', actions: ['export'] },
    ] },
    { type: 'dir', key: 'alarmSettings', zh: '报警设置', en: 'Alarm settings', children: [
      { type: 'dir', key: 'vehicleAlarmSettings', zh: '车辆报警设置', en: 'Vehicle alarm rules', children: [
        { type: 'vue', key: 'overspeedAlarmSet', zh: '超速报警', en: 'Overspeed', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'fatigueAlarmSet', zh: '疲劳驾驶报警', en: 'Fatigue', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'openDoorAlarmSet', zh: '开门报警', en: 'Door opening', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'hijackAlarmSet', zh: '劫警报警', en: 'Hijack', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'parkingAlarmSet', zh: '停车报警', en: 'Parking', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'abnormalFuelAlarmSet', zh: '油量异常报警', en: 'Abnormal fuel', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'transportTimeAlarmSet', zh: '运输时长报警', en: 'Transport time', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'shutdownAlarmSet', zh: '关机报警', en: 'Shutdown', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'lowPowerAlarmSet', zh: '低电量报警', en: 'Low power', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'tyreAlarmSet', zh: '轮胎报警', en: 'Tyres', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'abnormalVehicleAlarmSet', zh: '车辆异常报警', en: 'Abnormal vehicle', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'areaAlarmTypeSet', zh: '区域报警', en: 'Area', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'lineAlarmTypeSet', zh: '线路报警', en: 'Line', module: 'common-alarm', actions: ['update'] },
        { type: 'vue', key: 'terminalCommonAlarmSet', zh: '终端通用报警', en: 'Terminal common', module: 'common-alarm', actions: ['update'] },
      ] },
      { type: 'vue', key: 'tempAlarmSet', zh: '温度报警设置', en: 'Temperature alarms', module: 'common-alarm', actions: ['update'] },
      { type: 'vue', key: 'zoneAlarmSet', zh: '区域报警设置', en: 'Zone alarms', module: 'common-alarm', actions: CRUD },
      { type: 'vue', key: 'lineAlarmSet', zh: '线路报警设置', en: 'Line alarms', module: 'common-alarm', actions: CRUD },
      { type: 'vue', key: 'terminalReminderSet', zh: '终端提醒设置', en: 'Terminal reminders', module: 'terminal', actions: ['update'] },
      { type: 'vue', key: 'equipAbnormalSet', zh: '设备异常设置', en: 'Exception settings', module: 'common-alarm', actions: ['update'] },
      { type: 'vue', key: 'deviceAlarmSet', zh: '设备报警设置', en: 'Device alarms', module: 'terminal', actions: ['update'] },
      { type: 'vue', key: 'alarmContact', zh: '报警联系人', en: 'Alarm contacts', module: 'common-alarm', actions: CRUD },
      { type: 'vue', key: 'overTempReviewLog', zh: '超温设置审核日志', en: 'Over-temp setting log', module: 'common-alarm' },
      { type: 'vue', key: 'overTempRecheck', zh: '超温复核', en: 'Over-temp recheck', module: 'common-alarm', actions: ['recheck'] },
    ] },
  ] },
  { type: 'dir', key: 'coldChain', zh: '冷链监控', en: 'Cold chain', icon: 'coldChain', children: [
    { type: 'vue', key: 'coldChainDashboard', zh: '冷链看板', en: 'Cold-chain board', module: 'cold-chain', top: 0, side: 0, blank: true },
    { type: 'dir', key: 'storageManage', zh: '仓库', en: 'Warehouses', children: [
      { type: 'vue', key: 'coldChainStorageList', zh: '仓库列表', en: 'Warehouse list', module: 'cold-chain', actions: CRUD },
      { type: 'vue', key: 'storageMonitorBoard', zh: '仓库监控', en: 'Warehouse monitor', module: 'cold-chain' },
      { type: 'vue', key: 'storageDailyMonitor', zh: '每日监控', en: 'Daily monitor', module: 'cold-chain', actions: ['export'] },
      { type: 'vue', key: 'storageHumidityDetail', zh: '湿度明细', en: 'Humidity detail', module: 'cold-chain' },
      { type: 'vue', key: 'storageDashboard', zh: '仓库看板', en: 'Warehouse dashboard', module: 'cold-chain' },
      { type: 'vue', key: 'storageDetail', zh: '仓库详情', en: 'Warehouse detail', module: 'cold-chain' },
      { type: 'vue', key: 'storageTempOnlineRate', zh: '温度在线率', en: 'Temperature online rate', module: 'cold-chain' },
      { type: 'vue', key: 'storageAlarmSummary', zh: '仓库报警汇总', en: 'Warehouse alarm summary', module: 'cold-chain', actions: ['export'] },
      { type: 'vue', key: 'warehouseRealTimeVideo', zh: '仓库实时视频', en: 'Warehouse live video', module: 'media' },
      { type: 'vue', key: 'warehousePlaybackVideo', zh: '仓库视频回放', en: 'Warehouse video playback', module: 'media' },
    ] },
    { type: 'dir', key: 'storeManage', zh: '门店', en: 'Stores', children: [
      { type: 'vue', key: 'coldChainStoreList', zh: '门店列表', en: 'Store list', module: 'cold-chain', actions: CRUD },
      { type: 'vue', key: 'storeFreezer', zh: '冷柜管理', en: 'Freezers', module: 'cold-chain', actions: CRUD },
      { type: 'vue', key: 'storeMonitor', zh: '门店监控', en: 'Store monitor', module: 'cold-chain' },
      { type: 'vue', key: 'storeWarningSummary', zh: '门店预警汇总', en: 'Store warning summary', module: 'cold-chain', actions: ['export'] },
      { type: 'vue', key: 'storeAlarmMap', zh: '门店报警位置', en: 'Store alarm positions', module: 'cold-chain' },
      { type: 'vue', key: 'storeDashboard', zh: '门店看板', en: 'Store dashboard', module: 'cold-chain' },
      { type: 'vue', key: 'storeEquipmentHistory', zh: '门店绑定设备历史', en: 'Store equipment history', module: 'cold-chain' },
    ] },
    { type: 'dir', key: 'vehicleColdChain', zh: '车辆冷链', en: 'Vehicle cold chain', children: [
      { type: 'vue', key: 'vehicleColdChainDynamic', zh: '冷链动态明细', en: 'Cold-chain dynamics', module: 'cold-chain', actions: ['export'] },
      { type: 'vue', key: 'vehicleOverTempSummary', zh: '超温汇总', en: 'Over-temperature summary', module: 'cold-chain', actions: ['export'] },
      { type: 'vue', key: 'codeTracingSetting', zh: '追溯码对接设置', en: 'Code-tracing docking', module: 'cold-chain', actions: ['update'] },
    ] },
    { type: 'dir', key: 'incubatorManage', zh: '保温箱冰排', en: 'Incubators and ice rafts', children: [
      { type: 'vue', key: 'incubatorInfo', zh: '保温箱信息', en: 'Incubators', module: 'cold-chain', actions: [...CRUD, 'export'] },
      { type: 'vue', key: 'incubatorModel', zh: '保温箱型号', en: 'Incubator models', module: 'cold-chain', actions: CRUD },
      { type: 'vue', key: 'incubatorTempDetail', zh: '温度明细', en: 'Temperature detail', module: 'cold-chain' },
      { type: 'vue', key: 'incubatorFlowDetail', zh: '流转明细', en: 'Flow detail', module: 'cold-chain' },
      { type: 'vue', key: 'incubatorReport', zh: '保温箱报表', en: 'Incubator report', module: 'cold-chain', actions: ['export'] },
    ] },
    { type: 'vue', key: 'sentinelWarning', zh: '哨兵预警', en: 'Sentinel warning', module: 'cold-chain', actions: [...CRUD, 'export'] },
    { type: 'vue', key: 'storeAlarmPrediction', zh: '门店报警预测', en: 'Store alarm prediction', module: 'cold-chain', actions: [...CRUD, 'export'] },
    { type: 'vue', key: 'chainTraceability', zh: '全程温控追溯', en: 'Temperature traceability', module: 'cold-chain', actions: [...CRUD, 'share'] },
    { type: 'vue', key: 'dockingPlatform', zh: '对接平台', en: 'Docking platform', module: 'cold-chain', actions: CRUD },
    { type: 'vue', key: 'companyMessage', zh: '企业信息', en: 'Company profile', module: 'cold-chain', actions: ['update'] },
    { type: 'vue', key: 'informationList', zh: '资讯列表', en: 'Information', module: 'cold-chain', actions: CRUD },
    { type: 'vue', key: 'standardIcCardSet', zh: '标准IC卡设置', en: 'Standard IC cards', module: 'cold-chain', actions: CRUD },
  ] },
  { type: 'dir', key: 'fleetAdmin', zh: '车辆管理', en: 'Fleet admin', icon: 'vehicle', children: [
    { type: 'vue', key: 'tmsOperationKanban', zh: '运营看板', en: 'Operation board', module: 'tms', top: 0, side: 0, blank: true },
    { type: 'vue', key: 'tmsSupervisionBoard', zh: '车辆监管看板', en: 'Supervision board', module: 'tms', top: 0, side: 0, blank: true },
    { type: 'vue', key: 'tmsCompanyProfileBoard', zh: '企业概况看板', en: 'Company profile board', module: 'tms', top: 0, side: 0, blank: true },
    { type: 'vue', key: 'tmsCarDashboard', zh: '车辆仪表盘', en: 'Car dashboard', module: 'tms', top: 0, side: 0, blank: true },
    { type: 'vue', key: 'tmsEnterpriseOverview', zh: '企业总览', en: 'Enterprise overview', module: 'tms', top: 0, side: 0, blank: true },
    { type: 'vue', key: 'tmsVehicleInfo', zh: '车辆信息', en: 'Vehicles', module: 'tms', actions: [...CRUD, 'import', 'export'] },
    { type: 'vue', key: 'tmsMotorcade', zh: '车队管理', en: 'Fleets', module: 'tms', actions: CRUD },
    { type: 'vue', key: 'tmsTrailer', zh: '挂车管理', en: 'Trailers', module: 'tms', actions: CRUD },
    { type: 'vue', key: 'tmsUseRecord', zh: '用车记录', en: 'Use records', module: 'tms', actions: CRUD },
    { type: 'dir', key: 'vehicleCost', zh: '车辆费用', en: 'Vehicle costs', children: [
      { type: 'vue', key: 'tmsCertificate', zh: '证件管理', en: 'Certificates', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsInsurance', zh: '保险管理', en: 'Insurance', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsMaintenance', zh: '保养管理', en: 'Maintenance', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsRepair', zh: '维修管理', en: 'Repairs', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsRefuel', zh: '加油管理', en: 'Refuelling', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsGasCard', zh: '油卡管理', en: 'Fuel cards', module: 'tms', actions: [...CRUD, 'stop'] },
      { type: 'vue', key: 'tmsTyre', zh: '轮胎管理', en: 'Tyres', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsAccident', zh: '事故管理', en: 'Accidents', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsReimbursement', zh: '报销管理', en: 'Reimbursements', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsShipTax', zh: '车船税费', en: 'Taxes and fees', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsCheckVehicle', zh: '公安验车', en: 'Police checks', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsOtherCost', zh: '其他费用', en: 'Other costs', module: 'tms', actions: CRUD },
      { type: 'vue', key: 'tmsCostAnalysis', zh: '费用分析', en: 'Cost analysis', module: 'tms' },
      { type: 'vue', key: 'tmsOilAnalysis', zh: '油耗分析', en: 'Fuel analysis', module: 'tms' },
    ] },
    { type: 'dir', key: 'partnerShare', zh: '合作与共享', en: 'Partners and sharing', children: [
      { type: 'vue', key: 'tmsPartner', zh: '合作伙伴', en: 'Partners', module: 'tms', actions: ['add', 'approve', 'terminate'] },
      { type: 'vue', key: 'tmsVehicleShare', zh: '车辆共享', en: 'Vehicle sharing', module: 'tms', actions: ['share', 'cancel'] },
      { type: 'vue', key: 'tmsShareCenter', zh: '共享中心', en: 'Share centre', module: 'tms', actions: ['release'] },
      { type: 'vue', key: 'tmsMonitorAuth', zh: '监控授权', en: 'Monitoring authorisation', module: 'tms', actions: ['add', 'delete', 'disable'] },
    ] },
    { type: 'vue', key: 'tmsOfflineVehicle', zh: '离线车辆处理', en: 'Offline vehicles', module: 'tms', actions: ['handle'] },
    { type: 'dir', key: 'transportManage', zh: '运输管理', en: 'Transport', children: [
      { type: 'vue', key: 'transportOrderList', zh: '运单管理', en: 'Transport orders', module: 'smart-track-goods', host: 'webgis', actions: ['bind', 'end'] },
      { type: 'vue', key: 'transportPlanList', zh: '运输计划', en: 'Transport plans', module: 'smart-track-goods', host: 'tms', actions: ['dispatch'] },
      { type: 'vue', key: 'trackingOrderDashboard', zh: '追踪单看板', en: 'Tracking-order board', module: 'smart-track-goods', top: 0, side: 0, blank: true },
      { type: 'vue', key: 'authorizeManageList', zh: '授权管理', en: 'Authorisations', module: 'smart-track-goods', actions: ['detail', 'add'] },
    ] },
  ] },
  { type: 'dir', key: 'reportCenter', zh: '报表中心', en: 'Reports', icon: 'report', children: [
    { type: 'dir', key: 'drivingReports', zh: '行车报表', en: 'Driving', children: [
      { type: 'vue', key: 'mileageReport', zh: '里程统计', en: 'Mileage', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'drivingStatReport', zh: '行驶统计', en: 'Driving statistics', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'timingTrackReport', zh: '定时跟踪', en: 'Timing tracking', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'parkingReport', zh: '停车明细', en: 'Parking', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'speedAnalysisReport', zh: '速度分析', en: 'Speed analysis', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'overspeedAlarmReport', zh: '超速报警明细', en: 'Overspeed alarms', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'areaBetweenReport', zh: '区间行驶', en: 'Area between driving', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'vehicleOfflineTrendReport', zh: '车辆离线趋势', en: 'Offline trend', module: 'report-base', actions: ['export'] },
    ] },
    { type: 'dir', key: 'coldChainReports', zh: '冷链报表', en: 'Cold chain', children: [
      { type: 'vue', key: 'overTempDetailReport', zh: '超温明细', en: 'Over-temperature details', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'overTempStatReport', zh: '超温统计', en: 'Over-temperature statistics', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'coldMachineReport', zh: '冷机运行', en: 'Refrigeration units', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'switchDoorReport', zh: '开关门明细', en: 'Door openings', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'tempSettingReport', zh: '温度设置报表', en: 'Temperature settings', module: 'report-base', actions: ['export'] },
    ] },
    { type: 'dir', key: 'operationReports', zh: '运营报表', en: 'Operations', children: [
      { type: 'vue', key: 'areaInOutReport', zh: '进出区域', en: 'Area entry and exit', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'warningDetailReport', zh: '预警明细', en: 'Warnings', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'aroundDetailReport', zh: '周边查询', en: 'Vehicles around a point', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'epidemicVehicleReport', zh: '涉疫车辆', en: 'Contact tracing', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'standingBookReport', zh: '车辆台账', en: 'Vehicle ledger', module: 'report-base', actions: ['export'] },
    ] },
    { type: 'dir', key: 'recordReports', zh: '记录报表', en: 'Records', children: [
      { type: 'vue', key: 'flashPictureReport', zh: '拍照记录', en: 'Flash pictures', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'flashShotReport', zh: '抓拍记录', en: 'Flash shots', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'driverIcReport', zh: '司机IC卡行驶', en: 'Driver card shifts', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'operationRecordReport', zh: '操作记录', en: 'Operation records', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'directiveRecordReport', zh: '指令记录', en: 'Directive records', module: 'report-base', actions: ['export'] },
    ] },
    { type: 'dir', key: 'vehicleDeviceReports', zh: '车辆设备', en: 'Vehicle devices', children: [
      { type: 'vue', key: 'airConditioningReport', zh: '空调报表', en: 'Air conditioning', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'hydraulicReport', zh: '液压举升报表', en: 'Hydraulic lift', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'unloadReport', zh: '卸灰报表', en: 'Unloading', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'headSeparationReport', zh: '车头分离报表', en: 'Head separation', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'weightAnalysisReport', zh: '载重分析', en: 'Weight analysis', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'trailerReport', zh: '挂车报表', en: 'Trailers', module: 'report-base', actions: ['export'] },
    ] },
    { type: 'dir', key: 'safetyReports', zh: '安全报表', en: 'Safety', children: [
      { type: 'vue', key: 'aiAnalysisReport', zh: 'AI分析', en: 'AI analysis', module: 'report-base', actions: ['export'] },
      { type: 'vue', key: 'tirePressureReport', zh: '胎压报表', en: 'Tyre pressure', module: 'report-base', actions: ['export'] },
    ] },
    { type: 'vue', key: 'reportSubscription', zh: '报表订阅', en: 'Report subscriptions', module: 'common-base', actions: ['add', 'delete'] },
    { type: 'vue', key: 'exportCenter', zh: '导出中心', en: 'Export centre', module: 'common-base' },
  ] },
  { type: 'dir', key: 'basicData', zh: '基础资料', en: 'Master data', icon: 'basicData', children: [
    { type: 'vue', key: 'departmentBaseInfo', zh: '部门信息', en: 'Departments', module: 'common-user', actions: [...CRUD, 'move'] },
    { type: 'vue', key: 'driverManage', zh: '司机管理', en: 'Drivers', module: 'driver', actions: [...CRUD, 'export'] },
    { type: 'vue', key: 'terminalManage', zh: '终端管理', en: 'Terminals', module: 'terminal', actions: [...CRUD, 'export'] },
    { type: 'vue', key: 'icCardManage', zh: 'IC卡管理', en: 'IC cards', module: 'common-user', actions: CRUD },
    { type: 'vue', key: 'tagManage', zh: '标签管理', en: 'Tags', module: 'common-user', actions: CRUD },
    { type: 'vue', key: 'importVehicle', zh: '导入车辆', en: 'Import vehicles', module: 'common-user' },
    { type: 'dir', key: 'systemManage', zh: '系统管理', en: 'Administration', children: [
      { type: 'vue', key: 'roleList', zh: '角色管理', en: 'Roles', module: 'common-user', actions: CRUD },
      { type: 'vue', key: 'subUserList', zh: '子用户管理', en: 'Sub-users', module: 'common-user', actions: [...CRUD, 'resetPassword'] },
      { type: 'vue', key: 'groupSetting', zh: '分组设置', en: 'Groups', module: 'common-user', actions: ['update'] },
      { type: 'vue', key: 'dictionaryList', zh: '字典管理', en: 'Dictionaries', module: 'common-user', actions: CRUD },
      { type: 'vue', key: 'companyInfo', zh: '企业信息', en: 'Company', module: 'common-user', actions: ['update'] },
    ] },
  ] },
  { type: 'dir', key: 'onlineService', zh: '在线服务', en: 'Online service', icon: 'onlineService', children: [
    { type: 'vue', key: 'billManagement', zh: '账单管理', en: 'Bills', module: 'online-service', actions: ['pay'] },
    { type: 'dir', key: 'businessQuery', zh: '业务查询', en: 'Business queries', children: [
      { type: 'vue', key: 'eleWorkOrderList', zh: '电子工单', en: 'Electronic work orders', module: 'online-service' },
    ] },
    { type: 'vue', key: 'printBill', zh: '打印账单', en: 'Print bill', module: 'online-service', top: 0, side: 0, blank: true },
    { type: 'vue', key: 'printEleWorkOrder', zh: '打印工单', en: 'Print work order', module: 'online-service', top: 0, side: 0, blank: true },
    { type: 'link', key: 'serviceLevelAgreementLink', zh: '服务等级协议', en: 'Service level agreement', host: 'console', url: '/serviceLevelAgreement' },
  ] },
  { type: 'dir', key: 'dataCenter', zh: '数据中心', en: 'Data centre', icon: 'dataCenter', children: [
    { type: 'vue', key: 'downloadCenter', zh: '下载中心', en: 'Downloads', module: 'common-base' },
    { type: 'vue', key: 'uploadCenter', zh: '上传中心', en: 'Uploads', module: 'common-base' },
    { type: 'vue', key: 'interfaceCenter', zh: '接口中心', en: 'API centre', module: 'common-base' },
    { type: 'vue', key: 'checkPost', zh: '查岗记录', en: 'Duty checks', module: 'common-base' },
  ] },
] as const satisfies readonly MenuEntry[];

/** The user dropdown's menu list ('user' section). */
// prettier-ignore
export const USER_MENU = [
  { type: 'vue', key: 'personalSetting', zh: '个人设置', en: 'Personal settings', module: 'common-user', side: 0, actions: ['handlingOpinions'] },
  { type: 'vue', key: 'passwordUpdate', zh: '修改密码', en: 'Change password', module: 'common-user', side: 0 },
  { type: 'vue', key: 'languageSetting', zh: '语言设置', en: 'Language settings', module: 'common-user', side: 0 },
  { type: 'vue', key: 'appDownload', zh: 'APP下载', en: 'App download', module: 'common-base', side: 0 },
  { type: 'vue', key: 'messageCenter', zh: '消息中心', en: 'Message centre', module: 'common-base', host: 'webgis', side: 0, actions: ['read'] },
] as const satisfies readonly MenuEntry[];

type Flatten<E> = E extends { readonly children: readonly (infer C)[] } ? E | Flatten<C> : E;
type CatalogueEntry = Flatten<(typeof MAIN_MENU)[number]> | (typeof USER_MENU)[number];
type PageEntry = Extract<CatalogueEntry, { type: 'vue' }>;
type ActionIds<P> = P extends { key: infer K extends string; actions: readonly (infer A extends string)[] }
  ? `${K}:${A}`
  : never;

export type MenuKey = CatalogueEntry['key'];
/** Keys of console pages (`vue` entries): each is also the page's own operation id. */
export type PageKey = PageEntry['key'];
/** Operation ids: one per page (the menu key) plus `<page>:<action>` for page actions. */
export type OperationId = PageEntry['key'] | ActionIds<PageEntry>;
