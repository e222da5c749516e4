import {
  ENDPOINTS,
  formatChinaTime,
  TEST_IDS,
  type ColdChainDynamicAnswer,
  type ColdChainSample,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button, Card, DatePicker, Empty, Form, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { OverTempVehicleSelect } from '../overTemp/OverTempVehicleSelect';
import type { MenuRoute } from '../routes/menuRoute';
import { CardSwipesTable } from './CardSwipesTable';
import { ColdChainChartView } from './ColdChainChartView';
import { coldChainRangeRule } from './coldChainRange';
import './vehicleColdChain.css';

interface Query {
  vehicleId: number;
  startTime: number;
  endTime: number;
}

/**
 * Cold-chain dynamics (`vehicleColdChainDynamic`): a vehicle's probes along a range of at most 7 days — every
 * probe's readings with its limits, door-open and cooler-off periods shaded — and the GSP transport record (a sample
 * every 5 minutes, every 2 while out of range) with position, speed, each probe, door and cooler. Export (.xlsx)
 * needs the export operation.
 */
export function ColdChainDynamicPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('vehicleColdChain');
  const { message } = App.useApp();
  const [query, setQuery] = useState<Query | null>(null);
  const [data, setData] = useState<ColdChainDynamicAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const canExport = route.meta.operationIds.includes('vehicleColdChainDynamic:export');
  const [initialRange] = useState(() => {
    const now = Date.now();
    return [toChinaPicker(now - 86_400_000), toChinaPicker(now)] as [Dayjs, Dayjs];
  });

  const search = (next: Query) => {
    setQuery(next);
    setLoading(true);
    api
      .call(ENDPOINTS.coldChainDynamic, next)
      .then(setData)
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'cold-chain dynamics failed', error);
      })
      .finally(() => setLoading(false));
  };

  const exportFile = async () => {
    if (!query) return;
    setExporting(true);
    try {
      await api.blob(ENDPOINTS.exportColdChainDynamic, query);
      void message.success(t('alarmStatistics.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'cold-chain dynamics export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const switchText = (state: 0 | 1 | null, on: string, off: string) =>
    state === null ? '—' : t(state === 1 ? on : off);
  const columns: ColumnsType<ColdChainSample> = data
    ? [
        {
          key: 'time',
          title: t('vehicleColdChain.dynamic.time'),
          width: 170,
          fixed: 'left',
          render: (_, s) => formatChinaTime(s.time),
        },
        { key: 'lon', title: t('vehicleColdChain.dynamic.lon'), width: 110, render: (_, s) => s.lon ?? '—' },
        { key: 'lat', title: t('vehicleColdChain.dynamic.lat'), width: 100, render: (_, s) => s.lat ?? '—' },
        {
          key: 'speed',
          title: t('vehicleColdChain.dynamic.speed'),
          width: 110,
          align: 'right',
          render: (_, s) => s.speedKmh ?? '—',
        },
        ...data.probes.map((p, i) => ({
          key: `probe-${p.pointId}`,
          title: `${p.name} (°C)`,
          width: 110,
          align: 'right' as const,
          render: (_: unknown, s: ColdChainSample) => {
            const v = s.values[i];
            if (v === null || v === undefined) return '—';
            const out = v < p.minC || v > p.maxC;
            return <span className={out ? 'vehicle-cold-chain__out' : undefined}>{v}</span>;
          },
        })),
        {
          key: 'door',
          title: t('vehicleColdChain.dynamic.door'),
          width: 90,
          render: (_, s) => switchText(s.door, 'vehicleColdChain.doorOpen', 'vehicleColdChain.doorShut'),
        },
        {
          key: 'cooler',
          title: t('vehicleColdChain.dynamic.cooler'),
          width: 90,
          render: (_, s) => switchText(s.cooler, 'vehicleColdChain.coolerOn', 'vehicleColdChain.coolerOff'),
        },
      ]
    : [];

  return (
    <div className="vehicle-cold-chain" data-testid={TEST_IDS.vehicleColdChain.dynamic}>
      <Card size="small">
        <Form<{ vehicleId: number; range: [Dayjs, Dayjs] }>
          layout="inline"
          initialValues={{ range: initialRange }}
          onFinish={(v) =>
            search({
              vehicleId: v.vehicleId,
              startTime: fromChinaPicker(v.range[0].second(0).millisecond(0)),
              endTime: fromChinaPicker(v.range[1].second(59).millisecond(0)),
            })
          }
        >
          <Form.Item>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title || t('vehicleColdChain.dynamic.title')}
            </Typography.Text>
          </Form.Item>
          <Form.Item
            name="vehicleId"
            label={t('vehicleColdChain.vehicle')}
            rules={[{ required: true, message: t('vehicleColdChain.pickVehicle') }]}
          >
            <VehiclePick />
          </Form.Item>
          <Form.Item name="range" label={t('vehicleColdChain.range')} rules={[coldChainRangeRule(t)]}>
            <DatePicker.RangePicker
              data-testid={TEST_IDS.vehicleColdChain.range}
              allowClear={false}
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                loading={loading}
                data-testid={TEST_IDS.vehicleColdChain.search}
              >
                {t('vehicleColdChain.query')}
              </Button>
              {canExport && (
                <Button
                  data-testid={TEST_IDS.vehicleColdChain.export}
                  disabled={!data || data.samples.length === 0}
                  loading={exporting}
                  onClick={() => void exportFile()}
                >
                  {t('vehicleColdChain.export')}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Form>
      </Card>
      {data && (
        <>
          <Card size="small" title={`${data.plate} · ${t('vehicleColdChain.dynamic.chart')}`}>
            {data.samples.length === 0 ? (
              <Empty description={t('vehicleColdChain.noData')} />
            ) : (
              <ColdChainChartView data={data} testId={TEST_IDS.vehicleColdChain.chart} />
            )}
          </Card>
          <Card size="small" title={t('standardIcCard.swipes.title')}>
            <CardSwipesTable swipes={data.cardSwipes} />
          </Card>
          <Card
            size="small"
            title={t('vehicleColdChain.dynamic.table')}
            extra={t('vehicleColdChain.dynamic.samples', { count: data.samples.length })}
          >
            <Table<ColdChainSample>
              data-testid={TEST_IDS.vehicleColdChain.samples}
              size="small"
              rowKey="time"
              columns={columns}
              dataSource={data.samples}
              pagination={{ defaultPageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description={t('vehicleColdChain.noData')} /> }}
            />
          </Card>
        </>
      )}
    </div>
  );
}

/** The vehicle select as a form control (value and onChange come from Form.Item). */
function VehiclePick({ value, onChange }: { value?: number; onChange?: (id: number | undefined) => void }) {
  return (
    <OverTempVehicleSelect
      value={value}
      onChange={(id) => onChange?.(id)}
      testId={TEST_IDS.vehicleColdChain.vehicle}
    />
  );
}
