import type {
  LiveAlarm,
  LiveColdWarning,
  LiveException,
  LiveTemperature,
  LiveVehicleState,
} from '@roadwatch/core';

/**
 * Pipeline → live feed. Every event carries its company and the department path ('/1/5/12/') so each socket can
 * filter by its caller's scope without a database round trip. With REDIS_URL the bus is bridged through Redis
 * pub/sub so that every server instance sees every event once.
 */
export type LiveEvent =
  | { type: 'vehicle'; companyId: number; departmentPath: string; state: LiveVehicleState }
  | { type: 'alarm'; companyId: number; departmentPath: string; alarm: LiveAlarm }
  | { type: 'exception'; companyId: number; departmentPath: string; exception: LiveException }
  | { type: 'temperature'; companyId: number; departmentPath: string; reading: LiveTemperature }
  | { type: 'coldWarning'; companyId: number; departmentPath: string; warning: LiveColdWarning }
  /** Shares made to `companyId` changed: its sockets read again which shared vehicles they may see. */
  | { type: 'sharesChanged'; companyId: number; departmentPath: string };

export interface LiveBus {
  publish(event: LiveEvent): void;
  /** Returns an unsubscribe function. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** The in-process bus: synchronous fan-out to local subscribers. */
export function createLocalLiveBus(): LiveBus {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      return Promise.resolve();
    },
  };
}
