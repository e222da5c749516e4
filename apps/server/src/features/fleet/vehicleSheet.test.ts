import { vehicleInfoResource } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { vehicleFromSheet, vehicleToSheet } from './vehicleSheet';
import { sheetChoices, type VehicleSheetContext } from './vehicleSheetContext';
import type { VehicleInfoRow } from './vehicleInfoRows';

function context(): VehicleSheetContext {
  return {
    departments: [
      { id: 1, name: '总部', path: '总部', idPath: '/1/' },
      { id: 2, name: '上海分公司', path: '总部/上海分公司', idPath: '/1/2/' },
      { id: 3, name: '冷链车队', path: '总部/上海分公司/冷链车队', idPath: '/1/2/3/' },
      { id: 4, name: '杭州分公司', path: '总部/杭州分公司', idPath: '/1/4/' },
      { id: 5, name: '冷链车队', path: '总部/杭州分公司/冷链车队', idPath: '/1/4/5/' },
    ],
    fleets: [
      { id: 10, code: 'SH-1', name: '一队', departmentId: 2 },
      { id: 11, code: 'HZ-1', name: '一队', departmentId: 4 },
    ],
    drivers: [
      { id: 20, name: '张三', phone: '13800000001' },
      { id: 21, name: '李四', phone: '13800000002' },
      { id: 22, name: '李四', phone: '13800000003' },
    ],
    vehicleTypes: [{ value: 'H22', names: ['H22', '中型厢式货车', 'Medium van truck'] }],
    existingPlates: new Set(['沪A12345']),
    seen: new Map(),
    ...sheetChoices(),
  };
}

const row = (extra: Record<string, string> = {}) => ({
  plateNumber: '沪B12345',
  department: '上海分公司',
  ...extra,
});

describe('vehicleFromSheet', () => {
  it('maps names, labels, dates and people to a body the save schema accepts', () => {
    const { input, issues } = vehicleFromSheet(
      row({
        customPlate: '冷链一号',
        plateColor: '黄色',
        plateFormat: 'New energy',
        status: '停运',
        freightType: 'affiliated',
        attributes: '冷藏、危险品',
        fleet: '一队',
        vehicleType: '中型厢式货车',
        load: '4,995.5',
        productionDate: '2022-01-05',
        registrationDate: '2022/3/1',
        mainDriver: '张三',
        coDrivers: '李四/13800000003',
        trailers: '沪C1234挂，沪C1235挂',
        fuelPer100Km: '21.35',
      }),
      context(),
      2,
    );
    expect(issues).toEqual([]);
    const save = vehicleInfoResource.save.parse(input);
    expect(save).toMatchObject({
      plateNumber: '沪B12345',
      customPlate: '冷链一号',
      plateColor: 2,
      plateFormat: 'newEnergy',
      status: 'suspended',
      freightType: 'affiliated',
      attributes: ['refrigerated', 'hazardous'],
      departmentId: 2,
      fleetId: 10,
      vehicleType: 'H22',
      load: 4995.5,
      productionDate: Date.UTC(2022, 0, 4, 16),
      registrationDate: Date.UTC(2022, 1, 28, 16),
      mainDriverId: 20,
      coDriverIds: [22],
      trailers: ['沪C1234挂', '沪C1235挂'],
      fuelPer100Km: 21.35,
    });
  });

  it('names the cells it cannot read, with the text written', () => {
    const { issues } = vehicleFromSheet(
      row({
        department: '冷链车队',
        plateColor: '紫色',
        productionDate: '2022-02-30',
        load: 'heavy',
        mainDriver: '李四',
        fleet: '三队',
      }),
      context(),
    );
    expect(issues.map((i) => [i.column, i.message, i.params.value])).toEqual([
      ['load', 'errors.sheetNumber', 'heavy'],
      ['productionDate', 'errors.sheetDateFormat', '2022-02-30'],
      ['plateColor', 'errors.sheetChoice', '紫色'],
      ['department', 'errors.sheetDepartmentAmbiguous', '冷链车队'],
      ['fleet', 'errors.sheetFleetNotFound', '三队'],
      ['mainDriver', 'errors.sheetDriverNotFound', '李四'],
    ]);
  });

  it('finds a department by its path and a fleet of the same name by the department', () => {
    const { input, issues } = vehicleFromSheet(
      row({ department: '杭州分公司 / 冷链车队', fleet: '一队' }),
      context(),
    );
    expect(issues).toEqual([]);
    expect(input).toMatchObject({ departmentId: 5, fleetId: 11 });
  });

  it('refuses a plate the company has and a plate an earlier row of the file has', () => {
    const ctx = context();
    expect(vehicleFromSheet(row({ plateNumber: '沪A12345' }), ctx, 2).issues[0]).toMatchObject({
      column: 'plateNumber',
      message: 'errors.duplicateValue',
    });
    expect(vehicleFromSheet(row(), ctx, 3).issues).toEqual([]);
    expect(vehicleFromSheet(row({ plateNumber: '沪b12345' }), ctx, 7).issues[0]).toEqual({
      column: 'plateNumber',
      message: 'errors.sheetDuplicateInFile',
      params: { row: 3, value: '沪B12345' },
    });
  });
});

describe('vehicleToSheet', () => {
  it('writes texts that read back to the same vehicle', () => {
    const ctx = context();
    const { input } = vehicleFromSheet(
      row({
        department: '杭州分公司/冷链车队',
        fleet: 'HZ-1',
        coDrivers: '张三、李四/13800000002',
        registrationDate: '2023-07-01',
      }),
      ctx,
    );
    const save = vehicleInfoResource.save.parse(input);
    const asRow = {
      ...save,
      departmentName: '冷链车队',
      fleetName: '一队',
      mainDriverName: '',
      coDrivers: [ctx.drivers[0]!, ctx.drivers[1]!],
    } as unknown as VehicleInfoRow;
    const cells = vehicleToSheet(asRow, {
      ...ctx,
      label: (kind, key) => ctx[kind].find((c) => String(c.value) === key)!.names[1]!,
      vehicleTypeName: () => '',
    });
    expect(cells).toMatchObject({
      department: '总部/杭州分公司/冷链车队',
      registrationDate: '2023-07-01',
      plateColor: '黄色',
    });
    const again = vehicleFromSheet({ ...cells, plateNumber: '沪D00001' }, context());
    expect(again.issues).toEqual([]);
    expect(again.input).toMatchObject({ departmentId: 5, fleetId: 11, coDriverIds: [20, 21] });
  });
});
