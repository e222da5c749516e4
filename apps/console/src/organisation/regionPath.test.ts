import type { RegionNode } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { regionCode, regionNames, regionPathOf } from './regionPath';

const tree: RegionNode[] = [
  {
    value: '310000',
    label: '上海市',
    children: [{ value: '310100', label: '上海市', children: [{ value: '310100-pd', label: '浦东新区' }] }],
  },
] as RegionNode[];

describe('region paths', () => {
  it('turns a chosen path into names and stored names back into the path', () => {
    const path = ['310000', '310100', '310100-pd'];
    expect(regionNames(tree, path)).toEqual(['上海市', '上海市', '浦东新区']);
    expect(regionPathOf(tree, ['上海市', '上海市', '浦东新区'])).toEqual(path);
    expect(regionPathOf(tree, ['', '', ''])).toEqual([]);
    expect(regionCode(path)).toBe('310100');
    // Names chosen in the other language: the stored code still places the region.
    expect(regionPathOf(tree, ['Shanghai', 'Shanghai', 'Pudong'], '310100')).toEqual(['310000', '310100']);
  });
});
