import type { ExportRunner } from './features/exportCenter/exportRunner';
import { randomUUID } from 'node:crypto';
import { API_PREFIX, HTTP_TIMEOUTS, SESSION, SHARE_LINK_LIMITS, MONITOR_AUTH_LIMITS } from '@roadwatch/core';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { HttpTimeouts, TrustProxy } from './config';
import type { Database } from './db/connect';
import { handlers } from './features/handlers';
import { registerHealth } from './features/health/registerHealth';
import { StoreHealth } from './features/health/StoreHealth';
import { SAME_ORIGIN_ADDRESSES, type PlatformAddresses } from './features/menu/platformHosts';
import type { AppDeps } from './http/endpointHandler';
import { ImportJobs } from './resources/sheet/ImportJobs';
import { recordImport } from './features/exportCenter/importRecords';
import { useJsonBodiesOnly } from './http/jsonBodyParser';
import { registerEndpoints } from './http/registerEndpoints';
import { registerErrorHandler } from './http/registerErrorHandler';
import { createRateLimiter } from './http/rateLimiter';
import { requestLocale } from './http/requestLocale';
import { applySecurityHeaders, contentSecurityPolicy } from './http/securityHeaders';
import { registerKioskConfigRoute } from './kiosk/kioskConfigRoute';
import { sendFailure } from './http/sendFailure';
import { registerStaticSites } from './static/registerStaticSites';
import { createPlaceResolver } from './geo/placeResolver';
import { createLocalLiveBus, type LiveBus } from './live/liveBus';
import { registerLiveFeed, type LiveFeedOptions } from './live/liveFeed';
import { redactedRequest } from './live/redactedRequest';
import type { GatewayCommands } from './gateway/gatewayCommands';
import type { MediaServer } from './gateway/media/startMediaServer';
import { registerChatSocket } from './features/chat/registerChatSocket';
import { registerFamilyVoiceUpload } from './features/voice/registerFamilyVoiceUpload';
import { registerDriverPhotoUpload } from './features/basicData/registerDriverPhotoUpload';
import { registerTestClock } from './clock/registerTestClock';
import type { TestClock } from './clock/testClock';
import { registerInsuranceImageUpload } from './features/fleetCost/insuranceImages/registerInsuranceImageUpload';

export interface AppConfig {
  db: Database;
  nodeEnv: string;
  /** Accepted as the captcha answer only when nodeEnv is 'test'. */
  testCaptcha?: string | undefined;
  consoleDist: string;
  kioskDist: string;
  /** Folder of the wall displays' configs, served to the kiosk at /kiosk/configs/<name>.json. */
  kioskConfigDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Clock, replaceable in tests. */
  now?: () => number;
  /** A test server's movable clock: it becomes `now`, and `POST /api/test/clock/advance` moves it (test only). */
  testClock?: TestClock | undefined;
  /** Events for the live feed (local or Redis-bridged); an in-process bus when absent. The caller closes it. */
  liveBus?: LiveBus;
  /** Live feed timings and limits (tests shorten them). */
  liveFeed?: Omit<LiveFeedOptions, 'db' | 'bus' | 'now'>;
  /** AMap web-service key: place names from AMap, with the offline gazetteer as fallback. */
  amapKey?: string | undefined;
  /** Commands to terminals (TTS, intercom); see gateway/media/deferredGatewayCommands. */
  gateway?: GatewayCommands;
  /** JT/T 1078 media server for intercom and listening. */
  media?: MediaServer;
  /** ROADWATCH_DATA_DIR: uploaded family voice files are kept under it. */
  dataDir?: string;
  /** Other web hosts and the app download address; same origin and none when absent. */
  platform?: PlatformAddresses;
  /** Whether the store takes writes, shared with the in-process pipeline (/healthz); a new one when absent. */
  storeHealth?: StoreHealth;
  /**
   * Reverse proxies to believe: then the client's address (sign-in limits, sessions) comes from X-Forwarded-For
   * and the scheme (Secure cookies) from X-Forwarded-Proto. Absent or false: only the socket counts.
   */
  trustProxy?: TrustProxy;
  /** HTTP header, request and keep-alive limits; HTTP_TIMEOUTS (core) when absent. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Terminal reminder jobs to sync when reminders change (features/terminalReminders). */
  terminalReminderJobs?: { sync(): Promise<void> };
  /** Docking platform endpoints may name private and loopback addresses (ROADWATCH_DOCKING_ALLOW_PRIVATE). */
  dockingAllowPrivate?: boolean;
  /** The export centre's job runner (features/exportCenter); exports are refused when absent. */
  exports?: ExportRunner;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A hop count becomes proxy-addr's rule "the nearest n addresses are proxies". */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The test switch exists only in the test environment, whatever else is configured. */
export function captchaBypass(nodeEnv: string, testCaptcha: string | undefined): string | undefined {
  return nodeEnv === 'test' && testCaptcha ? testCaptcha : undefined;
}

/** The HTTP application: API from the contract, health check, static sites. The caller owns the database. */
export function buildApp(config: AppConfig): FastifyInstance {
  const timeouts = { ...HTTP_TIMEOUTS, ...config.httpTimeouts };
  const app = Fastify({
    // The live feed accepts its session token in the query string (browsers cannot set WebSocket headers).
    logger:
      config.logger && typeof config.logger === 'object'
        ? { ...config.logger, serializers: { req: redactedRequest, ...config.logger.serializers } }
        : (config.logger ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    // A caller's request id is kept when it is sane, so logs can be joined across services.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    // A client that trickles its headers or body holds a socket and parser state: both are bounded in time.
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
  });
  const liveBus = config.liveBus ?? createLocalLiveBus();
  // Like the test captcha, a test clock is honoured only in a test server.
  const testClock = config.nodeEnv === 'test' ? config.testClock : undefined;
  const deps: AppDeps = {
    db: config.db,
    liveBus,
    now: testClock?.now ?? config.now ?? Date.now,
    captchaBypass: captchaBypass(config.nodeEnv, config.testCaptcha),
    platform: config.platform ?? SAME_ORIGIN_ADDRESSES,
    places: createPlaceResolver({
      amapKey: config.amapKey,
      onAmapFailure: (reason) => app.log.warn({ reason }, 'AMap regeo failed; using the offline gazetteer'),
    }),
    gateway: config.gateway,
    terminalReminderJobs: config.terminalReminderJobs,
    dockingAllowPrivate: config.dockingAllowPrivate ?? false,
    exports: config.exports,
    amapKey: config.amapKey,
    media: config.media,
    dataDir: config.dataDir,
    captchaLimiter: createRateLimiter(SESSION.captchasPerAddressPerMinute, 60_000),
    shareLimiter: createRateLimiter(SHARE_LINK_LIMITS.publicCallsPerMinute, 60_000),
    monitorAuthLimiter: createRateLimiter(MONITOR_AUTH_LIMITS.callsPerMinute, 60_000),
    importJobs: new ImportJobs({
      onWriterError: (error) => app.log.error({ err: error }, 'a spreadsheet import failed'),
      // The upload centre's record of each commit.
      onSettled: (settled) => recordImport(config.db, settled),
    }),
  };

  void app.register(fastifyCookie);
  useJsonBodiesOnly(app);
  const storeHealth = config.storeHealth ?? new StoreHealth(deps.now);
  registerErrorHandler(app, storeHealth);
  const policy = contentSecurityPolicy(config.amapKey);
  const kioskPolicy = contentSecurityPolicy(config.amapKey, true);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    applySecurityHeaders(reply, policy, kioskPolicy);
    if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  registerLiveFeed(app, {
    db: config.db,
    bus: liveBus,
    now: deps.now,
    ...config.liveFeed,
  });
  registerChatSocket(app, deps);
  registerFamilyVoiceUpload(app, deps);
  registerDriverPhotoUpload(app, deps);
  registerInsuranceImageUpload(app, deps);
  registerEndpoints(app, handlers, deps);
  registerHealth(app, config.db, storeHealth);
  if (testClock) registerTestClock(app, testClock);
  if (config.kioskConfigDir) registerKioskConfigRoute(app, config.kioskConfigDir);
  const spaFallback = registerStaticSites(app, {
    consoleDist: config.consoleDist,
    kioskDist: config.kioskDist,
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === API_PREFIX ||
      request.url.startsWith(`${API_PREFIX}/`) ||
      request.url.startsWith(`${API_PREFIX}?`);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendFailure(reply, 404, requestLocale(request).t('errors.http404'));
    }
    return spaFallback(request, reply);
  });
  return app;
}
