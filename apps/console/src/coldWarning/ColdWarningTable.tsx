import {
  ENDPOINTS,
  LIMITS,
  TEST_IDS,
  formatChinaTime,
  type ColdWarningKind,
  type ColdWarningRow,
} from '@roadwatch/core';
import { Table, Tag } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

const ids = TEST_IDS.coldWarning;
const k = (key: string) => `coldWarning.${key}`;
const time = (v: number | null) => (v === null ? '—' : formatChinaTime(v));

/**
 * Early warnings of one kind (one rule's with `ruleId`), newest first and paged by the server: when each was
 * raised, the crossing it predicted, the actual crossing and the lead between warning and crossing.
 */
export function ColdWarningTable({
  kind,
  ruleId,
  unacknowledged,
  reload,
  selection,
}: {
  kind: ColdWarningKind;
  ruleId?: number;
  unacknowledged?: boolean;
  /** Changes when the list should be read again (a live warning, an acknowledgement). */
  reload: number;
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
}) {
  const { t } = useTranslation(['coldWarning', 'grid']);
  const [page, setPage] = useState({ curPage: 1, pageSize: LIMITS.pageSizeOptions[1] as number });
  const [data, setData] = useState<{ rows: ColdWarningRow[]; total: number; loading: boolean }>({
    rows: [],
    total: 0,
    loading: true,
  });

  useEffect(() => {
    let live = true;
    const query = {
      ...(ruleId !== undefined ? { ruleId } : {}),
      ...(unacknowledged ? { unacknowledged } : {}),
      ...page,
    };
    const call =
      kind === 'sentinel'
        ? api.call(ENDPOINTS.sentinelWarningList, query)
        : api.call(ENDPOINTS.storePredictionReminders, query);
    call
      .then((result) => {
        if (live) setData({ rows: result.data, total: result.totalRecords, loading: false });
      })
      .catch((error: unknown) => logError('pageLoad', 'cold warnings failed', error));
    return () => {
      live = false;
    };
  }, [kind, ruleId, unacknowledged, page, reload]);

  const rowSelection: TableRowSelection<ColdWarningRow> | undefined = selection && {
    selectedRowKeys: selection.selected,
    onChange: (keys) => selection.onChange(keys.map(Number)),
  };

  return (
    <Table<ColdWarningRow>
      rowKey="id"
      size="small"
      data-testid={ids.warningsTable}
      loading={data.loading}
      dataSource={data.rows}
      rowSelection={rowSelection}
      scroll={{ x: 1300 }}
      locale={{ emptyText: t(k('empty')) }}
      onRow={(row) => ({ 'data-testid': ids.row(row.pointId, row.endReason ?? 'open') }) as never}
      pagination={{
        current: page.curPage,
        pageSize: page.pageSize,
        total: data.total,
        showSizeChanger: true,
        pageSizeOptions: LIMITS.pageSizeOptions.map(String),
        showTotal: (total) => t('grid.pager.total', { total }),
        onChange: (curPage, pageSize) => setPage({ curPage, pageSize }),
      }}
      columns={[
        { title: t(k('warnedAt')), dataIndex: 'warnedAt', width: 170, render: time },
        { title: t(k('rule')), dataIndex: 'ruleName', width: 130 },
        { title: t(k('site')), dataIndex: 'siteName', width: 130 },
        { title: t(k('point')), dataIndex: 'pointName', width: 110 },
        {
          title: t(k('side')),
          dataIndex: 'side',
          width: 70,
          render: (side: ColdWarningRow['side']) => (
            <Tag color={side === 'high' ? 'red' : 'blue'}>
              {t(k(side === 'high' ? 'warnHigh' : 'warnLow'))}
            </Tag>
          ),
        },
        { title: t(k('limitC')), dataIndex: 'limitC', width: 90 },
        { title: t(k('valueC')), dataIndex: 'valueC', width: 120 },
        {
          title: t(k('slope')),
          dataIndex: 'slopeCPerMin',
          width: 120,
          render: (v: number) => v.toFixed(2),
        },
        { title: t(k('predictedAt')), dataIndex: 'predictedAt', width: 170, render: time },
        { title: t(k('crossedAt')), dataIndex: 'crossedAt', width: 170, render: time },
        {
          title: t(k('lead')),
          dataIndex: 'leadMs',
          width: 100,
          render: (v: number | null) =>
            v === null
              ? '—'
              : v < 60_000
                ? t(k('leadSeconds'), { n: Math.round(v / 1_000) })
                : t(k('leadMinutes'), { n: (v / 60_000).toFixed(1) }),
        },
        {
          title: t(k('endReason')),
          dataIndex: 'endReason',
          width: 110,
          render: (reason: ColdWarningRow['endReason']) =>
            reason === null ? (
              <Tag color="orange">{t(k('live'))}</Tag>
            ) : (
              <Tag color={reason === 'crossed' ? 'red' : 'default'}>{t(k(`reasons.${reason}`))}</Tag>
            ),
        },
        ...(kind === 'storePrediction'
          ? [
              {
                title: t(k('acknowledgedBy')),
                dataIndex: 'acknowledgedBy',
                width: 110,
                render: (v: string | null) => v ?? '—',
              },
            ]
          : []),
      ]}
    />
  );
}
