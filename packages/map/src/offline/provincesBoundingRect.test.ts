import { describe, expect, it } from 'vitest';
import { provincesBoundingRect, type GeoRect } from './registerChinaMap';

const contains = (r: GeoRect, lon: number, lat: number) =>
  lon >= r.x && lon <= r.x + r.width && lat >= r.y && lat <= r.y + r.height;

describe('provincesBoundingRect', () => {
  it("encloses a province's cities and not its neighbours' far corners", () => {
    const jiangsu = provincesBoundingRect(['江苏']) as GeoRect;
    expect(contains(jiangsu, 118.8, 32.06)).toBe(true); // Nanjing
    expect(contains(jiangsu, 120.6, 31.3)).toBe(true); // Suzhou
    expect(contains(jiangsu, 113.3, 23.1)).toBe(false); // Guangzhou
    expect(jiangsu.width).toBeGreaterThan(3);
    expect(jiangsu.width).toBeLessThan(6);
  });

  it('spans every province asked for', () => {
    const east = provincesBoundingRect(['江苏', '广东', '辽宁']) as GeoRect;
    expect(contains(east, 113.3, 23.1)).toBe(true); // Guangzhou
    expect(contains(east, 123.4, 41.8)).toBe(true); // Shenyang
  });

  it('knows nothing of names outside the map', () => {
    expect(provincesBoundingRect(['Atlantis'])).toBeNull();
    expect(provincesBoundingRect([])).toBeNull();
  });
});
