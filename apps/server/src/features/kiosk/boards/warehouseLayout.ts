import type { ColdChainPointNow, ColdChainProbe } from '@roadwatch/core';

/**
 * Where each probe sits in the warehouse model. Probes carry no coordinates yet, so they are laid out by probe
 * number: a grid over the floor (x along the length, z across), alternately high on the racks and low near the
 * floor, as a cold store places them. Positions are 0–1 so the view scales them to its model.
 */
export function warehouseLayout(
  points: readonly (ColdChainPointNow & { probeNo: number })[],
): ColdChainProbe[] {
  const sorted = [...points].sort((a, b) => a.probeNo - b.probeNo || a.pointId - b.pointId);
  const n = sorted.length;
  const cols = Math.max(1, Math.ceil(Math.sqrt(n * 2)));
  const rows = Math.max(1, Math.ceil(n / cols));
  return sorted.map((p, i) => ({
    ...p,
    x: ((i % cols) + 0.5) / cols,
    y: i % 2 === 0 ? 0.75 : 0.3,
    z: (Math.floor(i / cols) + 0.5) / rows,
  }));
}
