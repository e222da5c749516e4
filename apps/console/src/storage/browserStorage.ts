import type { AllMenuModule, MenuNode, PasswordNotice, UserInfo } from '@roadwatch/core';
import type { MenuRoute } from '../routes/menuRoute';
import type { VisitedTab } from '../session/visitedTabs';

/** The alarm summary kept between pages (its fields arrive with the alarm issue). */
export type StoredAlarmInfo = Record<string, unknown>;

/** Which way the floating chat box is used: two-way intercom or listen-only monitoring. */
export type IntercomOrMonitor = 'intercom' | 'monitor';

/** What the browser keeps (seed 000 §3), by typed key. */
export interface StoredValues {
  primaryMenu: MenuNode[];
  subMenu: MenuNode[];
  allMenu: AllMenuModule[];
  leftMenu: MenuNode[];
  userInfo: UserInfo;
  routes: MenuRoute[];
  alarmInfo: StoredAlarmInfo;
  /** Epoch milliseconds when alarmInfo was fetched. */
  alarmInfoTime: number;
  intercomOrMonitor: IntercomOrMonitor;
  /** The login form's remembered user name — never the password (see login/LoginPage.tsx). */
  rememberedUserName: string;
  /** The password-change notice and whether this user dismissed it (account/accountState.ts). */
  passwordNotice: PasswordNotice;
  /** The shell's tab bar of visited pages. */
  visitedTabs: VisitedTab[];
  /** Begin times of the newest alarm / exception the popups have reported, handed to the next leading window. */
  popupSeen: { alarm: number; exception: number };
}
export type StorageKey = keyof StoredValues;

export const STORAGE_KEYS: { readonly [K in StorageKey]: string } = {
  primaryMenu: 'rw.primaryMenu',
  subMenu: 'rw.subMenu',
  allMenu: 'rw.allMenu',
  leftMenu: 'rw.leftMenu',
  userInfo: 'rw.userInfo',
  routes: 'rw.routes',
  alarmInfo: 'rw.alarmInfo',
  alarmInfoTime: 'rw.alarmInfoTime',
  intercomOrMonitor: 'rw.intercomOrMonitor',
  rememberedUserName: 'rw.rememberedUserName',
  passwordNotice: 'rw.passwordNotice',
  visitedTabs: 'rw.visitedTabs',
  popupSeen: 'rw.popupSeen',
};

/** Keys that outlive a session: clearing storage on sign-out or 401 keeps them. */
const KEPT_ACROSS_SESSIONS: readonly StorageKey[] = ['rememberedUserName'];

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export interface BrowserStorage {
  read<K extends StorageKey>(key: K): StoredValues[K] | null;
  write<K extends StorageKey>(key: K, value: StoredValues[K]): void;
  remove(key: StorageKey): void;
  /** Clear local storage (sign-out, 401), keeping only what outlives a session. */
  clearSession(): void;
}

/**
 * Typed JSON access to local storage. A missing backend (private mode, tests) or a full quota degrades to
 * "nothing stored" rather than breaking the page; a corrupt entry is removed and read as absent.
 */
export function createBrowserStorage(backend: StorageBackend | null): BrowserStorage {
  const read = <K extends StorageKey>(key: K): StoredValues[K] | null => {
    const raw = safe(() => backend?.getItem(STORAGE_KEYS[key]) ?? null, null);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as StoredValues[K];
    } catch {
      safe(() => backend?.removeItem(STORAGE_KEYS[key]), undefined);
      return null;
    }
  };
  const write = <K extends StorageKey>(key: K, value: StoredValues[K]): void => {
    safe(() => backend?.setItem(STORAGE_KEYS[key], JSON.stringify(value)), undefined);
  };
  return {
    read,
    write,
    remove: (key) => safe(() => backend?.removeItem(STORAGE_KEYS[key]), undefined),
    clearSession() {
      const kept = KEPT_ACROSS_SESSIONS.map((key) => [key, read(key)] as const);
      safe(() => backend?.clear(), undefined);
      for (const [key, value] of kept) if (value !== null) write(key, value);
    },
  };
}

function safe<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function defaultBackend(): StorageBackend | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

export const browserStorage = createBrowserStorage(defaultBackend());
