import type { AlarmIdentification, DriverIdentity, LocationReport } from '@roadwatch/jt808';

interface TerminalIdentityBase {
  companyId: number;
  departmentId: number;
  /** Canonical terminal phone (digits). */
  phone: string;
  terminalModel: string;
  protocolVersion: 2013 | 2019;
}

/** A vehicle's terminal (the vehicles table). */
export interface VehicleTerminalIdentity extends TerminalIdentityBase {
  vehicleId: number;
  plate: string;
  siteId?: undefined;
}

/** A warehouse's or store's fixed temperature logger (the sites table): readings and alarms, no track. */
export interface SiteTerminalIdentity extends TerminalIdentityBase {
  siteId: number;
  siteName: string;
  vehicleId?: undefined;
}

/** Who a connected, authenticated terminal is: resolved once by the gateway from the vehicles or sites table. */
export type TerminalIdentity = VehicleTerminalIdentity | SiteTerminalIdentity;

/**
 * Who acknowledges a frame's reports to its terminal once they are stored: the gateway's connection. A terminal
 * keeps (and retransmits) what was not acknowledged, so a report is acknowledged only once everything derived from
 * it is committed; `token` is what the connection handed over with the reports (the frame's serial and id).
 */
export interface StoredReceipt {
  reportsStored(token: number): void;
}

/**
 * Gateway → pipeline. The gateway only speaks the protocol (sessions, replies, commands); everything that turns
 * terminal data into stored state, alarms and live events happens behind this interface. Calls must return quickly:
 * the pipeline buffers and writes in batches, so a slow database back-pressures through `backlog()`.
 */
export interface TerminalSink {
  /** The terminal authenticated (0x0102 accepted). */
  online(terminal: TerminalIdentity, at: number): void;
  /**
   * Any other frame from an authenticated terminal (heartbeat, a reply): a sign of life between reports. A parked
   * vehicle may report only every few minutes while its heartbeats keep coming; it is still online.
   */
  alive(terminal: TerminalIdentity, at: number): void;
  /**
   * Location reports from 0x0200, 0x0704 (each item) or 0x0201, in the order received. With a receipt, the sink
   * calls `receipt.reportsStored(token)` once their rows are committed, and never when it could not write them.
   */
  locations(
    terminal: TerminalIdentity,
    reports: readonly LocationReport[],
    receivedAt: number,
    receipt?: StoredReceipt,
    token?: number,
  ): void;
  /** 0x0702: the driver's IC card went in (shift start) or came out (shift end). */
  driverCard?(terminal: TerminalIdentity, card: DriverIdentity, receivedAt: number): void;
  /** 0x1210: the terminal announced the attachments (photos, video) of the active-safety alarm `alarm`. */
  alarmAttachments?(terminal: TerminalIdentity, alarm: AlarmIdentification, receivedAt: number): void;
  /** The connection closed or timed out. The pipeline decides when "offline" becomes an exception. */
  disconnected(
    terminal: TerminalIdentity,
    at: number,
    reason: 'closed' | 'idle' | 'error' | 'shutdown',
  ): void;
  /**
   * Pending rows not yet written (location reports, or reports waiting for their acknowledgement, whichever is
   * more); the gateway pauses reading sockets above a limit. Rows the store refused are kept and count here.
   */
  backlog(): number;
}

/** Reports held until their vehicle or site is loaded, with who to acknowledge them to once they are stored. */
export interface PendingReports {
  reports: readonly LocationReport[];
  receivedAt: number;
  receipt: StoredReceipt | undefined;
  token: number;
}
