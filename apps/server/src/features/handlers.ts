import type { EndpointHandlers } from '../http/endpointHandler';
import { fetchAbnormalList } from './alarmPopover/fetchAbnormalList';
import { fetchAlarmAbnormalMsg } from './alarmPopover/fetchAlarmAbnormalMsg';
import { fetchAlarmList } from './alarmPopover/fetchAlarmList';
import { getExceptionById } from './alarmPopover/getExceptionById';
import { getPopUpInfo } from './alarmPopover/getPopUpInfo';
import { ignoreAbnormal } from './alarmPopover/ignoreAbnormal';
import { ignoreStorageAlarm, ignoreStoreAlarm, ignoreVehicleAlarm } from './alarmPopover/ignoreAlarms';
import { saveAbnormalHandleSuggestion } from './alarmPopover/saveAbnormalHandleSuggestion';
import { savePopUpSet } from './alarmPopover/savePopUpSet';
import { addLicense } from './licence/addLicense';
import { haveLicense } from './licence/haveLicense';
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

/** Every implemented endpoint, by contract name. An endpoint without a handler is not routed (404). */
export const handlers: EndpointHandlers = {
  captcha,
  login,
  signOutNoRedirect,
  kioskSession,
  kioskDisplay,
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
  ignoreStoreAlarm,
  ignoreStorageAlarm,
  ignoreAbnormal,
  saveAbnormalHandleSuggestion,
  getExceptionById,
  readMessage,
  fetchMessageList,
};
