import { describe, expect, it } from 'vitest';
import { CHINA_PROVINCES, provinceLabel, shortProvinceName } from './chinaProvinces';

describe('China provinces', () => {
  it('lists the 34 provincial-level divisions with unique codes', () => {
    expect(CHINA_PROVINCES).toHaveLength(34);
    expect(new Set(CHINA_PROVINCES.map((p) => p.code)).size).toBe(34);
  });

  it('shortens full names to the map region names', () => {
    expect(shortProvinceName('浙江省')).toBe('浙江');
    expect(shortProvinceName('广西壮族自治区')).toBe('广西');
    expect(shortProvinceName('上海市')).toBe('上海');
    expect(shortProvinceName('香港特别行政区')).toBe('香港');
  });

  it('names a province in English from its full or short name, and leaves Chinese as it is', () => {
    expect(provinceLabel('内蒙古', 'en-US')).toBe('Inner Mongolia');
    expect(provinceLabel('新疆维吾尔自治区', 'en-US')).toBe('Xinjiang');
    expect(provinceLabel('内蒙古', 'zh-CN')).toBe('内蒙古');
    expect(provinceLabel('Shanghai', 'en-US')).toBe('Shanghai');
  });
});
