import {
  ENDPOINTS,
  EXPORT_JOB_FINISHED,
  formatChinaTime,
  TEST_IDS,
  type ExportJob,
  type ExportJobState,
} from '@roadwatch/core';
import { Button, Popconfirm, Progress, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { ExportJobs } from './useExportJobs';

const ids = TEST_IDS.exportCenter;
const PAGE_SIZES = [10, 20, 50, 100];
const STATE_COLOURS: Record<ExportJobState, string> = {
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'warning',
};

/** 1,234,567 bytes → "1.2 MB". */
export function fileSizeText(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ExportJobsTableProps {
  jobs: ExportJobs;
  emptyText: string;
}

/** The export jobs with their state and progress; download, cancel (confirmed) and delete (confirmed). */
export function ExportJobsTable({ jobs, emptyText }: ExportJobsTableProps) {
  const { t } = useTranslation('exportCenter');
  const [busy, setBusy] = useState<number | null>(null);

  const act = async (id: number, work: () => Promise<unknown>) => {
    setBusy(id);
    try {
      await work();
    } catch {
      // Refusals were toasted by the client.
    } finally {
      setBusy(null);
      jobs.reload();
    }
  };

  const progress = (job: ExportJob) => {
    if (job.state === 'succeeded') return t('exportCenter.rows', { done: job.rowsDone.toLocaleString() });
    if (job.state !== 'running') return job.failure ?? '';
    if (!job.rowsTotal) return t('exportCenter.rows', { done: job.rowsDone.toLocaleString() });
    return (
      <Space direction="vertical" size={0} style={{ width: '100%' }}>
        <Progress percent={Math.floor((job.rowsDone / job.rowsTotal) * 100)} size="small" />
        <Typography.Text type="secondary">
          {t('exportCenter.rowsOf', {
            done: job.rowsDone.toLocaleString(),
            total: job.rowsTotal.toLocaleString(),
          })}
        </Typography.Text>
      </Space>
    );
  };

  const columns: TableProps<ExportJob>['columns'] = [
    {
      key: 'title',
      title: t('exportCenter.columns.title'),
      dataIndex: 'title',
      ellipsis: { showTitle: true },
    },
    {
      key: 'format',
      title: t('exportCenter.columns.format'),
      width: 90,
      render: (_, job) => t(`exportCenter.formats.${job.format}`),
    },
    {
      key: 'state',
      title: t('exportCenter.columns.state'),
      width: 110,
      render: (_, job) => <Tag color={STATE_COLOURS[job.state]}>{t(`exportCenter.states.${job.state}`)}</Tag>,
    },
    {
      key: 'progress',
      title: t('exportCenter.columns.progress'),
      width: 130,
      render: (_, job) => progress(job),
    },
    {
      key: 'size',
      title: t('exportCenter.columns.size'),
      width: 100,
      render: (_, job) => fileSizeText(job.fileSize),
    },
    {
      key: 'createdAt',
      title: t('exportCenter.columns.createdAt'),
      width: 160,
      render: (_, job) => formatChinaTime(job.createdAt),
    },
    {
      key: 'expiresAt',
      title: t('exportCenter.columns.expiresAt'),
      width: 160,
      render: (_, job) => (job.expiresAt ? formatChinaTime(job.expiresAt) : ''),
    },
    {
      key: 'actions',
      title: t('exportCenter.columns.actions'),
      width: 150,
      render: (_, job) => (
        <Space size="small">
          {job.state === 'succeeded' && (
            <Button
              type="link"
              size="small"
              data-testid={ids.download(job.id)}
              loading={busy === job.id}
              onClick={() => void act(job.id, () => api.blob(ENDPOINTS.exportJobDownload, { id: job.id }))}
            >
              {t('exportCenter.download')}
            </Button>
          )}
          {!EXPORT_JOB_FINISHED.has(job.state) && (
            <Popconfirm
              title={t('exportCenter.confirmCancel')}
              onConfirm={() => act(job.id, () => api.call(ENDPOINTS.exportJobCancel, { id: job.id }))}
            >
              <Button type="link" size="small" danger data-testid={ids.cancel(job.id)}>
                {t('exportCenter.cancel')}
              </Button>
            </Popconfirm>
          )}
          {EXPORT_JOB_FINISHED.has(job.state) && (
            <Popconfirm
              title={t('exportCenter.confirmDelete')}
              onConfirm={() => act(job.id, () => api.call(ENDPOINTS.exportJobDelete, { id: job.id }))}
            >
              <Button type="link" size="small" danger data-testid={ids.delete(job.id)}>
                {t('exportCenter.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<ExportJob>
      data-testid={ids.table}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={jobs.jobs}
      loading={jobs.loading && jobs.jobs.length === 0}
      locale={{ emptyText: jobs.failed ? t('exportCenter.loadFailed') : emptyText }}
      onRow={(job) =>
        ({ 'data-testid': ids.row(job.id), 'data-state': job.state }) as HTMLAttributes<HTMLElement>
      }
      pagination={{
        current: jobs.page.curPage,
        pageSize: jobs.page.pageSize,
        total: jobs.total,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showQuickJumper: true,
        onChange: (curPage, pageSize) => jobs.setPage({ curPage, pageSize }),
      }}
    />
  );
}
