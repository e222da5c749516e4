import net from 'node:net';
import type { SubpackageAssemblerOptions } from '@roadwatch/jt808';
import type { Database } from '../db/connect';
import type { TerminalSink } from '../pipeline/terminalSink';
import type { GatewayContext, GatewayLimits } from './gatewayContext';
import { createGatewayCommands, type GatewayCommands } from './gatewayCommands';
import { rateLimitedWarn, type GatewayLogger } from './gatewayLogger';
import { TerminalConnection } from './TerminalConnection';

export interface GatewayOptions {
  db: Database;
  /** Where terminal data goes; `flush` (when present) runs on close so nothing accepted is lost. */
  sink: TerminalSink & { flush?(): Promise<void> };
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
  /** A vehicle's terminal authenticated here (true), or its session here ended (false). */
  onVehicleSession?: (vehicleId: number, online: boolean) => void;
}

export interface Gateway {
  port: number;
  commands: GatewayCommands;
  /** Open TCP connections, authenticated or not. */
  connectionCount(): number;
  /** Authenticated terminals. */
  sessionCount(): number;
  /** True while reading is paused for the pipeline's backlog. */
  isPaused(): boolean;
  /** Stop accepting, end every connection ('shutdown'), flush the sink. */
  close(): Promise<void>;
}

const DEFAULT_LIMITS: GatewayLimits = {
  idleTimeoutMs: 180_000,
  maxBadFrames: 20,
  maxGarbageBytes: 16 * 1024,
  maxAuthFailures: 3,
  maxWriteBufferBytes: 1024 * 1024,
  subpackage: {},
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
    maxBadFrames: options.maxBadFrames ?? DEFAULT_LIMITS.maxBadFrames,
    maxGarbageBytes: options.maxGarbageBytes ?? DEFAULT_LIMITS.maxGarbageBytes,
    maxAuthFailures: options.maxAuthFailures ?? DEFAULT_LIMITS.maxAuthFailures,
    maxWriteBufferBytes: options.maxWriteBufferBytes ?? DEFAULT_LIMITS.maxWriteBufferBytes,
    subpackage: options.subpackage ?? DEFAULT_LIMITS.subpackage,
  };
  const connections = new Set<TerminalConnection>();
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
    logger,
    warn: rateLimitedWarn(logger, now),
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
    forget(connection) {
      connections.delete(connection);
    },
  };

  const server = net.createServer({ noDelay: true }, (socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    try {
      connections.add(new TerminalConnection(socket, ctx));
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
  const housekeepingMs = Math.min(
    1_000,
    Math.max(10, Math.floor(Math.min(limits.idleTimeoutMs / 4, resendAfterMs / 2))),
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
