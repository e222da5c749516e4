import { describe, expect, it } from 'vitest';
import { probesPictureKey, type SceneProbe } from './warehouseScene';

const probe: SceneProbe = {
  id: 7,
  x: 0.2,
  y: 0.5,
  z: 0.8,
  color: '#2fd47b',
  pulse: false,
  priority: 0,
  label: '探头07 -18.2℃',
};

describe('probesPictureKey', () => {
  it('keeps the picture when only a reading changes (the labels are DOM)', () => {
    expect(probesPictureKey([{ ...probe, label: '探头07 -17.9℃' }])).toBe(probesPictureKey([probe]));
  });

  it('asks for a new picture when a probe changes state, moves, comes or goes', () => {
    const key = probesPictureKey([probe]);
    expect(probesPictureKey([{ ...probe, color: '#ff4d5e', pulse: true }])).not.toBe(key);
    expect(probesPictureKey([{ ...probe, x: 0.3 }])).not.toBe(key);
    expect(probesPictureKey([probe, { ...probe, id: 8 }])).not.toBe(key);
    expect(probesPictureKey([])).not.toBe(key);
  });
});
