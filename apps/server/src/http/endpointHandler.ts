import type { ExportRunner } from '../features/exportCenter/exportRunner';
import type { LiveBus } from '../live/liveBus';
import type {
  Endpoint,
  EndpointName,
  ENDPOINTS,
  Language,
  ParsedRequestOf,
  ResponseOf,
} from '@roadwatch/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Database } from '../db/connect';
import type { GatewayCommands } from '../gateway/gatewayCommands';
import type { MediaServer } from '../gateway/media/startMediaServer';
import type { PlatformAddresses } from '../features/menu/platformHosts';
import type { PlaceResolver } from '../geo/placeResolver';
import type { AuthContext, KioskAuth, UserAuth } from '../scope/authContext';
import { ApiFailure } from './apiFailure';
import type { RateLimiter } from './rateLimiter';
import type { ImportJobs } from '../resources/sheet/ImportJobs';

/** What handlers share across requests. */
export interface AppDeps {
  db: Database;
  now: () => number;
  /** The test captcha answer; set only when NODE_ENV=test (see buildApp). */
  captchaBypass: string | undefined;
  /** Place names (AMap when configured, else the offline gazetteer); the offline resolver when absent. */
  places?: PlaceResolver;
  /** AMAP_KEY, handed to the console for the AMap JS map (absent: the offline map). */
  amapKey?: string | undefined;
  /** Other web hosts and the app download address (configuration). */
  platform?: PlatformAddresses;
  /** Commands to terminals (the in-process JT/T 808 gateway); absent when the gateway runs elsewhere. */
  gateway?: GatewayCommands;
  /** JT/T 1078 media server for intercom and listening (features/chat); chats are refused when absent. */
  media?: MediaServer;
  /** Where uploaded files live (ROADWATCH_DATA_DIR); family voice files go under <dataDir>/voice/<company>/. */
  dataDir?: string;
  /** Captcha images per address (SESSION.captchasPerAddressPerMinute); unlimited when absent. */
  captchaLimiter?: RateLimiter;
  /** Public share-page calls per address (SHARE_LINK_LIMITS.publicCallsPerMinute); unlimited when absent. */
  shareLimiter?: RateLimiter;
  /** Signed monitoring-authorisation calls per access address (MONITOR_AUTH_LIMITS.callsPerMinute). */
  monitorAuthLimiter?: RateLimiter;
  /** Parsed spreadsheet imports waiting for, or running, their commit (resource kit). */
  importJobs: ImportJobs;
  /** The scheduler's terminal reminder jobs, synced after a reminder is saved or deleted (absent: none run here). */
  terminalReminderJobs?: { sync(): Promise<void> } | undefined;
  /** The live feed's bus (share changes reach every instance's sockets through it). */
  liveBus?: LiveBus;
  /** Docking platform endpoints may name private and loopback addresses (ROADWATCH_DOCKING_ALLOW_PRIVATE). */
  dockingAllowPrivate?: boolean;
  /** The export centre's job runner; exports are refused (`errors.exportUnavailable`) when absent. */
  exports?: ExportRunner;
}

export interface HandlerContext<Input> {
  /** The request, already parsed by the endpoint's schema. */
  input: Input;
  deps: AppDeps;
  db: Database;
  /** null only on public endpoints. */
  auth: AuthContext | null;
  lang: Language;
  t: TFunction;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (
  ctx: HandlerContext<ParsedRequestOf<E>>,
) => Promise<ResponseOf<E>>;

export type EndpointHandlers = { [K in EndpointName]?: EndpointHandler<(typeof ENDPOINTS)[K]> };

/** The signed-in user, or 403 for a display session. */
export function requireUser(ctx: { auth: AuthContext | null }): UserAuth {
  if (ctx.auth?.kind !== 'user')
    throw new ApiFailure(ctx.auth ? 403 : 401, ctx.auth ? 'errors.noPermission' : 'errors.notSignedIn');
  return ctx.auth;
}

/** The signed-in display, or 403 for a user session. */
export function requireKiosk(ctx: { auth: AuthContext | null }): KioskAuth {
  if (ctx.auth?.kind !== 'kiosk')
    throw new ApiFailure(ctx.auth ? 403 : 401, ctx.auth ? 'errors.noPermission' : 'errors.notSignedIn');
  return ctx.auth;
}
