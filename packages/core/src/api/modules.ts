/**
 * Every call goes to a configurable host plus a per-module base path (seed 000 §7, seed 001 §7).
 * The host is the server's origin + API_PREFIX; the base paths below are appended to it.
 */
export const API_PREFIX = '/api';

export const MODULE_BASE = {
  /** Login gateway: POST {host}/login, {host}/signOutNoRedirect, captcha. */
  login: '',
  menu: '/menu',
  user: '/user',
  personalize: '/personalize/setting',
  alarm: '/alarm',
  exception: '/exception',
  message: '/message/push',
  sentry: '/sentry',
  companyInfo: '/companyInfo',
  monitor: '/monitor',
  place: '/place',
  weather: '/weather',
  coldChain: '/cold-chain',
  tms: '/tms',
  mapApi: '/E6-COMMON-MAP-API-WEB',
  activeSafety: '/BL-MODULE-ACTIVE-SAFETY-WEB',
  kiosk: '/kiosk',
  system: '/system',
  exportCenter: '/export-center',
  /** Reports read from the daily roll-ups (mileage, driving statistics). */
  report: '/report',
  /** Calls third parties make with their own credentials (signed), not a session. */
  open: '/open',
} as const;

export type ModuleKey = keyof typeof MODULE_BASE;

/** Live feed WebSocket path (served by the same server). */
export const LIVE_FEED_PATH = `${API_PREFIX}/live`;
export const HEALTH_PATH = '/healthz';
export const KIOSK_BASE_PATH = '/kiosk/';

/** Session transport: an HttpOnly cookie for browsers, a header for scripts and the kiosk. */
export const SESSION_COOKIE = 'rw_token';
export const TOKEN_HEADER = 'x-token';
export const LANG_COOKIE = 'lang';
export const CAPTCHA_COOKIE = 'rw_captcha';
