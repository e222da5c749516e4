import {
  formatChinaTime,
  SITE_ALARM_MAX_DAYS,
  TEMPERATURE_ALARM,
  TEST_IDS,
  type SiteAlarmRow,
  type SiteAlarmSummaryAnswer,
  type SiteAlarmSummaryRow,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, App, Button, Card, DatePicker, Drawer, Empty, Form, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { lastWeek } from '../alarmStatistics/statQuery';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import type { SiteKindConfig } from './siteKindConfig';
import './site.css';

interface Range {
  bTime: number;
  eTime: number;
}
type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: SiteAlarmSummaryAnswer };
/** A count's detail: the site and the type (undefined: every type). */
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

interface AlarmDetailProps {
  config: SiteKindConfig;
  range: Range;
  cell: Cell;
  onClose: () => void;
}

function AlarmDetail({ config, range, cell, onClose }: AlarmDetailProps) {
  const { t } = useTranslation('warehouse');
  const { words, ids } = config;
  const detailEndpoint = config.endpoints.detail;
  const [page, setPage] = useState({ curPage: 1, pageSize: 10 });
  const [rows, setRows] = useState<{ data: SiteAlarmRow[]; totalRecords: number } | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(detailEndpoint, {
        ...range,
        siteId: cell.siteId,
        ...(cell.secondType ? { secondType: cell.secondType } : {}),
        ...page,
      })
      .then((r) => live && setRows(r))
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'site alarm detail failed', error);
      });
    return () => {
      live = false;
    };
  }, [detailEndpoint, range, cell, page]);
  const typeName = (secondType: number) =>
    t(secondType === TEMPERATURE_ALARM.high ? 'alarm.temperatureAlarm.high' : 'alarm.temperatureAlarm.low');
  const columns: ColumnsType<SiteAlarmRow> = [
    { key: 'point', title: t(words.point), dataIndex: 'pointName' },
    { key: 'type', title: t(words.type), render: (_, r) => typeName(r.secondType) },
    {
      key: 'begin',
      title: t(words.begin),
      render: (_, r) => formatChinaTime(r.beginTime),
    },
    {
      key: 'end',
      title: t(words.end),
      render: (_, r) => (r.endTime === null ? t(words.ongoing) : formatChinaTime(r.endTime)),
    },
  ];
  return (
    <Drawer
      open
      size={760}
      onClose={onClose}
      title={t(words.detailTitle, {
        site: cell.name,
        type: cell.secondType ? typeName(cell.secondType) : t(words.allTypes),
      })}
    >
      <Table<SiteAlarmRow>
        data-testid={ids.alarmDetail}
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
    </Drawer>
  );
}

/**
 * A site kind's alarm summary (warehouses: `storageAlarmSummary`, stores: `storeWarningSummary`): each site's
 * temperature alarms in a range (China days, at most 31) counted by type; a count opens exactly those alarms in a
 * drawer. Export (.xlsx) needs the page's export operation.
 */
export function SiteAlarmSummary({ route, config }: { route: MenuRoute; config: SiteKindConfig }) {
  const { t } = useTranslation('warehouse');
  const { words, ids } = config;
  const summaryEndpoint = config.endpoints.summary;
  const { message } = App.useApp();
  const initial = useMemo(() => lastWeek(), []);
  const [range, setRange] = useState<Range>(initial);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [cell, setCell] = useState<Cell | null>(null);
  const [exporting, setExporting] = useState(false);
  const canExport = route.meta.operationIds.includes(config.exportOperation);

  useEffect(() => {
    let live = true;
    api
      .call(summaryEndpoint, range)
      .then((data) => live && setLoaded({ state: 'done', data }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'site alarm summary failed', error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [summaryEndpoint, range]);

  const exportFile = async () => {
    setExporting(true);
    try {
      await api.blob(config.endpoints.export, range);
      void message.success(t('alarmStatistics.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'site alarm export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const count = (row: SiteAlarmSummaryRow, key: (typeof COUNTS)[number]['key'], secondType?: 1 | 2) => {
    const value = row[key];
    if (value === 0) return value;
    return (
      <Button
        type="link"
        size="small"
        data-testid={ids.alarmCount(row.siteId, key)}
        onClick={() => setCell({ siteId: row.siteId, name: row.name, ...(secondType ? { secondType } : {}) })}
      >
        {value}
      </Button>
    );
  };

  const columns: ColumnsType<SiteAlarmSummaryRow> = [
    { key: 'name', title: t(words.site), dataIndex: 'name', width: 220 },
    {
      key: 'department',
      title: t(words.department),
      dataIndex: 'departmentName',
      width: 160,
    },
    ...COUNTS.map(({ key, secondType }) => ({
      key,
      title:
        key === 'total'
          ? t(words.total)
          : t(key === 'high' ? 'alarm.temperatureAlarm.high' : 'alarm.temperatureAlarm.low'),
      align: 'right' as const,
      width: 110,
      render: (_: unknown, row: SiteAlarmSummaryRow) => count(row, key, secondType),
    })),
  ];

  const rangeRule = {
    validator: (_: unknown, value: [Dayjs, Dayjs] | undefined) => {
      if (!value) return Promise.reject(new Error(t('validation.dateRequired')));
      if (value[1].diff(value[0], 'day') >= SITE_ALARM_MAX_DAYS)
        return Promise.reject(new Error(t('validation.dateSpanDays', { max: SITE_ALARM_MAX_DAYS })));
      return Promise.resolve();
    },
  };

  const data = loaded.state === 'done' ? loaded.data : null;
  return (
    <div className="site-report" data-testid={ids.alarmSummary}>
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
              {route.meta.title || t(words.summaryTitle)}
            </Typography.Text>
          </Form.Item>
          <Form.Item name="range" label={t(words.range)} rules={[rangeRule]}>
            <DatePicker.RangePicker allowClear={false} format="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid={ids.alarmSearch}>
                {t(words.query)}
              </Button>
              {canExport && (
                <Button data-testid={ids.alarmExport} loading={exporting} onClick={() => void exportFile()}>
                  {t(words.export)}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        {loaded.state === 'failed' ? (
          <Alert type="error" showIcon message={t(words.empty)} />
        ) : (
          <Table<SiteAlarmSummaryRow>
            data-testid={ids.alarmSummaryTable}
            size="small"
            rowKey="siteId"
            loading={loaded.state === 'loading'}
            columns={columns}
            dataSource={data?.rows ?? []}
            pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t(words.empty)} /> }}
            summary={() =>
              data && data.rows.length > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <Typography.Text strong>{t(words.total)}</Typography.Text>
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
      {cell && <AlarmDetail config={config} range={range} cell={cell} onClose={() => setCell(null)} />}
    </div>
  );
}
