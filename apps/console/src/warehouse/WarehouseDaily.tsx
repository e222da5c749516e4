import {
  chainDurationText,
  chinaTodayRange,
  ENDPOINTS,
  formatChinaTime,
  TEST_IDS,
  type WarehouseDailyAnswer,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button, Card, DatePicker, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { DailySamples } from './DailySamples';
import { useViewCall } from './useViewCall';
import { WarehousePicker } from './WarehousePicker';
import '../coldChainSite/site.css';
import './warehouse.css';

type DailyPoint = WarehouseDailyAnswer['points'][number];

const degrees = (v: number | null) => (v === null ? '—' : v.toFixed(2));

/**
 * Warehouse daily monitor (`storageDailyMonitor`): one warehouse's China day, per point the lowest, highest and
 * mean of its readings, how many readings, the 30-minute recording times held, the time out of range, and the
 * samples at those times coloured by state. Export (.xlsx) needs the export operation.
 */
export function WarehouseDaily({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('warehouse');
  const { message } = App.useApp();
  const [query, setQuery] = useState<{ siteId?: number; dayTime: number }>(() => ({
    dayTime: chinaTodayRange(Date.now()).bTime,
  }));
  const [exporting, setExporting] = useState(false);
  const canExport = route.meta.operationIds.includes('storageDailyMonitor:export');
  const loaded = useViewCall(
    () => api.call(ENDPOINTS.warehouseDaily, query),
    JSON.stringify(query),
    'warehouse daily monitor failed',
  );
  const data = loaded.state === 'done' ? loaded.data : null;

  const exportFile = async () => {
    setExporting(true);
    try {
      await api.blob(ENDPOINTS.exportWarehouseDaily, { ...query, siteId: data?.siteId ?? undefined });
      void message.success(t('alarmStatistics.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'warehouse daily export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<DailyPoint> = [
    { key: 'name', title: t('warehouse.daily.point'), dataIndex: 'name', width: 140 },
    {
      key: 'limits',
      title: t('warehouse.daily.limits'),
      width: 130,
      render: (_, p) => `${p.minC} ~ ${p.maxC}`,
    },
    {
      key: 'min',
      title: t('warehouse.daily.min'),
      align: 'right',
      width: 110,
      render: (_, p) => degrees(p.lowestC),
    },
    {
      key: 'max',
      title: t('warehouse.daily.max'),
      align: 'right',
      width: 110,
      render: (_, p) => degrees(p.highestC),
    },
    {
      key: 'mean',
      title: t('warehouse.daily.mean'),
      align: 'right',
      width: 110,
      render: (_, p) => degrees(p.meanC),
    },
    {
      key: 'readings',
      title: t('warehouse.daily.readings'),
      align: 'right',
      width: 100,
      dataIndex: 'readings',
    },
    {
      key: 'recorded',
      title: t('warehouse.daily.recorded'),
      align: 'right',
      width: 150,
      render: (_, p) => `${p.slotsRecorded} / ${p.slotsExpected}`,
    },
    {
      key: 'outOfRange',
      title: t('warehouse.daily.outOfRange'),
      align: 'right',
      width: 130,
      render: (_, p) => chainDurationText(t, p.outOfRangeMs),
    },
  ];

  return (
    <div className="site-report" data-testid={TEST_IDS.warehouseViews.daily}>
      <Card size="small">
        <Space wrap>
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('warehouse.daily.title')}
          </Typography.Text>
          <Typography.Text>{t('warehouse.daily.warehouse')}</Typography.Text>
          <WarehousePicker
            warehouses={data?.warehouses ?? []}
            value={data?.siteId ?? null}
            onChange={(siteId) => setQuery((q) => ({ ...q, siteId }))}
          />
          <Typography.Text>{t('warehouse.daily.day')}</Typography.Text>
          <DatePicker
            data-testid={TEST_IDS.warehouseViews.day}
            allowClear={false}
            format="YYYY-MM-DD"
            value={toChinaPicker(query.dayTime)}
            onChange={(day) =>
              day && setQuery((q) => ({ ...q, dayTime: fromChinaPicker(day.startOf('day')) }))
            }
          />
          {canExport && (
            <Button
              data-testid={TEST_IDS.warehouseViews.export}
              loading={exporting}
              disabled={!data || data.points.length === 0}
              onClick={() => void exportFile()}
            >
              {t('warehouse.daily.export')}
            </Button>
          )}
        </Space>
      </Card>
      <Card size="small">
        <Table<DailyPoint>
          data-testid={TEST_IDS.warehouseViews.dailyTable}
          size="small"
          rowKey="pointId"
          loading={loaded.state === 'loading'}
          columns={columns}
          dataSource={data?.points ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={t(data?.siteId ? 'warehouse.daily.noPoints' : 'warehouse.daily.noWarehouse')}
              />
            ),
          }}
        />
      </Card>
      {data && data.points.length > 0 && (
        <Card
          size="small"
          title={t('warehouse.daily.samplesTitle')}
          extra={<Typography.Text type="secondary">{t('warehouse.daily.sampleHint')}</Typography.Text>}
        >
          <DailySamples
            points={data.points}
            slotTimes={data.slotTimes.map((time) => formatChinaTime(time).slice(11, 16))}
          />
        </Card>
      )}
    </div>
  );
}
