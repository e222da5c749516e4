import type { EndpointHandlers } from '../http/endpointHandler';
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
};
