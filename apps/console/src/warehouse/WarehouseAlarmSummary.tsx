import {
  ENDPOINTS,
  formatChinaTime,
  TEMPERATURE_ALARM,
  TEST_IDS,
  WAREHOUSE_ALARM_MAX_DAYS,
  type WarehouseAlarmRow,
  type WarehouseAlarmSummaryAnswer,
  type WarehouseAlarmSummaryRow,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Modal, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { lastWeek } from '../alarmStatistics/statQuery';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import './warehouse.css';

interface Range {
  bTime: number;
  eTime: number;
}
type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: WarehouseAlarmSummaryAnswer };
/** A count's detail: the warehouse and the type (undefined: every type). */
interface Cell {
  siteId: number;
  name: string;
  secondType?: 1 | 2;
}

const COUNTS = [
  { key: 'high', secondType: TEMPERATURE_ALARM.high },
  { key: 'low', secondType: TEMPERATURE_ALARM.low },
  { key: 'total', secondType: undefined },
] as const;

function AlarmDetail({ range, cell, onClose }: { range: Range; cell: Cell; onClose: () => void }) {
  const { t } = useTranslation('warehouse');
  const [page, setPage] = useState({ curPage: 1, pageSize: 10 });
  const [rows, setRows] = useState<{ data: WarehouseAlarmRow[]; totalRecords: number } | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.warehouseAlarmDetail, {
        ...range,
        siteId: cell.siteId,
        ...(cell.secondType ? { secondType: cell.secondType } : {}),
        ...page,
      })
      .then((r) => live && setRows(r))
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'warehouse alarm detail failed', error);
      });
    return () => {
      live = false;
    };
  }, [range, cell, page]);
  const typeName = (secondType: number) =>
    t(secondType === TEMPERATURE_ALARM.high ? 'alarm.temperatureAlarm.high' : 'alarm.temperatureAlarm.low');
  const columns: ColumnsType<WarehouseAlarmRow> = [
    { key: 'point', title: t('warehouse.alarmSummary.point'), dataIndex: 'pointName' },
    { key: 'type', title: t('warehouse.alarmSummary.type'), render: (_, r) => typeName(r.secondType) },
    {
      key: 'begin',
      title: t('warehouse.alarmSummary.begin'),
      render: (_, r) => formatChinaTime(r.beginTime),
    },
    {
      key: 'end',
      title: t('warehouse.alarmSummary.end'),
      render: (_, r) =>
        r.endTime === null ? t('warehouse.alarmSummary.ongoing') : formatChinaTime(r.endTime),
    },
  ];
  return (
    <Modal
      open
      width={760}
      footer={null}
      onCancel={onClose}
      title={t('warehouse.alarmSummary.detailTitle', {
        warehouse: cell.name,
        type: cell.secondType ? typeName(cell.secondType) : t('warehouse.alarmSummary.allTypes'),
      })}
    >
      <Table<WarehouseAlarmRow>
        data-testid={TEST_IDS.warehouse.alarmDetail}
        size="small"
        rowKey="guid"
        loading={rows === null}
        columns={columns}
        dataSource={rows?.data ?? []}
        pagination={{
          current: page.curPage,
          pageSize: page.pageSize,
          total: rows?.totalRecords ?? 0,
          onChange: (curPage, pageSize) => setPage({ curPage, pageSize }),
        }}
      />
    </Modal>
  );
}

/**
 * Warehouse alarm summary (`storageAlarmSummary`): each warehouse's temperature alarms in a range (China days, at
 * most 31) counted by type; a count opens exactly those alarms. Export (.xlsx) needs the export operation.
 */
export function WarehouseAlarmSummary({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('warehouse');
  const { message } = App.useApp();
  const initial = useMemo(() => lastWeek(), []);
  const [range, setRange] = useState<Range>(initial);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [cell, setCell] = useState<Cell | null>(null);
  const [exporting, setExporting] = useState(false);
  const canExport = route.meta.operationIds.includes('storageAlarmSummary:export');

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.warehouseAlarmSummary, range)
      .then((data) => live && setLoaded({ state: 'done', data }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'warehouse alarm summary failed', error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [range]);

  const exportFile = async () => {
    setExporting(true);
    try {
      await api.blob(ENDPOINTS.exportWarehouseAlarmSummary, range);
      void message.success(t('alarmStatistics.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'warehouse alarm export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const count = (row: WarehouseAlarmSummaryRow, key: (typeof COUNTS)[number]['key'], secondType?: 1 | 2) => {
    const value = row[key];
    if (value === 0) return value;
    return (
      <Button
        type="link"
        size="small"
        data-testid={TEST_IDS.warehouse.alarmCount(row.siteId, key)}
        onClick={() => setCell({ siteId: row.siteId, name: row.name, ...(secondType ? { secondType } : {}) })}
      >
        {value}
      </Button>
    );
  };

  const columns: ColumnsType<WarehouseAlarmSummaryRow> = [
    { key: 'name', title: t('warehouse.alarmSummary.warehouse'), dataIndex: 'name', width: 220 },
    {
      key: 'department',
      title: t('warehouse.alarmSummary.department'),
      dataIndex: 'departmentName',
      width: 160,
    },
    ...COUNTS.map(({ key, secondType }) => ({
      key,
      title:
        key === 'total'
          ? t('warehouse.alarmSummary.total')
          : t(key === 'high' ? 'alarm.temperatureAlarm.high' : 'alarm.temperatureAlarm.low'),
      align: 'right' as const,
      width: 110,
      render: (_: unknown, row: WarehouseAlarmSummaryRow) => count(row, key, secondType),
    })),
  ];

  const rangeRule = {
    validator: (_: unknown, value: [Dayjs, Dayjs] | undefined) => {
      if (!value) return Promise.reject(new Error(t('validation.dateRequired')));
      if (value[1].diff(value[0], 'day') >= WAREHOUSE_ALARM_MAX_DAYS)
        return Promise.reject(new Error(t('validation.dateSpanDays', { max: WAREHOUSE_ALARM_MAX_DAYS })));
      return Promise.resolve();
    },
  };

  const data = loaded.state === 'done' ? loaded.data : null;
  return (
    <div className="warehouse-report" data-testid={TEST_IDS.warehouse.alarmSummary}>
      <Card size="small">
        <Form<{ range: [Dayjs, Dayjs] }>
          layout="inline"
          initialValues={{ range: [toChinaPicker(initial.bTime), toChinaPicker(initial.eTime)] }}
          onFinish={(v) => {
            setLoaded({ state: 'loading' });
            setRange({
              bTime: fromChinaPicker(v.range[0].startOf('day')),
              eTime: fromChinaPicker(v.range[1].endOf('day').millisecond(0)),
            });
          }}
        >
          <Form.Item>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title || t('warehouse.alarmSummary.title')}
            </Typography.Text>
          </Form.Item>
          <Form.Item name="range" label={t('warehouse.alarmSummary.range')} rules={[rangeRule]}>
            <DatePicker.RangePicker allowClear={false} format="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid={TEST_IDS.warehouse.alarmSearch}>
                {t('warehouse.alarmSummary.query')}
              </Button>
              {canExport && (
                <Button
                  data-testid={TEST_IDS.warehouse.alarmExport}
                  loading={exporting}
                  onClick={() => void exportFile()}
                >
                  {t('warehouse.alarmSummary.export')}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        {loaded.state === 'failed' ? (
          <Alert type="error" showIcon message={t('warehouse.alarmSummary.empty')} />
        ) : (
          <Table<WarehouseAlarmSummaryRow>
            data-testid={TEST_IDS.warehouse.alarmSummaryTable}
            size="small"
            rowKey="siteId"
            loading={loaded.state === 'loading'}
            columns={columns}
            dataSource={data?.rows ?? []}
            pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('warehouse.alarmSummary.empty')} /> }}
            summary={() =>
              data && data.rows.length > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <Typography.Text strong>{t('warehouse.alarmSummary.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  {COUNTS.map(({ key }, i) => (
                    <Table.Summary.Cell key={key} index={i + 2} align="right">
                      {data.totals[key]}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              ) : null
            }
          />
        )}
      </Card>
      {cell && <AlarmDetail range={range} cell={cell} onClose={() => setCell(null)} />}
    </div>
  );
}
