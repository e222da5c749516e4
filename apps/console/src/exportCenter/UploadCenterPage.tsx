import {
  ENDPOINTS,
  IMPORT_RECORD_FAILURES_KEPT,
  TEST_IDS,
  formatChinaTime,
  type ImportRecord,
  type Page,
} from '@roadwatch/core';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, List, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { useLoaded } from '../personalize/useLoaded';
import type { PageProps } from '../routes/pageRegistry';

const ids = TEST_IDS.uploadCenter;
const k = (key: string) => `exportCenter.uploads.${key}`;
const STATE_COLOURS = {
  succeeded: 'success',
  partly: 'warning',
  failed: 'error',
  cancelled: 'default',
} as const;

/** The rows a commit refused, with their reasons (a record keeps the first ones). */
function Failures({ record }: { record: ImportRecord }) {
  const { t } = useTranslation('exportCenter');
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <List
        size="small"
        dataSource={record.failures}
        renderItem={(f) => (
          <List.Item>
            <Typography.Text strong>{t(k('row'), { rowNo: f.rowNo })}</Typography.Text>
            <Typography.Text type="danger">{f.message}</Typography.Text>
          </List.Item>
        )}
      />
      {record.rowsFailed > record.failures.length && (
        <Typography.Text type="secondary">
          {t(k('moreFailures'), { count: IMPORT_RECORD_FAILURES_KEPT })}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * The upload centre (`uploadCenter`): the caller's committed spreadsheet imports, newest first — which page and
 * file, how many rows were written of those chosen, and the rows refused while writing with their reasons.
 */
export function UploadCenterPage({ route }: PageProps) {
  const { t } = useTranslation('exportCenter');
  const [page, setPage] = useState({ curPage: 1, pageSize: 20 });
  const load = useCallback(() => api.call(ENDPOINTS.importRecordList, page), [page]);
  const [loaded, reload] = useLoaded<Page<ImportRecord>>(load, 'import records');
  const columns = useMemo<TableProps<ImportRecord>['columns']>(
    () => [
      { key: 'page', title: t(k('page')), dataIndex: 'pageName', width: 160 },
      { key: 'file', title: t(k('file')), dataIndex: 'fileName', ellipsis: { showTitle: true } },
      {
        key: 'state',
        title: t(k('state')),
        width: 130,
        render: (_, r) => (
          <Tag color={STATE_COLOURS[r.state]} data-testid={ids.state(r.id)}>
            {t(k(`states.${r.state}`))}
          </Tag>
        ),
      },
      {
        key: 'rows',
        title: t(k('rows')),
        width: 240,
        render: (_, r) => (
          <Space size="small" wrap>
            <span>{t(k('rowsOf'), { written: r.rowsWritten, chosen: r.rowsChosen })}</span>
            {r.rowsFailed > 0 && (
              <Typography.Text type="danger">{t(k('failed'), { count: r.rowsFailed })}</Typography.Text>
            )}
          </Space>
        ),
      },
      {
        key: 'startedAt',
        title: t(k('startedAt')),
        width: 170,
        render: (_, r) => formatChinaTime(r.startedAt),
      },
      {
        key: 'finishedAt',
        title: t(k('finishedAt')),
        width: 170,
        render: (_, r) => formatChinaTime(r.finishedAt),
      },
    ],
    [t],
  );
  const data = loaded.state === 'ready' ? loaded.value : null;
  return (
    <Card
      className="shell-page"
      title={<span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>}
      extra={
        <Button icon={<ReloadOutlined />} onClick={reload} data-testid={ids.refresh}>
          {t('exportCenter.refresh')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t(k('hint'))} />
        {loaded.state === 'failed' && <Alert type="error" showIcon message={t(k('loadFailed'))} />}
        <Table<ImportRecord>
          rowKey="id"
          size="middle"
          data-testid={ids.table}
          loading={loaded.state === 'loading'}
          columns={columns}
          dataSource={data?.data ?? []}
          locale={{ emptyText: t(k('empty')) }}
          expandable={{
            rowExpandable: (r) => r.failures.length > 0,
            expandedRowRender: (r) => <Failures record={r} />,
          }}
          pagination={{
            current: page.curPage,
            pageSize: page.pageSize,
            total: data?.totalRecords ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (curPage, pageSize) => setPage({ curPage, pageSize }),
          }}
        />
      </Space>
    </Card>
  );
}
