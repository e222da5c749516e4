import { describe, expect, it } from 'vitest';
import { areaFromForm, areaToForm } from './areaForm';

describe('area form', () => {
  it('sends only the chosen shape’s own fields', () => {
    const values = {
      name: '园区',
      shape: 'circle',
      center: [121.5, 31.2],
      radius: 500,
      points: [[1, 2]],
      regionCode: ['310000'],
      departmentId: 1,
    };
    expect(areaFromForm(values)).toEqual({
      name: '园区',
      shape: 'circle',
      center: [121.5, 31.2],
      radius: 500,
      departmentId: 1,
    });
    expect(areaFromForm({ ...values, shape: 'region' })).toEqual({
      name: '园区',
      shape: 'region',
      regionCode: '310000',
      departmentId: 1,
    });
  });

  it('reads a region back as the cascader’s path and a circle’s centre as a position', () => {
    const row = {
      id: 1,
      name: '浦东',
      categoryCode: '',
      shape: 'region' as const,
      lonCenter: 121.6,
      latCenter: 31.2,
      radius: 0,
      points: [],
      regionCode: '310000/310100/310100-3',
      address: '',
      shareMode: 'department' as const,
      departmentId: 1,
      departmentName: '总部',
      remark: '',
      operatorName: '',
      modifiedTime: null,
    };
    expect(areaToForm(row)).toMatchObject({
      regionCode: ['310000', '310100', '310100-3'],
      center: undefined,
    });
    expect(areaToForm({ ...row, shape: 'circle', radius: 300 })).toMatchObject({
      center: [121.6, 31.2],
      radius: 300,
    });
  });
});
