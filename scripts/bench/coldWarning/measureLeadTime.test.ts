import { describe, expect, it } from 'vitest';
import { benchSites, measureLeadTime } from './measureLeadTime';

const MIN = 60_000;

describe('measured lead time of early warnings on the simulated loggers', () => {
  it('warns ahead of the defrost and fault excursions of a simulated week', () => {
    const report = measureLeadTime({
      seed: 7,
      start: Date.UTC(2026, 2, 2, 0, 0, 0),
      days: 7,
      sites: benchSites(6),
      rule: {
        id: 1,
        kind: 'sentinel',
        pointId: null,
        windowMs: 10 * MIN,
        horizonMs: 15 * MIN,
        marginC: 1.5,
        high: true,
        low: true,
      },
    });
    const { defrost, defrostAndDoor, fault } = report.byCause;
    const simulated = defrost.excursions + defrostAndDoor.excursions + fault.excursions;
    expect(simulated).toBeGreaterThan(0);
    for (const figures of [defrost, defrostAndDoor, fault]) {
      if (figures.warned === 0) continue;
      expect(figures.minLeadMs).toBeGreaterThan(0);
      expect(figures.medianLeadMs).toBeGreaterThan(0);
    }
    // Most excursions are seen coming: the ramp of a defrost or a fault is minutes long.
    const warned = defrost.warned + defrostAndDoor.warned + fault.warned;
    expect(warned / simulated).toBeGreaterThan(0.8);
    expect(report.warnings).toBeGreaterThanOrEqual(warned);
  });
});
