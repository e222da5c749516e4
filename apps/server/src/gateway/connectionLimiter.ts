/**
 * How many terminal connections the gateway keeps. Every connection costs a file descriptor, and the process has a
 * fixed number of them (20,000 on the reference machine) that HTTP, the database and the media server need too:
 * without limits, idle connections to the JT/T 808 port exhaust them and `/healthz` and new terminals fail.
 */
export interface ConnectionLimits {
  /**
   * Terminal connections, authenticated or not (JT808_MAX_CONNECTIONS). Well below the descriptor limit, so HTTP
   * and the rest of the process always find descriptors.
   */
  maxConnections: number;
  /** Connections that have not authenticated (JT808_MAX_UNAUTHENTICATED). */
  maxUnauthenticated: number;
  /**
   * Unauthenticated connections from one address (JT808_MAX_UNAUTH_PER_ADDRESS). Enough for a carrier's
   * NAT address behind which many terminals reconnect at once.
   */
  maxUnauthenticatedPerAddress: number;
  /** A connection that has not authenticated this long after opening (or after its session ended) is closed. */
  authTimeoutMs: number;
}

/**
 * Defaults for a 20,000-descriptor process: 16,000 terminal connections leave 4,000 descriptors to HTTP, the
 * database, the media server and files; unauthenticated ones take at most 2,000 of the 16,000.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 16_000,
  maxUnauthenticated: 2_000,
  maxUnauthenticatedPerAddress: 256,
  authTimeoutMs: 30_000,
};

/**
 * Counts connections, authenticated and not, and makes room for new ones. When unauthenticated connections fill
 * their quota (overall, or from one address) the oldest of them is dropped rather than the newcomer refused:
 * a known terminal still gets in and authenticates during a flood, which then only ever holds the quota.
 * Authenticated connections are never dropped for room; when they alone fill `maxConnections`, a newcomer is
 * refused.
 */
export class ConnectionLimiter<C> {
  /** Every connection and its remote address. */
  private readonly addresses = new Map<C, string>();
  /** Unauthenticated connections, oldest first (Map and Set keep insertion order). */
  private readonly pending = new Set<C>();
  private readonly pendingByAddress = new Map<string, Set<C>>();

  constructor(
    private readonly limits: Pick<
      ConnectionLimits,
      'maxConnections' | 'maxUnauthenticated' | 'maxUnauthenticatedPerAddress'
    >,
    /** Closes a connection dropped for room; it must call `remove` (as every close does). */
    private readonly drop: (connection: C) => void,
  ) {}

  get size(): number {
    return this.addresses.size;
  }

  get unauthenticated(): number {
    return this.pending.size;
  }

  /** Before accepting a connection from `address`: drops what has to go; false = refuse it. */
  makeRoom(address: string): boolean {
    const mine = this.pendingByAddress.get(address);
    if (mine && mine.size >= this.limits.maxUnauthenticatedPerAddress) this.dropOldest(mine);
    if (this.pending.size >= this.limits.maxUnauthenticated) this.dropOldest(this.pending);
    if (this.addresses.size >= this.limits.maxConnections) {
      if (this.pending.size === 0) return false;
      this.dropOldest(this.pending);
    }
    return this.addresses.size < this.limits.maxConnections;
  }

  add(connection: C, address: string): void {
    this.addresses.set(connection, address);
    this.markPending(connection, address);
  }

  /** The connection authenticated (true) or its session ended while it stays open (false). */
  authenticated(connection: C, yes: boolean): void {
    const address = this.addresses.get(connection);
    if (address === undefined) return;
    if (yes) this.unmarkPending(connection, address);
    else this.markPending(connection, address);
  }

  remove(connection: C): void {
    const address = this.addresses.get(connection);
    if (address === undefined) return;
    this.addresses.delete(connection);
    this.unmarkPending(connection, address);
  }

  private dropOldest(among: Set<C>): void {
    const oldest = among.values().next();
    if (oldest.done) return;
    this.remove(oldest.value);
    this.drop(oldest.value);
  }

  private markPending(connection: C, address: string): void {
    // Re-adding moves it to the newest end: a connection whose session ended starts a new wait.
    this.unmarkPending(connection, address);
    this.pending.add(connection);
    let mine = this.pendingByAddress.get(address);
    if (!mine) {
      mine = new Set();
      this.pendingByAddress.set(address, mine);
    }
    mine.add(connection);
  }

  private unmarkPending(connection: C, address: string): void {
    if (!this.pending.delete(connection)) return;
    const mine = this.pendingByAddress.get(address);
    mine?.delete(connection);
    if (mine?.size === 0) this.pendingByAddress.delete(address);
  }
}
