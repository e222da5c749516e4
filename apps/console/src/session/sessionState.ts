import type { AllMenuModule, MenuNode, UserInfo } from '@roadwatch/core';
import { proxy, ref } from 'valtio';
import type { MenuRoute } from '../routes/menuRoute';
import { browserStorage } from '../storage/browserStorage';
import { resetTabs } from './visitedTabs';

/** A value kept by reference: replaced whole, never edited, so snapshots hand out the object itself. */
type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface SessionState {
  user: Kept<UserInfo> | null;
  primaryMenu: Kept<MenuNode[]>;
  subMenu: Kept<MenuNode[]>;
  allMenu: Kept<AllMenuModule[]>;
  routes: Kept<MenuRoute[]>;
  /** A bill or payment-record call asked for extra verification (seed 001 §7). */
  verificationRequired: boolean;
  /** True once this page has fetched the shell data itself (false when it was restored from storage). */
  fetchedThisPage: boolean;
}

export interface ShellData {
  user: UserInfo;
  primaryMenu: MenuNode[];
  subMenu: MenuNode[];
  allMenu: AllMenuModule[];
  routes: MenuRoute[];
}

const stored = <T extends object>(value: T | null, fallback: T): Kept<T> => ref(value ?? fallback);

/** The signed-in user and their menus, restored from browser storage so a reload keeps the session's shape. */
export const session = proxy<SessionState>({
  user: keptOrNull(browserStorage.read('userInfo')),
  primaryMenu: stored(browserStorage.read('primaryMenu'), []),
  subMenu: stored(browserStorage.read('subMenu'), []),
  allMenu: stored(browserStorage.read('allMenu'), []),
  routes: stored(browserStorage.read('routes'), []),
  verificationRequired: false,
  fetchedThisPage: false,
});

export function applyShellData(data: ShellData): void {
  browserStorage.write('userInfo', data.user);
  browserStorage.write('primaryMenu', data.primaryMenu);
  browserStorage.write('subMenu', data.subMenu);
  browserStorage.write('allMenu', data.allMenu);
  browserStorage.write('routes', data.routes);
  session.user = ref(data.user);
  session.primaryMenu = ref(data.primaryMenu);
  session.subMenu = ref(data.subMenu);
  session.allMenu = ref(data.allMenu);
  session.routes = ref(data.routes);
  session.fetchedThisPage = true;
}

/** Forget the session in memory and in browser storage (sign-out, 401). */
export function resetSession(): void {
  browserStorage.clearSession();
  resetTabs();
  session.user = null;
  session.primaryMenu = ref([]);
  session.subMenu = ref([]);
  session.allMenu = ref([]);
  session.routes = ref([]);
  session.verificationRequired = false;
  session.fetchedThisPage = false;
}

export function raiseVerification(): void {
  session.verificationRequired = true;
}

function keptOrNull<T extends object>(value: T | null): Kept<T> | null {
  return value === null ? null : ref(value);
}
