import { TEST_IDS, type ImportProgress } from '@roadwatch/core';
import { Alert, Progress, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const ids = TEST_IDS.resource;

/** A running import's progress bar, then its outcome: imported count, or cancelled/failed, and refused rows. */
export function ImportResult({ progress }: { progress: ImportProgress }) {
  const { t } = useTranslation('resource');
  const percent = progress.total > 0 ? Math.floor((progress.processed / progress.total) * 100) : 0;
  return (
    <div className="import-result" data-testid={ids.importResult} data-state={progress.state}>
      {progress.state === 'running' ? (
        <>
          <Progress percent={percent} status="active" data-testid={ids.importProgress} />
          <Typography.Text>
            {t('import.running', { processed: progress.processed, total: progress.total })}
          </Typography.Text>
        </>
      ) : (
        <Alert
          showIcon
          type={progress.state === 'done' ? (progress.failed.length > 0 ? 'warning' : 'success') : 'error'}
          message={
            progress.state === 'done'
              ? t('import.done', { imported: progress.imported })
              : t(progress.state === 'cancelled' ? 'import.cancelled' : 'import.failed')
          }
        />
      )}
      {progress.failed.length > 0 && (
        <Table
          size="small"
          className="import-result__failed"
          data-testid={ids.importFailedRows}
          title={() => t('import.failedRows')}
          rowKey="rowNo"
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={progress.failed}
          columns={[
            { dataIndex: 'rowNo', title: t('import.rowNo'), width: 80 },
            { dataIndex: 'message', title: t('import.problems') },
          ]}
        />
      )}
    </div>
  );
}
