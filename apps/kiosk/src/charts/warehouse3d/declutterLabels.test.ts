import { describe, expect, it } from 'vitest';
import { declutterLabels, type LabelBox } from './declutterLabels';

const box = (x: number, y: number, priority = 0, depth = 10): LabelBox => ({
  x,
  y,
  width: 100,
  height: 20,
  priority,
  depth,
});

describe('declutterLabels', () => {
  it('shows every label when none overlaps', () => {
    expect(declutterLabels([box(0, 0), box(200, 0), box(0, 100)])).toEqual([true, true, true]);
  });

  it('of two overlapping labels of equal priority keeps the nearer one', () => {
    expect(declutterLabels([box(0, 0, 0, 20), box(50, 10, 0, 5)])).toEqual([false, true]);
  });

  it("keeps an alarm's label over a normal probe's, however near the normal one is", () => {
    expect(declutterLabels([box(0, 0, 0, 1), box(30, 5, 3, 50)])).toEqual([false, true]);
  });

  it('counts labels stacked just apart as clear', () => {
    expect(declutterLabels([box(0, 0), box(0, 24)])).toEqual([true, true]);
    expect(declutterLabels([box(0, 0), box(0, 21)])).toEqual([true, false]);
  });
});
