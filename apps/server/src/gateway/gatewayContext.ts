import type { SubpackageAssemblerOptions } from '@roadwatch/jt808';
import type { Database } from '../db/connect';
import type { MediaIntake } from '../features/media/mediaIntake';
import type { TerminalSink } from '../pipeline/terminalSink';
import type { GatewayLogger } from './gatewayLogger';
import type { TerminalConnection } from './TerminalConnection';

export interface GatewayLimits {
  /** No valid frame for this long → the connection is closed ('idle'). */
  idleTimeoutMs: number;
  /** Not authenticated this long after opening (or after the session ended) → closed, heartbeats or not. */
  authTimeoutMs: number;
  /** Undecodable frames in a row that close a connection. */
  maxBadFrames: number;
  /** Bytes without a single valid frame (garbage between flags, bad frames) that close a connection. */
  maxGarbageBytes: number;
  /** Failed 0x0102 attempts on one connection before it is closed. */
  maxAuthFailures: number;
  /** Replies queued towards a terminal that does not read them; beyond this the connection is dropped. */
  maxWriteBufferBytes: number;
  subpackage: SubpackageAssemblerOptions;
}

/** What every connection shares with the gateway that accepted it. */
export interface GatewayContext {
  db: Database;
  sink: TerminalSink;
  /** Where complete multimedia uploads (0x0801) are stored; null: refused as unsupported. */
  media: MediaIntake | null;
  logger: GatewayLogger;
  /** Rate-limited warnings for what terminals send wrong. */
  warn(obj: object, msg: string): void;
  now(): number;
  limits: GatewayLimits;
  /** Authenticated connections by vehicle id: one per vehicle. */
  sessions: Map<number, TerminalConnection>;
  /** Authenticated connections of site temperature loggers by site id: one per site. */
  siteSessions: Map<number, TerminalConnection>;
  /** Connections storing a new code after registering, by `slotKey`: no other may authenticate as that owner. */
  authenticating: Map<string, TerminalConnection>;
  /** A vehicle's session began or ended here (the command relay announces where each vehicle is held). */
  vehicleSession(vehicleId: number, online: boolean): void;
  /** True while the pipeline's backlog holds reading back. */
  isPaused(): boolean;
  /** When reading last resumed after back-pressure; silence while paused is not the terminal's fault. */
  resumedAt(): number;
  /** Called after each batch of input so the gateway can check the pipeline's backlog. */
  afterInput(): void;
  /** The connection authenticated (true), or its session ended while it stays open (false): connection limits. */
  authenticated(connection: TerminalConnection, yes: boolean): void;
  forget(connection: TerminalConnection): void;
}
