import type { Messages } from '../messages';
import type { zhCN } from '../zh-CN';
import { account } from './account';
import { admin } from './admin';
import { alarm } from './alarm';
import { alarmRules } from './alarmRules';
import { alarmNotice } from './alarmNotice';
import { basicData } from './basicData';
import { boards } from './boards';
import { common } from './common';
import { console } from './console';
import { errors } from './errors';
import { fleet } from './fleet';
import { fleetCost } from './fleetCost';
import { partnerShare } from './partnerShare';
import { fleetRecords } from './fleetRecords';
import { fleetMaintenance } from './fleetMaintenance';
import { grid } from './grid';
import { handling } from './handling';
import { resource } from './resource';
import { kiosk } from './kiosk';
import { notices } from './notices';
import { organisation } from './organisation';
import { personalize } from './personalize';
import { popover } from './popover';
import { shell } from './shell';
import { validation } from './validation';
import { vehicle } from './vehicle';
import { voice } from './voice';
import { sharing } from './sharing';
import { places } from './places';
import { trajectory } from './trajectory';
import { mapElement } from './mapElement';
import { zoneAlarm } from './zoneAlarm';
import { monitor } from './monitor';
import { terminalReminders } from './terminalReminders';
import { dockingPlatform } from './dockingPlatform';
import { monitorAuth } from './monitorAuth';
import { fleetAnalysis } from './fleetAnalysis';
import { eventReports } from './eventReports';
import { fleetBoards } from './fleetBoards';
import { information } from './information';
import { incubator } from './incubator';
import { standardIcCard } from './standardIcCard';
import { exportCenter } from './exportCenter';
import { coldWarning } from './coldWarning';
import { deviceExceptionSettings } from './deviceExceptionSettings';
import { overTemp } from './overTemp';
import { alarmStatistics } from './alarmStatistics';
import { traceability } from './traceability';
import { warehouse } from './warehouse';
import { store } from './store';
import { vehicleColdChain } from './vehicleColdChain';
import { dayStats } from './dayStats';

export const enUS: Messages<typeof zhCN> = {
  boards,
  common,
  validation,
  errors,
  console,
  kiosk,
  alarm,
  alarmRules,
  alarmNotice,
  vehicle,
  shell,
  handling,
  grid,
  resource,
  admin,
  account,
  voice,
  popover,
  notices,
  fleet,
  fleetCost,
  partnerShare,
  fleetRecords,
  fleetMaintenance,
  basicData,
  personalize,
  organisation,
  sharing,
  places,
  trajectory,
  mapElement,
  zoneAlarm,
  monitor,
  terminalReminders,
  dockingPlatform,
  monitorAuth,
  fleetBoards,
  fleetAnalysis,
  information,
  incubator,
  standardIcCard,
  exportCenter,
  coldWarning,
  deviceExceptionSettings,
  overTemp,
  alarmStatistics,
  traceability,
  warehouse,
  store,
  vehicleColdChain,
  eventReports,
  dayStats,
};
