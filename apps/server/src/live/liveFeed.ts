import {
  ENDPOINTS,
  LIVE_CLOSE_CODE,
  LIVE_FEED_PATH,
  LIVE_FEED_PROTOCOL,
  LIVE_FEED_TOKEN_PROTOCOL_PREFIX,
  LIVE_FEED_TOKEN_QUERY,
  SESSION,
  TOKEN_HEADER,
  endpointPath,
} from '@roadwatch/core';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { authenticate, tokenFromRequest } from '../auth/authenticate';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/connect';
import { requestLocale } from '../http/requestLocale';
import { sendFailure } from '../http/sendFailure';
import type { AuthContext } from '../scope/authContext';
import { LiveClient, type LiveClientLimits } from './liveClient';
import type { LiveBus } from './liveBus';
import { liveSessions } from './liveSessions';
import { DEFAULT_SNAPSHOT_LIMITS, loadSnapshot, type SnapshotLimits } from './liveSnapshot';
import { isSameOrigin } from '../http/sameOrigin';
import { sharedLiveVehicles } from './sharedLiveVehicles';

export interface LiveFeedOptions {
  db: Database;
  bus: LiveBus;
  now: () => number;
  /** How often every socket's session is checked again (expiry, sign-out on another instance, disabled user). */
  sessionCheckMs?: number;
  /** Ping period; a socket that has not answered the previous ping is dropped. */
  heartbeatMs?: number;
  clientLimits?: Partial<LiveClientLimits>;
  snapshotLimits?: Partial<SnapshotLimits>;
  /** Sockets one session may hold open at once (SESSION.liveSocketsPerSession). */
  socketsPerSession?: number;
  /** How often sockets read again which shared vehicles they may see (share windows start and end by the clock). */
  shareCheckMs?: number;
}

const DEFAULT_SESSION_CHECK_MS = 15_000;
const DEFAULT_HEARTBEAT_MS = 30_000;
const DEFAULT_SHARE_CHECK_MS = 5_000;
// Clients only ever send small pings; anything larger is not ours.
const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;
const TOKEN_MAX = 256;

interface Connection {
  client: LiveClient;
  socket: WebSocket;
  alive: boolean;
}

function firstQueryValue(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.length > 0 && text.length <= TOKEN_MAX ? text : null;
}

function offeredProtocols(request: FastifyRequest): string[] {
  const header = request.headers['sec-websocket-protocol'];
  return (typeof header === 'string' ? header : '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/**
 * The session token of a live-feed request: header or cookie (like every call), else the `token` query parameter,
 * else a `roadwatch.token.<token>` subprotocol — browsers can set neither headers nor, across origins, cookies.
 */
function liveToken(request: FastifyRequest): { token: string | null; fromCookie: boolean } {
  const usual = tokenFromRequest(request);
  if (usual) return { token: usual, fromCookie: request.headers[TOKEN_HEADER] !== usual };
  const query = firstQueryValue(request, LIVE_FEED_TOKEN_QUERY);
  if (query) return { token: query, fromCookie: false };
  const offered = offeredProtocols(request).find((p) => p.startsWith(LIVE_FEED_TOKEN_PROTOCOL_PREFIX));
  const token = offered?.slice(LIVE_FEED_TOKEN_PROTOCOL_PREFIX.length) ?? '';
  return { token: token.length > 0 && token.length <= TOKEN_MAX ? token : null, fromCookie: false };
}

/**
 * A client breaking the WebSocket protocol (a message over the size limit, invalid UTF-8, a bad frame) is the
 * client's problem: a warning without a stack; ws has already closed the socket with the matching code. Anything
 * else is ours: an error, and the socket is dropped.
 */
export function logSocketError(log: FastifyBaseLogger, error: Error, socket: WebSocket): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    log.warn({ code, reason: error.message }, 'websocket: client sent an unacceptable message');
    return;
  }
  log.error({ err: error }, 'websocket failed');
  socket.terminate();
}

/**
 * The live feed at LIVE_FEED_PATH: a WebSocket for signed-in consoles and kiosk displays. On connect a snapshot
 * of the caller's scope, then the bus's events within that scope (see LiveClient). The socket closes when its
 * session ends (sign-out at once; expiry, disabled users and revoked displays at the next session check), and
 * sockets that stop answering pings are dropped.
 */
export function registerLiveFeed(app: FastifyInstance, options: LiveFeedOptions): void {
  const { db, bus, now } = options;
  const socketsPerSession = options.socketsPerSession ?? SESSION.liveSocketsPerSession;
  const snapshotLimits = { ...DEFAULT_SNAPSHOT_LIMITS, ...options.snapshotLimits };
  const connections = new Set<Connection>();
  const auths = new WeakMap<FastifyRequest, AuthContext>();

  /**
   * Partners' vehicles each socket may see, read again for every socket of `companyId` (all when absent): after a
   * share changed (at once, on every instance through the bus) and every `shareCheckMs` (windows open and close).
   */
  async function refreshShares(companyId?: number): Promise<void> {
    for (const c of connections) {
      if (companyId !== undefined && c.client.scope.companyId !== companyId) continue;
      c.client.setShared(await sharedLiveVehicles(db, c.client.scope, now()));
    }
  }
  const refreshSharesLogged = (companyId?: number) =>
    void refreshShares(companyId).catch((err: unknown) =>
      app.log.warn({ err }, 'live feed: shared vehicles not refreshed'),
    );

  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'sharesChanged') {
      refreshSharesLogged(event.companyId);
      return;
    }
    for (const c of connections) c.client.deliver(event);
  });
  const shareCheck = setInterval(() => {
    if (connections.size > 0) refreshSharesLogged();
  }, options.shareCheckMs ?? DEFAULT_SHARE_CHECK_MS);
  shareCheck.unref();

  function endSessions(tokenHashes: ReadonlySet<string>, reason: string): void {
    for (const c of connections) {
      if (tokenHashes.has(c.client.tokenHash)) c.client.close(LIVE_CLOSE_CODE.sessionEnded, reason);
    }
  }

  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking || connections.size === 0) return;
    checking = true;
    const hashes = [...new Set([...connections].map((c) => c.client.tokenHash))];
    liveSessions(db, hashes, now())
      .then((alive) => endSessions(new Set(hashes.filter((h) => !alive.has(h))), 'session ended'))
      .catch((err: unknown) => app.log.warn({ err }, 'live feed: session check failed'))
      .finally(() => {
        checking = false;
      });
  }, options.sessionCheckMs ?? DEFAULT_SESSION_CHECK_MS);
  sessionCheck.unref();

  const heartbeat = setInterval(() => {
    for (const c of connections) {
      if (!c.alive) {
        c.client.dispose();
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  }, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  heartbeat.unref();

  // Signing out ends this instance's sockets of that session at once (other instances notice at their next check).
  const signOutPath = endpointPath(ENDPOINTS.signOutNoRedirect);
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== signOutPath || reply.statusCode !== 200) return;
    const token = tokenFromRequest(request);
    if (token) endSessions(new Set([hashToken(token)]), 'signed out');
  });

  app.addHook('onClose', async () => {
    clearInterval(sessionCheck);
    clearInterval(heartbeat);
    clearInterval(shareCheck);
    unsubscribe();
    for (const c of connections) c.client.close(LIVE_CLOSE_CODE.goingAway, 'server shutting down');
    connections.clear();
  });

  void app.register(fastifyWebsocket, {
    options: {
      maxPayload: MAX_CLIENT_MESSAGE_BYTES,
      // Browsers that offered subprotocols need one echoed back; the token protocol itself is never echoed.
      handleProtocols: (protocols) => (protocols.has(LIVE_FEED_PROTOCOL) ? LIVE_FEED_PROTOCOL : false),
    },
    errorHandler: (error, socket, request) => logSocketError(request.log, error, socket),
  });

  void app.register(async (scope) => {
    scope.route({
      method: 'GET',
      url: LIVE_FEED_PATH,
      // A plain GET (no upgrade) is not a feed.
      handler: (request, reply) => sendFailure(reply, 404, requestLocale(request).t('errors.http404')),
      preValidation: async (request, reply) => {
        const { t } = requestLocale(request);
        const { token, fromCookie } = liveToken(request);
        const auth = await authenticate(db, token, now());
        if (!auth) return sendFailure(reply, 401, t('errors.notSignedIn'));
        // A cookie rides along with any page's WebSocket to us: only our own pages may use it (cross-site hijacking).
        if (fromCookie && !isSameOrigin(request)) return sendFailure(reply, 403, t('errors.noPermission'));
        // Every socket holds a snapshot, a scope filter and buffers: one session cannot open them without end.
        let open = 0;
        for (const c of connections) if (c.client.tokenHash === auth.tokenHash) open += 1;
        if (open >= socketsPerSession) return sendFailure(reply, 429, t('errors.tooManyLiveSockets'));
        auths.set(request, auth);
      },
      wsHandler: (socket, request) => {
        const auth = auths.get(request);
        if (!auth) {
          socket.close(LIVE_CLOSE_CODE.sessionEnded, 'not signed in');
          return;
        }
        const client = new LiveClient({
          socket,
          scope: { companyId: auth.companyId, departmentPath: auth.departmentPath },
          tokenHash: auth.tokenHash,
          limits: options.clientLimits,
          now,
        });
        const connection: Connection = { client, socket, alive: true };
        connections.add(connection);
        socket.on('pong', () => {
          connection.alive = true;
        });
        socket.on('close', () => {
          client.dispose();
          connections.delete(connection);
        });
        // Any message (the client's ping) also proves the socket alive; its content is not needed.
        socket.on('message', () => {
          connection.alive = true;
        });
        Promise.all([loadSnapshot(db, auth, now(), snapshotLimits), sharedLiveVehicles(db, auth, now())])
          .then(([snapshot, shared]) =>
            client.start(
              { ...snapshot, vehicles: [...snapshot.vehicles, ...shared] },
              shared.map((v) => v.vehicleId),
            ),
          )
          .catch((err: unknown) => {
            request.log.error({ err }, 'live feed: snapshot failed');
            client.close(1011, 'snapshot failed');
          });
      },
    });
  });
}
