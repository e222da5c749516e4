import type { VehicleTreeResponse } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import {
  buildVehicleTree,
  checkStateOf,
  matchVehicles,
  toggleChecked,
  visibleRows,
} from './vehicleTreeModel';

const data: VehicleTreeResponse = {
  departments: [
    { id: 1, parentId: null, name: '总部' },
    { id: 2, parentId: 1, name: '上海' },
    { id: 3, parentId: 1, name: '杭州' },
    { id: 4, parentId: 1, name: '空部门' },
  ],
  fleets: [
    { id: 7, departmentId: 2, name: '一队' },
    { id: 8, departmentId: 2, name: '空车队' },
  ],
  vehicles: [
    { id: 100, plateNumber: '沪A00001', customPlate: '冷链一号', departmentId: 2, fleetId: 7, online: 1 },
    { id: 101, plateNumber: '沪A00002', customPlate: '', departmentId: 2, fleetId: null, online: 0 },
    { id: 102, plateNumber: '浙A00003', customPlate: '', departmentId: 3, fleetId: 99, online: 1 },
  ],
};

describe('buildVehicleTree', () => {
  it('nests departments, fleets and vehicles, leaving out groups without vehicles', () => {
    const model = buildVehicleTree(data);
    expect(model.roots).toEqual(['d1']);
    expect(model.nodes.get('d1')!.children).toEqual(['d2', 'd3']);
    expect(model.nodes.get('d2')!.children).toEqual(['f7', 'v101']);
    // A fleet the caller does not see: the vehicle sits under its department.
    expect(model.nodes.get('d3')!.children).toEqual(['v102']);
    expect(model.nodes.get('d1')!.vehicleIds).toEqual([100, 101, 102]);
    expect(model.nodes.get('d1')!.online).toBe(2);
    expect(model.nodes.get('v100')!.label).toBe('沪A00001（冷链一号）');
  });
});

describe('visibleRows', () => {
  it('shows the children of open groups only', () => {
    const model = buildVehicleTree(data);
    expect(visibleRows(model, new Set(), null)).toEqual([{ key: 'd1', depth: 0 }]);
    expect(visibleRows(model, new Set(['d1', 'd2']), null).map((r) => `${r.key}@${r.depth}`)).toEqual([
      'd1@0',
      'd2@1',
      'f7@2',
      'v101@2',
      'd3@1',
    ]);
  });

  it('while searching, shows the matching vehicles and the groups above them, open', () => {
    const model = buildVehicleTree(data);
    const matches = matchVehicles(model, '冷链');
    expect(matches).toEqual(new Set([100]));
    expect(visibleRows(model, new Set(), matches).map((r) => r.key)).toEqual(['d1', 'd2', 'f7', 'v100']);
    expect(matchVehicles(model, '  ')).toBeNull();
    expect(matchVehicles(model, 'a00003')).toEqual(new Set([102]));
  });
});

describe('checking', () => {
  it('ticks a whole group, shows a partly ticked parent, and clears the group when ticked again', () => {
    const model = buildVehicleTree(data);
    const d2 = model.nodes.get('d2')!;
    const checked = toggleChecked(d2, new Set(), null);
    expect([...checked].sort()).toEqual([100, 101]);
    expect(checkStateOf(d2, checked)).toBe('all');
    expect(checkStateOf(model.nodes.get('d1')!, checked)).toBe('some');
    expect(checkStateOf(model.nodes.get('d3')!, checked)).toBe('none');
    expect(toggleChecked(d2, checked, null).size).toBe(0);
  });

  it('while searching, ticks only the vehicles in view', () => {
    const model = buildVehicleTree(data);
    const d1 = model.nodes.get('d1')!;
    expect([...toggleChecked(d1, new Set(), new Set([102]))]).toEqual([102]);
  });
});
