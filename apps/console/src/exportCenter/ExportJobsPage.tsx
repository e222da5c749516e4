import { EXPORT_KEEP_DAYS, TEST_IDS } from '@roadwatch/core';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../routes/pageRegistry';
import { ExportJobsTable } from './ExportJobsTable';
import { useExportJobs } from './useExportJobs';

/** The export centre (every job) or the download centre (finished files only): one page, two views. */
export function ExportJobsPage({ route, finishedOnly }: PageProps & { finishedOnly: boolean }) {
  const { t } = useTranslation('exportCenter');
  const jobs = useExportJobs(finishedOnly);
  return (
    <Card
      className="shell-page"
      title={<span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>}
      extra={
        <Button icon={<ReloadOutlined />} onClick={jobs.reload} data-testid={TEST_IDS.exportCenter.refresh}>
          {t('exportCenter.refresh')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message={t(finishedOnly ? 'exportCenter.downloadsHint' : 'exportCenter.keepHint', {
            days: EXPORT_KEEP_DAYS,
          })}
        />
        <ExportJobsTable
          jobs={jobs}
          emptyText={t(finishedOnly ? 'exportCenter.emptyDownloads' : 'exportCenter.empty')}
        />
      </Space>
    </Card>
  );
}
