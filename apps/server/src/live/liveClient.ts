import {
  LIVE_CLOSE_CODE,
  type LiveServerMessage,
  type LiveTemperature,
  type LiveVehicleState,
} from '@roadwatch/core';
import type { Scope } from '../scope/authContext';
import type { LiveEvent } from './liveBus';

/** The part of a WebSocket the feed uses (ws's WebSocket fits; tests use a fake). */
export interface LiveSocket {
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code: number, reason: string): void;
}

export interface LiveClientLimits {
  /** Vehicle states and temperature readings are sent at most once per this period (per vehicle / point). */
  coalesceMs: number;
  /** Above this many unsent bytes the socket counts as backed up: coalesced updates wait (only the latest is kept). */
  softBufferBytes: number;
  /** Above this many unsent bytes the socket is closed at once. */
  hardBufferBytes: number;
  /** A socket backed up for longer than this is closed. */
  maxBackedUpMs: number;
  /** Alarms and exceptions held while the snapshot loads; beyond this they are dropped (the snapshot has them). */
  maxEarlyMessages: number;
}

export const DEFAULT_LIVE_CLIENT_LIMITS: LiveClientLimits = {
  coalesceMs: 1_000,
  softBufferBytes: 256 * 1024,
  hardBufferBytes: 4 * 1024 * 1024,
  maxBackedUpMs: 15_000,
  maxEarlyMessages: 1_000,
};

export interface LiveClientOptions {
  socket: LiveSocket;
  scope: Scope;
  /** sha256 of the session token: a logout or expiry of that session closes the socket. */
  tokenHash: string;
  limits?: Partial<LiveClientLimits>;
  now?: () => number;
}

/**
 * One connected client: filters bus events by the caller's company and department subtree, sends alarms and
 * exceptions at once, and coalesces vehicle states and temperature readings so that each vehicle (point) is sent at
 * most once per `coalesceMs` — a batch keeps only the latest state of each. A client that does not read keeps
 * only one pending state per vehicle (memory stays bounded) and is closed when it stays behind.
 */
export class LiveClient {
  readonly tokenHash: string;
  private readonly socket: LiveSocket;
  readonly scope: Scope;
  private readonly limits: LiveClientLimits;
  private readonly now: () => number;
  private readonly vehicles = new Map<number, LiveVehicleState>();
  private readonly readings = new Map<number, LiveTemperature>();
  /** Partners' vehicles this client may see now (see `setShared`); their states pass the scope filter. */
  private shared: ReadonlySet<number> = new Set();
  private early: LiveServerMessage[] | null = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private backedUpSince: number | null = null;
  private closed = false;

  constructor(options: LiveClientOptions) {
    this.socket = options.socket;
    this.scope = options.scope;
    this.tokenHash = options.tokenHash;
    this.limits = { ...DEFAULT_LIVE_CLIENT_LIMITS, ...options.limits };
    this.now = options.now ?? Date.now;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Whether an event belongs to this client's company and department subtree. */
  sees(event: Pick<LiveEvent, 'companyId' | 'departmentPath'>): boolean {
    return (
      event.companyId === this.scope.companyId && event.departmentPath.startsWith(this.scope.departmentPath)
    );
  }

  /**
   * Partners' vehicles the client may see from now on. Vehicles that are no longer among them leave the client at
   * once (`vehiclesGone`, and no pending state of theirs is sent); new ones arrive with their latest state.
   */
  setShared(states: readonly LiveVehicleState[]): void {
    if (this.closed) return;
    const next = new Set(states.map((s) => s.vehicleId));
    const gone = [...this.shared].filter((id) => !next.has(id));
    const added = states.filter((s) => !this.shared.has(s.vehicleId));
    this.shared = next;
    for (const id of gone) this.vehicles.delete(id);
    if (this.early) return;
    if (gone.length > 0) this.sendNow({ type: 'vehiclesGone', vehicleIds: gone });
    if (added.length > 0) this.sendNow({ type: 'vehicles', vehicles: added });
  }

  /** The snapshot goes first; what arrived while it loaded follows. */
  start(snapshot: Extract<LiveServerMessage, { type: 'snapshot' }>, shared: readonly number[] = []): void {
    if (this.closed) return;
    this.shared = new Set(shared);
    const early = this.early ?? [];
    this.early = null;
    this.sendNow(snapshot);
    for (const message of early) this.sendNow(message);
    this.schedule();
  }

  deliver(event: LiveEvent): void {
    if (this.closed) return;
    if (!this.sees(event)) {
      // A partner's shared vehicle: its positions only (alarms and readings stay with the owner).
      if (event.type === 'vehicle' && this.shared.has(event.state.vehicleId)) {
        this.vehicles.set(event.state.vehicleId, event.state);
        this.schedule();
      }
      return;
    }
    switch (event.type) {
      case 'vehicle':
        this.vehicles.set(event.state.vehicleId, event.state);
        this.schedule();
        return;
      case 'temperature':
        this.readings.set(event.reading.pointId, event.reading);
        this.schedule();
        return;
      case 'alarm':
        this.urgent({ type: 'alarm', alarm: event.alarm });
        return;
      case 'exception':
        this.urgent({ type: 'exception', exception: event.exception });
        return;
      case 'coldWarning':
        this.urgent({ type: 'coldWarning', warning: event.warning });
        return;
      case 'sharesChanged':
        return;
    }
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    this.socket.close(code, reason);
  }

  /** The socket closed: forget everything pending. */
  dispose(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.vehicles.clear();
    this.readings.clear();
    this.early = null;
  }

  private urgent(message: LiveServerMessage): void {
    if (this.early) {
      if (this.early.length < this.limits.maxEarlyMessages) this.early.push(message);
      return;
    }
    this.sendNow(message);
  }

  private schedule(): void {
    if (this.timer || this.early || this.closed) return;
    if (this.vehicles.size === 0 && this.readings.size === 0) return;
    this.timer = setTimeout(() => this.flush(), this.limits.coalesceMs);
  }

  private flush(): void {
    this.timer = null;
    if (this.closed) return;
    if (this.congested()) {
      // Keep only the latest pending state per vehicle and try again after another period.
      this.schedule();
      return;
    }
    if (this.vehicles.size > 0) {
      const vehicles = [...this.vehicles.values()];
      this.vehicles.clear();
      this.sendNow({ type: 'vehicles', vehicles });
    }
    if (this.readings.size > 0 && !this.closed) {
      const readings = [...this.readings.values()];
      this.readings.clear();
      this.sendNow({ type: 'temperature', readings });
    }
  }

  /** Backed up now? Also closes a client that has been backed up too long or holds too much. */
  private congested(): boolean {
    const buffered = this.socket.bufferedAmount;
    if (buffered > this.limits.hardBufferBytes) {
      this.close(LIVE_CLOSE_CODE.backedUp, 'backed up');
      return true;
    }
    if (buffered <= this.limits.softBufferBytes) {
      this.backedUpSince = null;
      return false;
    }
    const now = this.now();
    this.backedUpSince ??= now;
    if (now - this.backedUpSince > this.limits.maxBackedUpMs)
      this.close(LIVE_CLOSE_CODE.backedUp, 'backed up');
    return true;
  }

  private sendNow(message: LiveServerMessage): void {
    if (this.closed) return;
    // Alarms and exceptions are sent even to a slow client; only one that falls hopelessly behind is dropped.
    this.congested();
    if (this.closed) return;
    this.socket.send(JSON.stringify(message));
  }
}
