import { describe, expect, it } from 'vitest';
import { PointWarnings, type WarningChange, type WarningRule } from './PointWarnings';
import { TrendWindow } from './TrendWindow';

const MIN = 60_000;
const T0 = Date.UTC(2026, 2, 2, 0, 0, 0);
const POINT = { id: 7, minC: 0, maxC: 8 };
const RULE: WarningRule = {
  id: 1,
  kind: 'sentinel',
  pointId: null,
  windowMs: 10 * MIN,
  horizonMs: 10 * MIN,
  marginC: 5,
  high: true,
  low: false,
};

function feed(values: readonly (number | null)[], rules: WarningRule[] = [RULE]): WarningChange[] {
  let n = 0;
  const point = new PointWarnings(() => `g${++n}`);
  const out: WarningChange[] = [];
  values.forEach((v, minute) => point.observe(T0 + minute * MIN, v, POINT, rules, out));
  return out;
}

describe('TrendWindow', () => {
  it('fits the least-squares line of the readings inside the window only', () => {
    const w = new TrendWindow(4);
    // 9 °C an hour ago, then 1, 2, 3, 4 °C a minute apart: the ring keeps four, the window takes the last three.
    w.push(T0 - 60 * MIN, 9);
    for (let i = 1; i <= 4; i += 1) w.push(T0 + i * MIN, i);
    const fit = w.fit(2 * MIN, 3);
    expect(fit?.readings).toBe(3);
    expect(fit?.valueC).toBeCloseTo(4, 9);
    expect((fit?.slopeCPerMs ?? 0) * MIN).toBeCloseTo(1, 9);
    expect(w.fit(2 * MIN, 4)).toBeNull();
  });
});

describe('PointWarnings', () => {
  it('warns on a linear ramp at the hand-computed time, predicts the crossing and measures the lead', () => {
    // 0.5 °C a minute from 0 °C: the reading of minute k is k/2. The warning needs 4 readings and a reading within
    // 5 °C of 8 °C, i.e. 3 °C at minute 6; there the line reaches 8 °C in (8 − 3) / 0.5 = 10 min ≤ the 10 min
    // horizon, so it opens at minute 6 predicting minute 16. The first reading above 8 °C is 8.5 at minute 17.
    const ramp = Array.from({ length: 20 }, (_, k) => k / 2);
    const changes = feed(ramp);
    expect(changes).toHaveLength(2);
    const opened = changes[0];
    expect(opened?.type).toBe('opened');
    if (opened?.type !== 'opened') return;
    expect(opened.warning).toMatchObject({ side: 'high', limitC: 8, valueC: 3, warnedAt: T0 + 6 * MIN });
    expect(opened.warning.slopeCPerMin).toBeCloseTo(0.5, 9);
    expect(opened.warning.predictedAt).toBe(T0 + 16 * MIN);
    const ended = changes[1];
    expect(ended).toMatchObject({ type: 'ended', reason: 'crossed', crossedAt: T0 + 17 * MIN });
    if (ended?.type !== 'ended' || ended.crossedAt === null) return;
    expect(ended.crossedAt - opened.warning.warnedAt).toBe(11 * MIN);
  });

  it('does not warn beyond the horizon: a slow ramp of 0.1 °C a minute from 7 °C first fits at 7.3 °C', () => {
    // At minute 3 the line reaches 8 °C in 0.7 / 0.1 = 7 min: a 5-minute horizon waits until minute 5 (0.5 / 0.1 = 5).
    const slow = Array.from({ length: 8 }, (_, k) => 7 + k / 10);
    const changes = feed(slow, [{ ...RULE, horizonMs: 5 * MIN }]);
    expect(changes[0]).toMatchObject({
      type: 'opened',
      warning: { warnedAt: T0 + 5 * MIN, predictedAt: T0 + 10 * MIN },
    });
  });

  it('ends the warning when the trend turns, and opens a new one on the next approach', () => {
    const up = [3, 3.5, 4, 4.5, 5];
    const down = [4.5, 4, 3.5, 3, 2.5, 2];
    const again = [2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7];
    const changes = feed([...up, ...down, ...again]);
    expect(changes.map((c) => (c.type === 'opened' ? 'opened' : c.reason))).toEqual([
      'opened',
      'trendTurned',
      'opened',
    ]);
  });

  it('never warns on a point already beyond its limit, nor on a flat or falling one', () => {
    expect(feed([9, 9.5, 10, 10.5, 11])).toEqual([]);
    expect(feed([7, 7, 7, 7, 7, 7])).toEqual([]);
    expect(feed([7.9, 7.5, 7, 6.5, 6])).toEqual([]);
  });

  it('ends an open warning when the logger goes offline', () => {
    const changes = feed([4, 4.5, 5, 5.5, 6, null]);
    expect(changes.at(-1)).toMatchObject({ type: 'ended', reason: 'offline', crossedAt: null });
  });

  it('warns on the low side toward the lower limit', () => {
    const changes = feed([4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5, 0, -0.5], [{ ...RULE, high: false, low: true }]);
    expect(changes[0]).toMatchObject({ type: 'opened', warning: { side: 'low', limitC: 0 } });
    expect(changes[1]).toMatchObject({ type: 'ended', reason: 'crossed', crossedAt: T0 + 9 * MIN });
  });
});
