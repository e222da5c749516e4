import { ENDPOINTS, TEST_IDS, type OverTempSummaryRow } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { coldChainRangeRule, durationText } from './coldChainRange';
import { OverTempVehicleSelect } from '../overTemp/OverTempVehicleSelect';
import { OverTempDetailDrawer, type OverTempDetailTarget } from './OverTempDetailDrawer';
import './vehicleColdChain.css';

interface Range {
  startTime: number;
  endTime: number;
  /** One vehicle, or absent: every refrigerated vehicle in scope. */
  vehicleIds?: number[];
}

/**
 * Over-temperature summary (`vehicleOverTempSummary`): each refrigerated vehicle's periods out of range in a range
 * of at most 7 days — how many, how long, the worst reading, too warm and too cold apart; Detail lists each one.
 * Export (.xlsx) needs the export operation.
 */
export function OverTempSummaryPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('vehicleColdChain');
  const { message } = App.useApp();
  const [initial] = useState(() => {
    const now = Date.now();
    return { startTime: now - 86_400_000, endTime: now };
  });
  const [range, setRange] = useState<Range>(initial);
  const [rows, setRows] = useState<OverTempSummaryRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [detail, setDetail] = useState<OverTempDetailTarget | null>(null);
  const [exporting, setExporting] = useState(false);
  const canExport = route.meta.operationIds.includes('vehicleOverTempSummary:export');

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.overTempSummary, range)
      .then((r) => {
        if (!live) return;
        setFailed(false);
        setRows(r);
      })
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'over-temperature summary failed', error);
        setFailed(true);
        setRows([]);
      });
    return () => {
      live = false;
    };
  }, [range]);

  const exportFile = async () => {
    setExporting(true);
    try {
      await api.blob(ENDPOINTS.exportOverTempSummary, range);
      void message.success(t('alarmStatistics.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'over-temperature export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const k = (key: string) => t(`vehicleColdChain.overTemp.${key}`);
  const minutes = (s: number) => (s === 0 ? 0 : durationText(t, s));
  const worst = (v: number | null) => (v === null ? '—' : v);
  const columns: ColumnsType<OverTempSummaryRow> = [
    { key: 'plate', title: k('plate'), dataIndex: 'plate', width: 120, fixed: 'left' },
    { key: 'department', title: k('department'), dataIndex: 'departmentName', width: 180 },
    {
      key: 'high',
      title: k('high'),
      children: [
        { key: 'highCount', title: k('countCol'), align: 'right', width: 80, render: (_, r) => r.high.count },
        {
          key: 'highDuration',
          title: k('durationCol'),
          width: 130,
          render: (_, r) => minutes(r.high.durationS),
        },
        {
          key: 'highWorst',
          title: k('highWorst'),
          align: 'right',
          width: 110,
          render: (_, r) => worst(r.high.worstC),
        },
      ],
    },
    {
      key: 'low',
      title: k('low'),
      children: [
        { key: 'lowCount', title: k('countCol'), align: 'right', width: 80, render: (_, r) => r.low.count },
        {
          key: 'lowDuration',
          title: k('durationCol'),
          width: 130,
          render: (_, r) => minutes(r.low.durationS),
        },
        {
          key: 'lowWorst',
          title: k('lowWorst'),
          align: 'right',
          width: 110,
          render: (_, r) => worst(r.low.worstC),
        },
      ],
    },
    {
      key: 'all',
      title: k('all'),
      children: [
        { key: 'count', title: k('countCol'), align: 'right', width: 80, dataIndex: 'count' },
        { key: 'duration', title: k('durationCol'), width: 130, render: (_, r) => minutes(r.durationS) },
      ],
    },
    {
      key: 'detail',
      title: k('detail'),
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          disabled={r.count === 0}
          data-testid={TEST_IDS.vehicleColdChain.overTempDetailOpen(r.vehicleId)}
          onClick={() =>
            setDetail({
              vehicleId: r.vehicleId,
              plate: r.plate,
              startTime: range.startTime,
              endTime: range.endTime,
            })
          }
        >
          {k('detail')}
        </Button>
      ),
    },
  ];

  return (
    <div className="vehicle-cold-chain" data-testid={TEST_IDS.vehicleColdChain.overTemp}>
      <Card size="small">
        <Form<{ range: [Dayjs, Dayjs]; vehicleId?: number }>
          layout="inline"
          initialValues={{ range: [toChinaPicker(initial.startTime), toChinaPicker(initial.endTime)] }}
          onFinish={(v) => {
            setRows(null);
            setRange({
              startTime: fromChinaPicker(v.range[0].second(0).millisecond(0)),
              endTime: fromChinaPicker(v.range[1].second(59).millisecond(0)),
              ...(v.vehicleId !== undefined ? { vehicleIds: [v.vehicleId] } : {}),
            });
          }}
        >
          <Form.Item>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title || k('title')}
            </Typography.Text>
          </Form.Item>
          <Form.Item name="vehicleId" label={t('vehicleColdChain.vehicle')}>
            <VehicleFilter />
          </Form.Item>
          <Form.Item name="range" label={t('vehicleColdChain.range')} rules={[coldChainRangeRule(t)]}>
            <DatePicker.RangePicker
              allowClear={false}
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid={TEST_IDS.vehicleColdChain.overTempSearch}>
                {t('vehicleColdChain.query')}
              </Button>
              {canExport && (
                <Button
                  data-testid={TEST_IDS.vehicleColdChain.overTempExport}
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
      <Card size="small">
        <Typography.Paragraph type="secondary">{k('rule')}</Typography.Paragraph>
        {failed ? (
          <Alert type="error" showIcon message={t('vehicleColdChain.noData')} />
        ) : (
          <Table<OverTempSummaryRow>
            data-testid={TEST_IDS.vehicleColdChain.overTempTable}
            size="small"
            rowKey="vehicleId"
            loading={rows === null}
            columns={columns}
            dataSource={rows ?? []}
            bordered
            pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('vehicleColdChain.noData')} /> }}
          />
        )}
      </Card>
      {detail && <OverTempDetailDrawer target={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}

/** An optional vehicle as a form control (value and onChange come from Form.Item). */
function VehicleFilter({ value, onChange }: { value?: number; onChange?: (id: number | undefined) => void }) {
  return (
    <OverTempVehicleSelect
      value={value}
      allowClear
      onChange={(id) => onChange?.(id)}
      testId={TEST_IDS.vehicleColdChain.overTempVehicle}
    />
  );
}
