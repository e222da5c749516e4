import type { mapAreaResource, RowOf } from '@roadwatch/core';

type AreaRow = RowOf<typeof mapAreaResource>;

const present = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));

/** A loaded area as the form's values: the centre as a position, the region as the cascader's path. */
export function areaToForm(row: AreaRow): Record<string, unknown> {
  return {
    name: row.name,
    categoryCode: row.categoryCode,
    shape: row.shape,
    center: row.shape === 'circle' ? [row.lonCenter, row.latCenter] : undefined,
    radius: row.shape === 'circle' ? row.radius : undefined,
    points: row.points,
    regionCode: row.regionCode ? row.regionCode.split('/') : undefined,
    address: row.address,
    shareMode: row.shareMode,
    departmentId: row.departmentId,
    remark: row.remark,
  };
}

/** The form's values as the save request: only the chosen shape's own fields. */
export function areaFromForm(values: Record<string, unknown>): Record<string, unknown> {
  const { center, radius, points, regionCode, ...common } = values;
  const byShape: Record<string, Record<string, unknown>> = {
    circle: { center, radius },
    rectangle: { points },
    polygon: { points },
    region: { regionCode: Array.isArray(regionCode) ? regionCode.join('/') : regionCode },
  };
  return present({ ...common, ...(byShape[String(values.shape)] ?? {}) });
}
