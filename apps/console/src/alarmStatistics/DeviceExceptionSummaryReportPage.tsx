import { DEVICE_EXCEPTION_TYPE, ENDPOINTS, TEST_IDS, type DeviceExceptionSummaryRow } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, Button, Card, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { routeOfMenu } from '../routes/menuTree';
import { session } from '../session/sessionState';
import {
  exceptionQueryOf,
  exceptionSearch,
  filtersOfExceptionQuery,
  type ExceptionQuery,
} from './exceptionQuery';
import { StatFilterBar } from './StatFilterBar';
import { lastWeek } from './statQuery';
import { useReportExport } from './useReportExport';
import '../alarmHandling/alarmProcessing.css';

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'done'; rows: DeviceExceptionSummaryRow[] };

const TYPES = Object.entries(DEVICE_EXCEPTION_TYPE);

/** Per vehicle: device exceptions by type, total and summed duration; a count opens the detail report. */
export function DeviceExceptionSummaryReportPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { routes } = useSnapshot(session);
  const defaults = useMemo<ExceptionQuery>(() => {
    const { bTime, eTime } = lastWeek();
    return { bTime, eTime };
  }, []);
  const [query, setQuery] = useState<ExceptionQuery>(defaults);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const exporter = useReportExport();
  const canExport = route.meta.operationIds.includes('deviceExceptionSummaryReport:export');
  const detailRoute = routeOfMenu(routes, 'deviceExceptionDetailReport');

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.deviceExceptionSummaryReport, query)
      .then((rows) => live && setLoaded({ state: 'done', rows }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'deviceExceptionSummaryReport failed', error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [query]);

  const count = (
    row: DeviceExceptionSummaryRow,
    value: number,
    types: number[] | undefined,
    column: string,
  ) => {
    if (!detailRoute || value === 0) return value;
    const target = { ...query, vehicleId: row.vehicleId, ...(types ? { exceptionTypes: types } : {}) };
    return (
      <Button
        type="link"
        size="small"
        data-testid={TEST_IDS.alarmStatistics.count(row.vehicleId, column)}
        onClick={() => void navigate(`${detailRoute.path}?${exceptionSearch(target)}`)}
      >
        {value}
      </Button>
    );
  };

  const columns: ColumnsType<DeviceExceptionSummaryRow> = [
    {
      key: 'plate',
      dataIndex: 'vehicleNo',
      title: t('alarmStatistics.exception.vehicleNo'),
      fixed: 'left',
      width: 120,
    },
    { key: 'org', dataIndex: 'orgName', title: t('alarmStatistics.exception.orgName'), width: 140 },
    ...TYPES.map(([key, type]) => ({
      key,
      title: t(`alarm.deviceExceptionType.${key}`),
      align: 'right' as const,
      render: (_: unknown, row: DeviceExceptionSummaryRow) => count(row, row.counts[type] ?? 0, [type], key),
    })),
    {
      key: 'total',
      title: t('alarmStatistics.exception.total'),
      align: 'right',
      render: (_, row) => count(row, row.total, query.exceptionTypes, 'total'),
    },
    {
      key: 'duration',
      dataIndex: 'duration',
      title: t('alarmStatistics.exception.duration'),
      align: 'right',
    },
  ];

  return (
    <div className="alarm-processing" data-testid={TEST_IDS.alarmStatistics.exceptionSummary}>
      <Card size="small">
        <StatFilterBar
          kind="exception"
          initial={filtersOfExceptionQuery(query)}
          defaults={filtersOfExceptionQuery(defaults)}
          onSearch={(f) => {
            setLoaded({ state: 'loading' });
            setQuery(exceptionQueryOf(f));
          }}
        />
      </Card>
      <Card size="small" className="alarm-processing__table">
        <div className="alarm-processing__toolbar">
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('alarmStatistics.exception.summaryTitle')}
          </Typography.Text>
          <Space>
            {canExport && (
              <Button
                data-testid={TEST_IDS.alarmStatistics.export}
                loading={exporter.exporting}
                onClick={() =>
                  void exporter.run(() => api.blob(ENDPOINTS.exportDeviceExceptionSummaryReport, query))
                }
              >
                {t('alarmStatistics.filter.export')}
              </Button>
            )}
          </Space>
        </div>
        {loaded.state === 'failed' ? (
          <Alert type="error" showIcon message={t('alarmStatistics.loadFailed')} />
        ) : (
          <Table<DeviceExceptionSummaryRow>
            data-testid={TEST_IDS.alarmStatistics.exceptionSummaryTable}
            size="small"
            rowKey="vehicleId"
            loading={loaded.state === 'loading'}
            columns={columns}
            dataSource={loaded.state === 'done' ? loaded.rows : []}
            pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('alarmStatistics.analysis.empty')} /> }}
          />
        )}
      </Card>
    </div>
  );
}
