import net from 'node:net';
import type { SubpackageAssemblerOptions } from '@roadwatch/jt808';
import type { Database } from '../db/connect';
import { MAX_MEDIA_BYTES } from '../features/media/jpegCheck';
import type { MediaIntake } from '../features/media/mediaIntake';
import type { TerminalSink } from '../pipeline/terminalSink';
import { ConnectionLimiter, DEFAULT_CONNECTION_LIMITS } from './connectionLimiter';
import type { GatewayContext, GatewayLimits } from './gatewayContext';
import { createGatewayCommands, type GatewayCommands } from './gatewayCommands';
import { rateLimitedWarn, type GatewayLogger } from './gatewayLogger';
import { TerminalConnection } from './TerminalConnection';

export interface GatewayOptions {
  db: Database;
  /** Where terminal data goes; `flush` (when present) runs on close so nothing accepted is lost. */
  sink: TerminalSink & { flush?(): Promise<void> };
  /** Stores complete multimedia uploads (0x0801) before they are acknowledged; without it they are refused. */
  media?: MediaIntake;
  /** 0 = a free port (tests). */
  port: number;
  host?: string;
  logger: GatewayLogger;
  now?: () => number;
  /** No valid frame for this long → close. Default 180 s (three missed 60 s heartbeats). */
  idleTimeoutMs?: number;
  /** Pause reading every socket while `sink.backlog()` exceeds this; resume at half. Default 50,000. */
  backlogLimit?: number;
  maxBadFrames?: number;
  maxGarbageBytes?: number;
  maxAuthFailures?: number;
  maxWriteBufferBytes?: number;
  subpackage?: SubpackageAssemblerOptions;
  /** Terminal connections in all (JT808_MAX_CONNECTIONS); see `ConnectionLimits`. Default 16,000. */
  maxConnections?: number;
  /** Unauthenticated connections in all (JT808_MAX_UNAUTHENTICATED). Default 2,000. */
  maxUnauthenticated?: number;
  /** Unauthenticated connections from one address (JT808_MAX_UNAUTH_PER_ADDRESS). Default 256. */
  maxUnauthenticatedPerAddress?: number;
  /** Not authenticated this long after opening → closed, heartbeats or not (JT808_AUTH_TIMEOUT_S). Default 30 s. */
  authTimeoutMs?: number;
  /** How often idle, authentication and subpackage deadlines are looked at; derived from them unless given. */
  housekeepingMs?: number;
  /** A vehicle's terminal authenticated here (true), or its session here ended (false). */
  onVehicleSession?: (vehicleId: number, online: boolean) => void;
}

export interface Gateway {
  port: number;
  commands: GatewayCommands;
  /** Open TCP connections, authenticated or not. */
  connectionCount(): number;
  /** Open connections that have not authenticated. */
  unauthenticatedCount(): number;
  /** Authenticated terminals. */
  sessionCount(): number;
  /** True while reading is paused for the pipeline's backlog. */
  isPaused(): boolean;
  /** Stop accepting, end every connection ('shutdown'), flush the sink. */
  close(): Promise<void>;
}

const DEFAULT_LIMITS: GatewayLimits = {
  idleTimeoutMs: 180_000,
  authTimeoutMs: DEFAULT_CONNECTION_LIMITS.authTimeoutMs,
  maxBadFrames: 20,
  maxGarbageBytes: 16 * 1024,
  maxAuthFailures: 3,
  maxWriteBufferBytes: 1024 * 1024,
  // A picture of up to MAX_MEDIA_BYTES plus its 0x0801 header (8 bytes) and location block (28) must reassemble.
  subpackage: { maxBodyBytes: MAX_MEDIA_BYTES + 36 },
};
/** How often a paused gateway looks at the backlog again. */
const DRAIN_POLL_MS = 10;

/** The JT/T 808 TCP gateway: terminals connect, authenticate and report; commands go back down. */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const { db, sink, logger } = options;
  const now = options.now ?? Date.now;
  const backlogLimit = options.backlogLimit ?? 50_000;
  const resumeBelow = Math.floor(backlogLimit / 2);
  const limits: GatewayLimits = {
    idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_LIMITS.idleTimeoutMs,
    authTimeoutMs: options.authTimeoutMs ?? DEFAULT_LIMITS.authTimeoutMs,
    maxBadFrames: options.maxBadFrames ?? DEFAULT_LIMITS.maxBadFrames,
    maxGarbageBytes: options.maxGarbageBytes ?? DEFAULT_LIMITS.maxGarbageBytes,
    maxAuthFailures: options.maxAuthFailures ?? DEFAULT_LIMITS.maxAuthFailures,
    maxWriteBufferBytes: options.maxWriteBufferBytes ?? DEFAULT_LIMITS.maxWriteBufferBytes,
    subpackage: { ...DEFAULT_LIMITS.subpackage, ...options.subpackage },
  };
  const connections = new Set<TerminalConnection>();
  const warn = rateLimitedWarn(logger, now);
  const limiter = new ConnectionLimiter<TerminalConnection>(
    {
      maxConnections: options.maxConnections ?? DEFAULT_CONNECTION_LIMITS.maxConnections,
      maxUnauthenticated: options.maxUnauthenticated ?? DEFAULT_CONNECTION_LIMITS.maxUnauthenticated,
      maxUnauthenticatedPerAddress:
        options.maxUnauthenticatedPerAddress ?? DEFAULT_CONNECTION_LIMITS.maxUnauthenticatedPerAddress,
    },
    (connection) => {
      warn({ remote: connection.remote }, 'unauthenticated connection dropped to make room');
      connection.close('error');
    },
  );
  const sessions = new Map<number, TerminalConnection>();
  const siteSessions = new Map<number, TerminalConnection>();
  let paused = false;
  let resumedAt = 0;
  let drainTimer: NodeJS.Timeout | undefined;
  let closing: Promise<void> | undefined;

  const resumeWhenDrained = () => {
    const backlog = sink.backlog();
    if (backlog > resumeBelow) return;
    clearInterval(drainTimer);
    drainTimer = undefined;
    paused = false;
    resumedAt = now();
    logger.debug({ backlog }, 'pipeline caught up: reading terminals again');
    for (const connection of connections) connection.updateFlow();
  };

  const ctx: GatewayContext = {
    db,
    sink,
    media: options.media ?? null,
    logger,
    warn,
    now,
    limits,
    sessions,
    siteSessions,
    authenticating: new Map(),
    vehicleSession(vehicleId, online) {
      try {
        options.onVehicleSession?.(vehicleId, online);
      } catch (err) {
        logger.error({ err, vehicleId }, 'vehicle session hook failed');
      }
    },
    isPaused: () => paused,
    resumedAt: () => resumedAt,
    afterInput() {
      if (paused) return;
      const backlog = sink.backlog();
      if (backlog <= backlogLimit) return;
      paused = true;
      logger.debug({ backlog, backlogLimit }, 'pipeline behind: pausing terminal sockets');
      for (const connection of connections) connection.updateFlow();
      drainTimer = setInterval(resumeWhenDrained, DRAIN_POLL_MS);
    },
    authenticated(connection, yes) {
      limiter.authenticated(connection, yes);
    },
    forget(connection) {
      connections.delete(connection);
      limiter.remove(connection);
    },
  };

  const server = net.createServer({ noDelay: true }, (socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    const address = socket.remoteAddress;
    if (address === undefined || !limiter.makeRoom(address)) {
      warn({ address, connections: connections.size }, 'terminal connection refused: connection limit');
      socket.destroy();
      return;
    }
    try {
      const connection = new TerminalConnection(socket, ctx);
      connections.add(connection);
      limiter.add(connection, address);
    } catch (err) {
      logger.error({ err }, 'could not set up a terminal connection');
      socket.destroy();
    }
  });
  server.on('error', (err) => logger.error({ err }, 'JT/T 808 gateway server error'));

  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen({ port: options.port, host: options.host }, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  // Often enough to notice idleness and ask for lost subpackages on time; at most once a second.
  const resendAfterMs = limits.subpackage.resendAfterMs ?? 10_000;
  const housekeepingMs =
    options.housekeepingMs ??
    Math.min(
      1_000,
      Math.max(
        10,
        Math.floor(Math.min(limits.idleTimeoutMs / 4, limits.authTimeoutMs / 4, resendAfterMs / 2)),
      ),
    );
  const housekeeping = setInterval(() => {
    const at = now();
    for (const connection of connections) {
      try {
        connection.housekeeping(at);
      } catch (err) {
        logger.error({ err, remote: connection.remote }, 'gateway housekeeping failed');
        connection.close('error');
      }
    }
  }, housekeepingMs);
  housekeeping.unref();

  return {
    port,
    commands: createGatewayCommands(sessions),
    connectionCount: () => connections.size,
    unauthenticatedCount: () => limiter.unauthenticated,
    sessionCount: () => sessions.size + siteSessions.size,
    isPaused: () => paused,
    close() {
      closing ??= (async () => {
        clearInterval(housekeeping);
        clearInterval(drainTimer);
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const connection of [...connections]) connection.close('shutdown');
        await stopped;
        await sink.flush?.();
      })();
      return closing;
    },
  };
}
