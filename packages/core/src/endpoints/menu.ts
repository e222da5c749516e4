import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { LIMITS } from '../constants';
import {
  SEARCH_TYPES,
  type AllMenuModule,
  type FavouriteTreeNode,
  type MenuTreeResult,
  type NodeMenuResult,
  type SearchResultItem,
} from '../types/menu';
import type { UserInfo } from '../types/user';
import { VMSG } from '../validators/messages';

const empty = z.strictObject({});
export const menuKey = z
  .string({ error: VMSG.required })
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: VMSG.menuKey });

export const searchRequest = z.strictObject({
  type: z.enum(SEARCH_TYPES, { error: VMSG.searchType }),
  keyword: z
    .string({ error: VMSG.required })
    .trim()
    .min(1, { error: VMSG.notBlank })
    .max(64, { error: VMSG.tooLong }),
  pageSize: z
    .number({ error: VMSG.invalid })
    .int({ error: VMSG.integer })
    .min(1, { error: VMSG.tooSmall })
    .max(50, { error: VMSG.tooBig })
    .default(LIMITS.searchPageSize),
});

export const saveFavouriteRequest = z
  .array(menuKey, { error: VMSG.invalid })
  .max(200, { error: VMSG.tooLong });

export interface FavouriteItem {
  menuKey: string;
  title: string;
  url: string;
  blank: boolean;
}

export const menuEndpoints = {
  menuTree: endpoint<MenuTreeResult>()({
    name: 'menuTree',
    method: 'POST',
    module: 'menu',
    path: '/menuTree',
    access: 'session',
    request: empty,
  }),
  allMenu: endpoint<AllMenuModule[]>()({
    name: 'allMenu',
    method: 'POST',
    module: 'menu',
    path: '/allMenu',
    access: 'session',
    request: empty,
  }),
  loginUserMessage: endpoint<UserInfo>()({
    name: 'loginUserMessage',
    method: 'POST',
    module: 'menu',
    path: '/loginUserMessage',
    access: 'session',
    request: empty,
  }),
  getNodeResByNodeMenuKey: endpoint<NodeMenuResult>()({
    name: 'getNodeResByNodeMenuKey',
    method: 'POST',
    module: 'menu',
    path: '/getNodeResByNodeMenuKey',
    access: 'session',
    request: z.strictObject({ menuKey }),
  }),
  userFavoriteList: endpoint<FavouriteItem[]>()({
    name: 'userFavoriteList',
    method: 'POST',
    module: 'menu',
    path: '/userFavoriteList',
    access: 'session',
    request: empty,
  }),
  userFavoriteMenuTree: endpoint<FavouriteTreeNode[]>()({
    name: 'userFavoriteMenuTree',
    method: 'POST',
    module: 'menu',
    path: '/userFavoriteMenuTree',
    access: 'session',
    request: empty,
  }),
  /** Body: the list of favourite menuKeys (replaces the user's favourites). */
  saveUserFavorite: endpoint<null>()({
    name: 'saveUserFavorite',
    method: 'POST',
    module: 'menu',
    path: '/saveUserFavorite',
    access: 'session',
    request: saveFavouriteRequest,
  }),
  searchResList: endpoint<SearchResultItem[]>()({
    name: 'searchResList',
    method: 'POST',
    module: 'menu',
    path: '/searchResList',
    access: 'session',
    request: searchRequest,
  }),
} as const;
