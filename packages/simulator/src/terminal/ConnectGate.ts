/**
 * Limits how many terminals are between "connect" and "authenticated" at once. Ten thousand simultaneous SYNs
 * overflow a listen backlog and turn a start-up into a storm of retries; a ramp does not.
 */
export class ConnectGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('connect concurrency must be ≥ 1');
  }

  /** Runs `start` when a slot is free; the caller must `release()` exactly once per start. */
  enter(start: () => void): void {
    if (this.active < this.limit) {
      this.active += 1;
      start();
    } else {
      this.queue.push(start);
    }
  }

  /** Drops a queued start that is no longer wanted. */
  cancel(start: () => void): boolean {
    const i = this.queue.indexOf(start);
    if (i < 0) return false;
    this.queue.splice(i, 1);
    return true;
  }

  release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.active = Math.max(0, this.active - 1);
  }

  get waiting(): number {
    return this.queue.length;
  }
}
