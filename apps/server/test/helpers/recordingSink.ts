import type { AlarmIdentification, DriverIdentity, LocationReport } from '@roadwatch/jt808';
import type { StoredReceipt, TerminalIdentity, TerminalSink } from '../../src/pipeline/terminalSink';

export type SinkEvent =
  | { type: 'online'; terminal: TerminalIdentity; at: number }
  | { type: 'alive'; terminal: TerminalIdentity; at: number }
  | { type: 'locations'; terminal: TerminalIdentity; reports: readonly LocationReport[]; at: number }
  | { type: 'disconnected'; terminal: TerminalIdentity; at: number; reason: string }
  | { type: 'driverCard'; terminal: TerminalIdentity; card: DriverIdentity; at: number }
  | { type: 'alarmAttachments'; terminal: TerminalIdentity; alarm: AlarmIdentification; at: number };

/** A TerminalSink that records what the gateway delivers, with a settable backlog for back-pressure tests. */
export class RecordingSink implements TerminalSink {
  readonly events: SinkEvent[] = [];
  backlogValue = 0;
  backlogChecks = 0;
  private waiters: { match: () => boolean; resolve: () => void }[] = [];

  online(terminal: TerminalIdentity, at: number): void {
    this.record({ type: 'online', terminal, at });
  }

  alive(terminal: TerminalIdentity, at: number): void {
    this.record({ type: 'alive', terminal, at });
  }

  /** Reports count as stored as soon as they are recorded: acknowledged at once. */
  locations(
    terminal: TerminalIdentity,
    reports: readonly LocationReport[],
    at: number,
    receipt?: StoredReceipt,
    token = 0,
  ): void {
    this.record({ type: 'locations', terminal, reports, at });
    receipt?.reportsStored(token);
  }

  driverCard(terminal: TerminalIdentity, card: DriverIdentity, at: number): void {
    this.record({ type: 'driverCard', terminal, card, at });
  }

  alarmAttachments(terminal: TerminalIdentity, alarm: AlarmIdentification, at: number): void {
    this.record({ type: 'alarmAttachments', terminal, alarm, at });
  }

  disconnected(
    terminal: TerminalIdentity,
    at: number,
    reason: 'closed' | 'idle' | 'error' | 'shutdown',
  ): void {
    this.record({ type: 'disconnected', terminal, at, reason });
  }

  backlog(): number {
    this.backlogChecks += 1;
    this.notify();
    return this.backlogValue;
  }

  /** Every location report delivered for a vehicle, in order. */
  reportsOf(vehicleId: number): LocationReport[] {
    return this.events.flatMap((e) =>
      e.type === 'locations' && e.terminal.vehicleId === vehicleId ? e.reports : [],
    );
  }

  /** Resolves as soon as `condition` holds (checked on every sink call). */
  until(condition: () => boolean): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ match: condition, resolve }));
  }

  private record(event: SinkEvent): void {
    this.events.push(event);
    this.notify();
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) {
      if (waiter.match()) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }
}
