import {
  chinaDayStart,
  chinaTodayRange,
  DAY_MS,
  ENDPOINTS,
  INCUBATOR_REPORT_MAX_DAYS,
  TEST_IDS,
  type IncubatorReportRow,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button, Card, DatePicker, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { useViewCall } from '../warehouse/useViewCall';
import './incubator.css';

interface ReportQuery {
  startTime: number;
  endTime: number;
  keyword?: string;
}

const degrees = (v: number | null) => (v === null ? '—' : v.toFixed(2));

/**
 * Incubator report (`incubatorReport`): per incubator over whole China days, its readings, lowest, highest and
 * mean, the minutes out of its model's range and the alarms begun; .xlsx export with the export operation.
 */
export function IncubatorReportView({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('incubator');
  const { message } = App.useApp();
  const [query, setQuery] = useState<ReportQuery>(() => {
    const today = chinaTodayRange(Date.now());
    return { startTime: today.bTime - 6 * DAY_MS, endTime: today.bTime + DAY_MS };
  });
  const [keyword, setKeyword] = useState('');
  const [exporting, setExporting] = useState(false);
  const canExport = route.meta.operationIds.includes('incubatorReport:export');
  const loaded = useViewCall(
    () => api.call(ENDPOINTS.incubatorReport, query),
    JSON.stringify(query),
    'incubator report failed',
  );
  const rows = loaded.state === 'done' ? loaded.data : [];

  const exportFile = async () => {
    setExporting(true);
    try {
      await api.blob(ENDPOINTS.exportIncubatorReport, query);
      void message.success(t('alarmStatistics.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'incubator report export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<IncubatorReportRow> = [
    { key: 'code', title: t('incubator.report.code'), dataIndex: 'code', width: 110, fixed: 'left' },
    { key: 'name', title: t('incubator.report.name'), dataIndex: 'name', width: 150 },
    { key: 'model', title: t('incubator.report.modelName'), dataIndex: 'modelName', width: 170 },
    {
      key: 'kind',
      title: t('incubator.report.kind'),
      width: 90,
      render: (_, r) => (
        <Tag color={r.kind === 'iceRaft' ? 'blue' : 'cyan'}>{t(`incubator.kinds.${r.kind}`)}</Tag>
      ),
    },
    {
      key: 'limits',
      title: t('incubator.report.limits'),
      width: 110,
      render: (_, r) => `${r.minC} ~ ${r.maxC}`,
    },
    {
      key: 'readings',
      title: t('incubator.report.readings'),
      align: 'right',
      width: 100,
      dataIndex: 'readings',
    },
    {
      key: 'low',
      title: t('incubator.report.lowestC'),
      align: 'right',
      width: 100,
      render: (_, r) => degrees(r.lowestC),
    },
    {
      key: 'high',
      title: t('incubator.report.highestC'),
      align: 'right',
      width: 100,
      render: (_, r) => degrees(r.highestC),
    },
    {
      key: 'mean',
      title: t('incubator.report.meanC'),
      align: 'right',
      width: 100,
      render: (_, r) => degrees(r.meanC),
    },
    {
      key: 'out',
      title: t('incubator.report.outOfRangeMinutes'),
      align: 'right',
      width: 140,
      render: (_, r) =>
        r.outOfRangeMinutes > 0 ? <span className="incubator-excursion">{r.outOfRangeMinutes}</span> : 0,
    },
    { key: 'alarms', title: t('incubator.report.alarms'), align: 'right', width: 100, dataIndex: 'alarms' },
  ];

  return (
    <div className="incubator-page" data-testid={TEST_IDS.incubator.report}>
      <Card size="small">
        <Space wrap>
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('incubator.report.title')}
          </Typography.Text>
          <Typography.Text>{t('incubator.report.days')}</Typography.Text>
          <DatePicker.RangePicker
            data-testid={TEST_IDS.incubator.range}
            allowClear={false}
            format="YYYY-MM-DD"
            value={[toChinaPicker(query.startTime), toChinaPicker(query.endTime - 1)]}
            onChange={(days) => {
              const [from, to] = days ?? [];
              if (!from || !to) return;
              const startTime = chinaDayStart(fromChinaPicker(from.startOf('day')));
              const endTime = Math.min(
                chinaDayStart(fromChinaPicker(to.startOf('day'))) + DAY_MS,
                startTime + INCUBATOR_REPORT_MAX_DAYS * DAY_MS,
              );
              setQuery((q) => ({ ...q, startTime, endTime }));
            }}
          />
          <Input.Search
            allowClear
            maxLength={32}
            style={{ width: 220 }}
            placeholder={t('incubator.report.keywordHint')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) =>
              setQuery((q) => ({
                startTime: q.startTime,
                endTime: q.endTime,
                ...(v.trim() ? { keyword: v.trim() } : {}),
              }))
            }
          />
          {canExport && (
            <Button
              data-testid={TEST_IDS.incubator.reportExport}
              loading={exporting}
              disabled={rows.length === 0}
              onClick={() => void exportFile()}
            >
              {t('incubator.report.export')}
            </Button>
          )}
        </Space>
      </Card>
      <Card size="small">
        <Table<IncubatorReportRow>
          data-testid={TEST_IDS.incubator.reportTable}
          size="small"
          rowKey="incubatorId"
          loading={loaded.state === 'loading'}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty /> }}
          pagination={false}
        />
      </Card>
    </div>
  );
}
