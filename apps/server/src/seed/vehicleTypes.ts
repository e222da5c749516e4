import type { Database } from '../db/connect';

/**
 * Vehicle types every company starts with (dictionary `vehicleTypeGb`): the goods vehicles, tractors, trailers and
 * passenger cars of GB/T 3730.1, coded as the vehicle registration codes them (GA 802: H heavy/medium/light/mini
 * trucks, Q tractors, B semi-trailers, K passenger vehicles). Companies edit the list in the dictionary page.
 */
export const VEHICLE_TYPES_GB: readonly (readonly [code: string, zh: string, en: string])[] = [
  ['H11', '重型普通货车', 'Heavy general truck'],
  ['H12', '重型厢式货车', 'Heavy van truck'],
  ['H13', '重型封闭货车', 'Heavy enclosed truck'],
  ['H14', '重型罐式货车', 'Heavy tank truck'],
  ['H15', '重型平板货车', 'Heavy flatbed truck'],
  ['H16', '重型集装厢车', 'Heavy container truck'],
  ['H17', '重型自卸货车', 'Heavy dump truck'],
  ['H19', '重型仓栅式货车', 'Heavy stake truck'],
  ['H21', '中型普通货车', 'Medium general truck'],
  ['H22', '中型厢式货车', 'Medium van truck'],
  ['H24', '中型罐式货车', 'Medium tank truck'],
  ['H29', '中型仓栅式货车', 'Medium stake truck'],
  ['H31', '轻型普通货车', 'Light general truck'],
  ['H32', '轻型厢式货车', 'Light van truck'],
  ['H39', '轻型仓栅式货车', 'Light stake truck'],
  ['H41', '微型普通货车', 'Mini general truck'],
  ['H42', '微型厢式货车', 'Mini van truck'],
  ['Q11', '重型半挂牵引车', 'Heavy semi-trailer tractor'],
  ['Q21', '中型半挂牵引车', 'Medium semi-trailer tractor'],
  ['Q31', '轻型半挂牵引车', 'Light semi-trailer tractor'],
  ['B11', '重型普通半挂车', 'Heavy general semi-trailer'],
  ['B12', '重型厢式半挂车', 'Heavy van semi-trailer'],
  ['B14', '重型罐式半挂车', 'Heavy tank semi-trailer'],
  ['K31', '小型普通客车', 'Small bus'],
  ['K33', '轿车', 'Passenger car'],
];

/** Kinds of logistics points and areas every company starts with (dictionary `pointAreaType`). */
const POINT_AREA_TYPES: readonly (readonly [string, string, string])[] = [
  ['1', '仓库', 'Warehouse'],
  ['2', '门店', 'Store'],
  ['3', '客户', 'Customer'],
  ['4', '停车场', 'Car park'],
  ['5', '加油站', 'Fuel station'],
  ['6', '服务区', 'Service area'],
  ['7', '维修厂', 'Repair shop'],
  ['8', '危险区域', 'Danger zone'],
];

/** The vehicle-type and point/area-type dictionaries of each company; returns the rows written. */
export async function seedVehicleTypes(
  db: Database,
  companyIds: readonly number[],
  now: number,
): Promise<number> {
  const dictionaries = [
    ['vehicleTypeGb', VEHICLE_TYPES_GB],
    ['pointAreaType', POINT_AREA_TYPES],
  ] as const;
  const rows = companyIds.flatMap((companyId) =>
    dictionaries.flatMap(([dicTypeKey, values]) =>
      values.map(([code, zh, en], i) => ({
        company_id: companyId,
        dic_type_key: dicTypeKey,
        code,
        name_zh: zh,
        name_en: en,
        sort: i + 1,
        valid: 1,
        modified_at: now,
      })),
    ),
  );
  await db.insertInto('dictionaries').values(rows).execute();
  return rows.length;
}
