import { ENDPOINTS, TEST_IDS, type DeviceExceptionReportRow } from '@roadwatch/core';
import type { ColDef } from 'ag-grid-community';
import { Alert, Button, Card, Empty, Space, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../app/api';
import { ServerGrid } from '../grid/ServerGrid';
import type { MenuRoute } from '../routes/menuRoute';
import {
  exceptionQueryFromSearch,
  exceptionQueryOf,
  filtersOfExceptionQuery,
  type ExceptionQuery,
} from './exceptionQuery';
import { StatFilterBar } from './StatFilterBar';
import { lastWeek } from './statQuery';
import { useReportExport } from './useReportExport';
import '../alarmHandling/alarmProcessing.css';
import './alarmStatistics.css';

const FIELDS = [
  ['vehicleNo', 120],
  ['orgName', 140],
  ['equipmentTypeName', 150],
  ['alarmStatusName', 100],
  ['handleTypeName', 120],
  ['bTimeStr', 170],
  ['eTimeStr', 170],
  ['duration', 110],
  ['bPlaceName', 190],
  ['ePlaceName', 190],
  ['reasonText', 200],
] as const;

/** Device exceptions of the range, server-paged, newest first, with export. */
export function DeviceExceptionDetailReportPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const defaults = useMemo<ExceptionQuery>(() => {
    const { bTime, eTime } = lastWeek();
    return { bTime, eTime };
  }, []);
  const [query, setQuery] = useState<ExceptionQuery>(() => exceptionQueryFromSearch(search, defaults));
  const [total, setTotal] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const exporter = useReportExport();
  const canExport = route.meta.operationIds.includes('deviceExceptionDetailReport:export');

  const columns = useMemo<ColDef<DeviceExceptionReportRow>[]>(
    () =>
      FIELDS.map(([field, width], i) => ({
        field,
        width,
        headerName: t(`alarmStatistics.exception.${field}`),
        ...(i === 0 ? { pinned: 'left' as const } : {}),
        ...(field === 'reasonText' ? { flex: 1, tooltipField: 'reasonText' as const } : {}),
      })),
    [t],
  );
  const fetchPage = useCallback(
    (pageParamVO: { curPage: number; pageSize: number }) =>
      api.call(ENDPOINTS.deviceExceptionDetailReport, { ...query, pageParamVO }),
    [query],
  );

  return (
    <div className="alarm-processing" data-testid={TEST_IDS.alarmStatistics.exceptionDetail}>
      <Card size="small">
        <StatFilterBar
          kind="exception"
          initial={filtersOfExceptionQuery(query)}
          defaults={filtersOfExceptionQuery(defaults)}
          onSearch={(f) => {
            setFailed(false);
            setTotal(null);
            setQuery(exceptionQueryOf(f));
          }}
        />
      </Card>
      <Card size="small" className="alarm-processing__table">
        <div className="alarm-processing__toolbar">
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('alarmStatistics.exception.detailTitle')}
          </Typography.Text>
          <Space>
            {canExport && (
              <Button
                data-testid={TEST_IDS.alarmStatistics.export}
                loading={exporter.exporting}
                disabled={total === 0}
                onClick={() =>
                  void exporter.run(() => api.blob(ENDPOINTS.exportDeviceExceptionDetailReport, query))
                }
              >
                {t('alarmStatistics.filter.export')}
              </Button>
            )}
          </Space>
        </div>
        {failed && <Alert type="error" showIcon message={t('alarmStatistics.loadFailed')} />}
        {total === 0 && <Empty description={t('alarmStatistics.analysis.empty')} />}
        <ServerGrid<DeviceExceptionReportRow>
          key={JSON.stringify(query)}
          className="alarm-stat__grid"
          columns={columns}
          fetchPage={fetchPage}
          testIds={{
            grid: TEST_IDS.alarmStatistics.exceptionGrid,
            pager: TEST_IDS.alarmStatistics.exceptionPager,
          }}
          rowId={(row) => row.guid}
          onApi={() => undefined}
          onTotal={setTotal}
          onLoadError={() => setFailed(true)}
        />
      </Card>
    </div>
  );
}
