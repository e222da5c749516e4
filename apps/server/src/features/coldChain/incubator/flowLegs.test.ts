import { describe, expect, it } from 'vitest';
import { deriveFlowLegs, distanceM, type TimedPosition } from './flowLegs';

const MIN = 60_000;
const W = { id: 1, name: '仓库A', lon: 120, lat: 30 };
/** 0.001° of longitude at 30° N ≈ 96 m. */
const east = (k: number) => ({ lon: W.lon + k * 0.001, lat: W.lat });
const at = (k: number, p: { lon: number; lat: number }): TimedPosition => ({ at: k * MIN, ...p });

describe('deriveFlowLegs', () => {
  it('measures great-circle distance', () => {
    expect(distanceM(W, east(1))).toBeCloseTo(96.3, 0);
  });

  it('keeps the warehouse while a truck waits beside it, then follows the truck once the logger travels', () => {
    const logger = [at(0, W), at(1, W), at(2, W), at(3, east(10)), at(4, east(20))];
    const truck = { id: 7, name: '浙A00001', track: [at(1, W), at(2, W), at(3, east(10)), at(4, east(20))] };
    expect(deriveFlowLegs(logger, [truck], [W])).toEqual([
      { holderKind: 'warehouse', holderId: 1, holderName: '仓库A', from: 0, to: 2 * MIN, positions: 3 },
      {
        holderKind: 'vehicle',
        holderId: 7,
        holderName: '浙A00001',
        from: 3 * MIN,
        to: 4 * MIN,
        positions: 2,
      },
    ]);
  });

  it('gives a logger near nobody to an unknown holder, and ignores fixes from another time', () => {
    const truck = { id: 7, name: '浙A00001', track: [at(0, east(50))] };
    // The truck was at the logger's place 10 minutes before: not the same time.
    const logger = [at(10, east(50)), at(11, east(51))];
    expect(deriveFlowLegs(logger, [truck], [W])).toEqual([
      { holderKind: 'unknown', holderId: null, holderName: '', from: 10 * MIN, to: 11 * MIN, positions: 2 },
    ]);
  });

  it('takes the nearest of two trucks travelling with the logger, and lets go of one 202 m away', () => {
    const logger = [at(0, east(30)), at(1, east(40))];
    const near = { id: 1, name: 'near', track: [at(0, east(30)), at(1, east(40))] };
    const far = { id: 2, name: 'far', track: [at(0, east(31)), at(1, east(41))] };
    expect(deriveFlowLegs(logger, [far, near], []).map((l) => l.holderName)).toEqual(['near']);
    // 193 m at minute 0, 202 m at minute 1 (0.001° ≈ 96.3 m).
    const edge = { id: 3, name: 'edge', track: [at(0, east(32)), at(1, east(42.1))] };
    const legs = deriveFlowLegs(logger, [edge], [], { radiusM: 200, sameTimeMs: MIN, travellingKmh: 5 });
    expect(legs.map((l) => l.holderName)).toEqual(['edge', '']);
  });
});
