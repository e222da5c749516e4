import { DAY_MS, TEST_IDS, WAREHOUSE_VIEW_MAX_DAYS, type WarehouseChoice } from '@roadwatch/core';
import { Card, DatePicker, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { WarehousePicker } from './WarehousePicker';

/** A view's query: the warehouse (absent: the first) and whole China days [startTime, endTime). */
export interface RangeQuery {
  siteId?: number;
  startTime: number;
  endTime: number;
}

/**
 * The toolbar of the ranged warehouse views: title, warehouse, and a range of whole China days (at most
 * WAREHOUSE_VIEW_MAX_DAYS; a longer pick is cut to that many days from its first).
 */
export function WarehouseRangeBar({
  title,
  warehouses,
  siteId,
  query,
  onQuery,
}: {
  title: ReactNode;
  warehouses: readonly WarehouseChoice[];
  siteId: number | null;
  query: RangeQuery;
  onQuery: (query: RangeQuery) => void;
}) {
  const { t } = useTranslation('warehouse');
  return (
    <Card size="small">
      <Space wrap>
        <Typography.Text strong data-testid={TEST_IDS.page.title}>
          {title}
        </Typography.Text>
        <Typography.Text>{t('warehouse.detail.warehouse')}</Typography.Text>
        <WarehousePicker
          warehouses={warehouses}
          value={siteId}
          onChange={(id) => onQuery({ ...query, siteId: id })}
        />
        <Typography.Text>{t('warehouse.detail.range')}</Typography.Text>
        <DatePicker.RangePicker
          data-testid={TEST_IDS.warehouseViews.range}
          allowClear={false}
          format="YYYY-MM-DD"
          value={[toChinaPicker(query.startTime), toChinaPicker(query.endTime - 1)]}
          onChange={(days) => {
            const [from, to] = days ?? [];
            if (!from || !to) return;
            const startTime = fromChinaPicker(from.startOf('day'));
            const endTime = Math.min(
              fromChinaPicker(to.startOf('day')) + DAY_MS,
              startTime + WAREHOUSE_VIEW_MAX_DAYS * DAY_MS,
            );
            onQuery({ ...query, startTime, endTime });
          }}
        />
      </Space>
    </Card>
  );
}
