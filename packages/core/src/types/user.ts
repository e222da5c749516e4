import type { MenuNode } from './menu';

/** Kinds of account (seed 000 §6). */
export const USER_KINDS = ['companyAdmin', 'subUser', 'safetyService'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** loginUserMessage result. */
export interface UserInfo {
  userName: string;
  userId: number;
  logoUrl: string;
  icoUrl: string;
  searchMenuList: { type: string; title: string }[];
  userMenuList: MenuNode[];
  companyName: string;
  departmentName: string;
  kind: UserKind;
  /**
   * Route names of every page in the menu catalogue, granted to this user or not: an unknown path among them is
   * a page the user lacks (403, ask the company account administrator), any other one does not exist (404).
   */
  pageRoutes: string[];
}

export interface LoginResult {
  userId: number;
  userName: string;
  /** Also set as an HttpOnly cookie; returned for scripts that send it in the token header. */
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface KioskSessionResult {
  token: string;
  expiresAt: number;
  displayName: string;
}

export interface Company {
  id: number;
  name: string;
  logoUrl: string;
  icoUrl: string;
}

export interface Department {
  id: number;
  companyId: number;
  parentId: number | null;
  name: string;
  /** 1 for the company's root department. */
  level: number;
}
