/** A least-squares line through a point's recent readings: value ≈ `valueC` + `slopeCPerMs` × (t − `at`). */
export interface TrendFit {
  /** Time of the newest reading in the fit; the line's value there is `valueC`. */
  at: number;
  valueC: number;
  slopeCPerMs: number;
  readings: number;
}

/**
 * The recent readings of one point, in a fixed ring (no allocation per reading): the oldest is overwritten once it
 * is full. `fit` walks only the readings inside the look-back window, so its cost is bounded by the capacity.
 */
export class TrendWindow {
  private readonly times: Float64Array;
  private readonly values: Float64Array;
  private next = 0;
  private size = 0;

  constructor(readonly capacity: number) {
    this.times = new Float64Array(capacity);
    this.values = new Float64Array(capacity);
  }

  get length(): number {
    return this.size;
  }

  /** Adds a reading; one not newer than the newest (a late upload) is ignored, the trend is about now. */
  push(at: number, valueC: number): void {
    if (this.size > 0 && at <= this.newestAt()) return;
    this.times[this.next] = at;
    this.values[this.next] = valueC;
    this.next = (this.next + 1) % this.capacity;
    if (this.size < this.capacity) this.size += 1;
  }

  clear(): void {
    this.size = 0;
    this.next = 0;
  }

  newestAt(): number {
    return this.times[(this.next - 1 + this.capacity) % this.capacity] ?? 0;
  }

  /**
   * The least-squares line through the readings of the last `windowMs` (newest included); null with fewer than
   * `minReadings` of them or when they all share one time. Times are taken relative to the newest reading, so the
   * sums stay small and exact enough.
   */
  fit(windowMs: number, minReadings: number): TrendFit | null {
    if (this.size === 0) return null;
    const at = this.newestAt();
    let n = 0;
    let sumX = 0;
    let sumY = 0;
    let sumXX = 0;
    let sumXY = 0;
    for (let i = 1; i <= this.size; i += 1) {
      const slot = (this.next - i + this.capacity) % this.capacity;
      const x = (this.times[slot] ?? 0) - at;
      if (x < -windowMs) break;
      const y = this.values[slot] ?? 0;
      n += 1;
      sumX += x;
      sumY += y;
      sumXX += x * x;
      sumXY += x * y;
    }
    if (n < minReadings) return null;
    const denominator = n * sumXX - sumX * sumX;
    if (denominator === 0) return null;
    const slope = (n * sumXY - sumX * sumY) / denominator;
    const intercept = (sumY - slope * sumX) / n;
    return { at, valueC: intercept, slopeCPerMs: slope, readings: n };
  }
}
