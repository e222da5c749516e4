import path from 'node:path';
import { HTTP_TIMEOUTS } from '@roadwatch/core';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_DEMO_PASSWORD,
  DEFAULT_SEED_DAYS,
  DEFAULT_SEED_VEHICLES,
  REPO_ROOT,
} from './seed/defaults';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './gateway/connectionLimiter';
import { loadPlatformAddresses, type PlatformAddresses } from './features/menu/platformHosts';
import {
  DEFAULT_RETENTION,
  MIN_RETENTION,
  type RetentionSettings,
} from './features/history/historyRetention';
import { loadAlarmNoticeConfig, type AlarmNoticeConfig } from './features/alarmNotice/alarmNoticeConfig';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  jt808Port: number;
  /** Run the JT/T 808 gateway in this process (ROADWATCH_GATEWAY=0 when it runs as its own process). */
  gateway: boolean;
  /** A terminal connection without a valid frame this long is closed (JT808_IDLE_TIMEOUT_S, default 180). */
  jt808IdleTimeoutMs: number;
  /** Terminal connection limits and the authentication deadline (JT808_MAX_*, JT808_AUTH_TIMEOUT_S). */
  jt808Connections: ConnectionLimits;
  /** A terminal silent this long is offline and gets an offline exception (ROADWATCH_OFFLINE_AFTER_S, default 180). */
  offlineAfterMs: number;
  databaseUrl: string | undefined;
  dataDir: string;
  nodeEnv: string;
  /** Captcha answer accepted in tests; only honoured when nodeEnv is 'test' (see captchaBypass). */
  testCaptcha: string | undefined;
  /** A clock tests can move ahead (ROADWATCH_TEST_CLOCK=1); only honoured when nodeEnv is 'test'. */
  testClock: boolean;
  demoPassword: string;
  /** Demo data for an empty database; `full`: the dense history (millions of rows) of `npm run seed -- --full`. */
  seed: { enabled: boolean; vehicles: number; days: number; full: boolean };
  consoleDist: string;
  kioskDist: string;
  kioskConfigDir: string;
  amapKey: string | undefined;
  /** Redis for fanning live events out across server instances; in-process only when unset. */
  redisUrl: string | undefined;
  /** Run the demo fleet simulator next to the server (ROADWATCH_SIMULATOR, on unless '0'). */
  simulator: boolean;
  /** Minutes between the demo's upper-platform duty checks while the simulator runs (ROADWATCH_DUTY_CHECK_MINUTES, 0 = none). */
  dutyCheckMinutes: number;
  /** Other web hosts and the app download address (ROADWATCH_HOST_*, ROADWATCH_APP_DOWNLOAD_URL). */
  platform: PlatformAddresses;
  /** Reverse proxies whose X-Forwarded-For/-Proto are believed (ROADWATCH_TRUST_PROXY); none when false. */
  trustProxy: TrustProxy;
  /** Header, request and keep-alive time limits of the HTTP server (ROADWATCH_HTTP_*_TIMEOUT_S). */
  httpTimeouts: HttpTimeouts;
  /** Alarm notice channels: SMTP, the SMS and WeChat providers, the send time limit (ROADWATCH_SMTP_*, …). */
  alarmNotice: AlarmNoticeConfig;
  /**
   * The docking platform may push to private and loopback addresses (ROADWATCH_DOCKING_ALLOW_PRIVATE=1; off by
   * default so a partner endpoint cannot reach the server's own network). Tests and local deployments turn it on.
   */
  dockingAllowPrivate: boolean;
  /** Days positions, readings and switch changes are kept, and alarms with their handling (ROADWATCH_*_RETENTION_DAYS). */
  retention: RetentionSettings;
}

/** false, the number of proxy hops in front of the server, or the proxies' addresses / CIDR ranges. */
export type TrustProxy = false | number | string[];

export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkIntervalMs: number;
}

const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/**
 * ROADWATCH_TRUST_PROXY: unset → trust no forwarded header (the socket's address is the client); a number → that
 * many proxy hops; otherwise a comma-separated list of proxy addresses or CIDR ranges (or loopback, linklocal,
 * uniquelocal). "Trust everyone" is not offered: any client could then claim any address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === '') return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !PROXY_ENTRY.test(entry));
  if (bad !== undefined)
    throw new Error(`ROADWATCH_TRUST_PROXY: "${bad}" is not a proxy address, CIDR range or hop count`);
  return entries;
}

function secondsFrom(env: NodeJS.ProcessEnv, name: string, fallbackMs: number): number {
  return intFrom(env[name], fallbackMs / 1000, name) * 1000;
}

export function loadHttpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const timeouts = {
    headersTimeoutMs: secondsFrom(env, 'ROADWATCH_HTTP_HEADERS_TIMEOUT_S', HTTP_TIMEOUTS.headersTimeoutMs),
    requestTimeoutMs: secondsFrom(env, 'ROADWATCH_HTTP_REQUEST_TIMEOUT_S', HTTP_TIMEOUTS.requestTimeoutMs),
    keepAliveTimeoutMs: secondsFrom(
      env,
      'ROADWATCH_HTTP_KEEP_ALIVE_TIMEOUT_S',
      HTTP_TIMEOUTS.keepAliveTimeoutMs,
    ),
    checkIntervalMs: HTTP_TIMEOUTS.checkIntervalMs,
  };
  // Node refuses a header limit longer than the whole request's; 0 would switch the limits off.
  if (timeouts.headersTimeoutMs === 0 || timeouts.requestTimeoutMs === 0)
    throw new Error('ROADWATCH_HTTP_HEADERS_TIMEOUT_S and ROADWATCH_HTTP_REQUEST_TIMEOUT_S must be positive');
  if (timeouts.headersTimeoutMs > timeouts.requestTimeoutMs)
    throw new Error('ROADWATCH_HTTP_HEADERS_TIMEOUT_S must not exceed ROADWATCH_HTTP_REQUEST_TIMEOUT_S');
  return timeouts;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** A limit of 0 would refuse every terminal: at least 1. */
function positiveFrom(value: string | undefined, fallback: number, name: string): number {
  const n = intFrom(value, fallback, name);
  if (n < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return n;
}

function jt808ConnectionsFrom(env: NodeJS.ProcessEnv): ConnectionLimits {
  const defaults = DEFAULT_CONNECTION_LIMITS;
  return {
    maxConnections: positiveFrom(env.JT808_MAX_CONNECTIONS, defaults.maxConnections, 'JT808_MAX_CONNECTIONS'),
    maxUnauthenticated: positiveFrom(
      env.JT808_MAX_UNAUTHENTICATED,
      defaults.maxUnauthenticated,
      'JT808_MAX_UNAUTHENTICATED',
    ),
    maxUnauthenticatedPerAddress: positiveFrom(
      env.JT808_MAX_UNAUTH_PER_ADDRESS,
      defaults.maxUnauthenticatedPerAddress,
      'JT808_MAX_UNAUTH_PER_ADDRESS',
    ),
    authTimeoutMs:
      positiveFrom(env.JT808_AUTH_TIMEOUT_S, defaults.authTimeoutMs / 1000, 'JT808_AUTH_TIMEOUT_S') * 1000,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/** '1' on, '0' or unset off; anything else stops start-up (a typo must not silently open or close a door). */
function flagFrom(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 0 or 1, got "${value}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const fromRoot = (p: string) => path.resolve(REPO_ROOT, p);
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    jt808Port: intFrom(env.JT808_PORT, 7808, 'JT808_PORT'),
    gateway: env.ROADWATCH_GATEWAY !== '0',
    jt808IdleTimeoutMs: intFrom(env.JT808_IDLE_TIMEOUT_S, 180, 'JT808_IDLE_TIMEOUT_S') * 1000,
    jt808Connections: jt808ConnectionsFrom(env),
    offlineAfterMs: intFrom(env.ROADWATCH_OFFLINE_AFTER_S, 180, 'ROADWATCH_OFFLINE_AFTER_S') * 1000,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: fromRoot(nonEmpty(env.ROADWATCH_DATA_DIR) ?? DEFAULT_DATA_DIR),
    nodeEnv: nonEmpty(env.NODE_ENV) ?? 'development',
    testCaptcha: nonEmpty(env.ROADWATCH_TEST_CAPTCHA),
    testClock: flagFrom(env.ROADWATCH_TEST_CLOCK, 'ROADWATCH_TEST_CLOCK'),
    demoPassword: nonEmpty(env.ROADWATCH_DEMO_PASSWORD) ?? DEFAULT_DEMO_PASSWORD,
    seed: {
      enabled: env.ROADWATCH_NO_SEED !== '1',
      vehicles: intFrom(env.ROADWATCH_SEED_VEHICLES, DEFAULT_SEED_VEHICLES, 'ROADWATCH_SEED_VEHICLES'),
      days: intFrom(env.ROADWATCH_SEED_DAYS, DEFAULT_SEED_DAYS, 'ROADWATCH_SEED_DAYS'),
      full: flagFrom(env.ROADWATCH_SEED_FULL, 'ROADWATCH_SEED_FULL'),
    },
    consoleDist: fromRoot(nonEmpty(env.ROADWATCH_CONSOLE_DIST) ?? 'apps/console/dist'),
    kioskDist: fromRoot(nonEmpty(env.ROADWATCH_KIOSK_DIST) ?? 'apps/kiosk/dist'),
    kioskConfigDir: fromRoot(nonEmpty(env.ROADWATCH_KIOSK_CONFIG_DIR) ?? 'kiosk-configs'),
    amapKey: nonEmpty(env.AMAP_KEY),
    redisUrl: nonEmpty(env.REDIS_URL),
    simulator: env.ROADWATCH_SIMULATOR !== '0',
    dutyCheckMinutes: intFrom(env.ROADWATCH_DUTY_CHECK_MINUTES, 10, 'ROADWATCH_DUTY_CHECK_MINUTES'),
    platform: loadPlatformAddresses(env),
    trustProxy: parseTrustProxy(env.ROADWATCH_TRUST_PROXY),
    httpTimeouts: loadHttpTimeouts(env),
    alarmNotice: loadAlarmNoticeConfig(env),
    dockingAllowPrivate: flagFrom(env.ROADWATCH_DOCKING_ALLOW_PRIVATE, 'ROADWATCH_DOCKING_ALLOW_PRIVATE'),
    retention: retentionFrom(env),
  };
}

/**
 * Monitoring data is kept at least six months, violations and their handling at least three years: shorter
 * settings are refused rather than quietly deleting what must be kept.
 */
function retentionFrom(env: NodeJS.ProcessEnv): RetentionSettings {
  const historyDays = positiveFrom(
    env.ROADWATCH_HISTORY_RETENTION_DAYS,
    DEFAULT_RETENTION.historyDays,
    'ROADWATCH_HISTORY_RETENTION_DAYS',
  );
  const alarmDays = positiveFrom(
    env.ROADWATCH_ALARM_RETENTION_DAYS,
    DEFAULT_RETENTION.alarmDays,
    'ROADWATCH_ALARM_RETENTION_DAYS',
  );
  if (historyDays < MIN_RETENTION.historyDays)
    throw new Error(
      `ROADWATCH_HISTORY_RETENTION_DAYS must be at least ${MIN_RETENTION.historyDays}, got ${historyDays}`,
    );
  if (alarmDays < MIN_RETENTION.alarmDays)
    throw new Error(
      `ROADWATCH_ALARM_RETENTION_DAYS must be at least ${MIN_RETENTION.alarmDays}, got ${alarmDays}`,
    );
  return { historyDays, alarmDays };
}
