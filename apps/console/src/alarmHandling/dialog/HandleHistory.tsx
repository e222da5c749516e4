import { TEST_IDS, type AlarmHandleRecord } from '@roadwatch/core';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Past handling records (handler, time, opinion), oldest first. */
export function HandleHistory({ records }: { records: readonly AlarmHandleRecord[] }) {
  const { t } = useTranslation('handling');
  return (
    <div className="handle-history" data-testid={TEST_IDS.handling.history}>
      <Typography.Text strong>{t('handle.history')}</Typography.Text>
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('handle.noHistory')} />
      ) : (
        <Timeline
          className="handle-history__list"
          items={records.map((r, i) => ({
            key: `${r.handleTimeStr}-${i}`,
            content: (
              <>
                <Typography.Text type="secondary">
                  {r.handleTimeStr} · {r.webGisUserName}
                </Typography.Text>
                <div>{r.handleRemark}</div>
              </>
            ),
          }))}
        />
      )}
    </div>
  );
}
