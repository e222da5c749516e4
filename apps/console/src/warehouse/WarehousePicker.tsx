import { TEST_IDS, type WarehouseChoice } from '@roadwatch/core';
import { Select } from 'antd';

/** The warehouse a view shows, from the ones in the caller's scope (the answer lists them). */
export function WarehousePicker({
  warehouses,
  value,
  onChange,
}: {
  warehouses: readonly WarehouseChoice[];
  value: number | null;
  onChange: (siteId: number) => void;
}) {
  return (
    <Select<number>
      data-testid={TEST_IDS.warehouseViews.warehouse}
      style={{ width: 220 }}
      showSearch
      optionFilterProp="label"
      value={value ?? undefined}
      onChange={onChange}
      options={warehouses.map((w) => ({ value: w.siteId, label: w.name }))}
    />
  );
}
