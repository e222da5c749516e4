/** Guards of the JT/T 1078 media port: every connection ends by itself, and no address can fill the server. */
export interface MediaLimits {
  /** How long a 0x9101 request waits for the terminal's media connection before it lapses. */
  requestTimeoutMs: number;
  /** A new connection must send its first valid packet within this, or it is closed. */
  identifyTimeoutMs: number;
  /** A connection without a valid packet for this long is closed (JT1078_IDLE_TIMEOUT_S). */
  idleTimeoutMs: number;
  /** Open connections from one address (generous: many terminals can share one carrier NAT address). */
  maxConnectionsPerAddress: number;
  /** Open connections in all. */
  maxConnections: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  requestTimeoutMs: 15_000,
  identifyTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnectionsPerAddress: 32,
  maxConnections: 1_000,
};

/** How often the server looks for lapsed requests and silent connections. */
export const MEDIA_SWEEP_EVERY_MS = 1_000;
