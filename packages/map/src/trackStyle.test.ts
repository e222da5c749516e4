import { describe, expect, it } from 'vitest';
import { bandOf, speedSegments } from './trackStyle';

const style = { speedBands: [40, 80, 100], bandColors: ['blue', 'green', 'orange', 'red'], lineWidth: 6 };

describe('speed bands', () => {
  it('puts 0–40 in band 0, 41–80 in 1, 81–100 in 2 and above 100 in 3', () => {
    expect([0, 40, 41, 80, 81, 100, 101].map((s) => bandOf(s, style.speedBands))).toEqual([
      0, 0, 1, 1, 2, 2, 3,
    ]);
  });

  it('splits a track into coloured runs that join without gaps', () => {
    const pts = [10, 20, 60, 70, 120].map((speed, i) => ({ lon: 120 + i, lat: 30, speed }));
    const segs = speedSegments(pts, style);
    expect(segs.map((s) => s.color)).toEqual(['blue', 'green', 'red']);
    expect(segs[1]?.coords[0]).toEqual(segs[0]?.coords.at(-1));
    expect(segs[2]?.coords).toEqual([
      [123, 30],
      [124, 30],
    ]);
  });

  it('draws no line for a track of one report (a line of one point broke the map)', () => {
    expect(speedSegments([{ lon: 121, lat: 31, speed: 0 }], style)).toEqual([]);
    expect(speedSegments([], style)).toEqual([]);
  });
});
