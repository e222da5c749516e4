import { MinHeap } from './MinHeap';

/**
 * Simulation time. The vehicle world runs on it (report times, routes, night parking); the network (connects,
 * back-off, handshake timeouts) stays on real time. Tests and benches speed it up with `timeScale`, or drive it
 * by hand with a ManualClock.
 */
export interface SimClock {
  /** Current simulation time, epoch milliseconds. */
  now(): number;
  /** Runs `task` once simulation time reaches `at` (immediately on the next turn when `at` is already past). */
  schedule(at: number, task: () => void): void;
  /** Stops running tasks; scheduled ones are dropped. */
  stop(): void;
}

/** Simulation time = start + real elapsed × timeScale; one real timer for all tasks, however many vehicles. */
export class ScaledClock implements SimClock {
  private readonly heap = new MinHeap<() => void>();
  private readonly realStart = performance.now();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private stopped = false;
  private paused = false;

  constructor(
    private readonly simStart: number,
    readonly timeScale: number,
  ) {
    if (!(timeScale > 0)) throw new RangeError(`timeScale must be positive, got ${timeScale}`);
  }

  now(): number {
    return this.simStart + (performance.now() - this.realStart) * this.timeScale;
  }

  schedule(at: number, task: () => void): void {
    if (this.stopped) return;
    this.heap.push(at, task);
    if (at < this.timerAt) this.arm();
  }

  /** Holds every task (the fast bench mode sends on its own); `resume` runs whatever fell due meanwhile. */
  pause(): void {
    this.paused = true;
    this.disarm();
  }

  resume(): void {
    this.paused = false;
    this.arm();
  }

  stop(): void {
    this.stopped = true;
    this.disarm();
    this.heap.clear();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  private arm(): void {
    this.disarm();
    const next = this.heap.peekAt();
    if (next === undefined || this.stopped || this.paused) return;
    const delay = Math.max(0, (next - this.now()) / this.timeScale);
    this.timerAt = next;
    // Timers are capped at 2^31-1 ms; a far-off task simply re-arms.
    this.timer = setTimeout(() => this.run(), Math.min(delay, 2 ** 31 - 1));
  }

  private run(): void {
    this.timer = null;
    this.timerAt = Infinity;
    const now = this.now();
    // Bounded batch per turn so a backlog (e.g. after a pause) does not starve socket I/O.
    for (let n = 0; n < 5000; n += 1) {
      const at = this.heap.peekAt();
      if (at === undefined || at > now || this.stopped || this.paused) break;
      this.heap.pop()!.value();
    }
    this.arm();
  }
}

/** A clock that only moves when told to: `advance(ms)` runs every task that falls due, in time order. */
export class ManualClock implements SimClock {
  private readonly heap = new MinHeap<() => void>();
  private current: number;

  constructor(start: number) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  schedule(at: number, task: () => void): void {
    this.heap.push(at, task);
  }

  advance(ms: number): void {
    this.advanceTo(this.current + ms);
  }

  advanceTo(time: number): void {
    for (;;) {
      const at = this.heap.peekAt();
      if (at === undefined || at > time) break;
      const { value } = this.heap.pop()!;
      this.current = Math.max(this.current, at);
      value();
    }
    this.current = Math.max(this.current, time);
  }

  stop(): void {
    this.heap.clear();
  }
}
