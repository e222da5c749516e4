import { ENDPOINTS, TEST_IDS, formatChinaTime, type AlarmNoticeRow } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Empty, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';

const STATUS_COLORS: Record<AlarmNoticeRow['status'], string> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  skipped: 'default',
};

/** The alarm's notice attempts (SMS, e-mail, WeChat, terminal), read-only; mounted per alarm (keyed). */
export function AlarmNoticeTab({ guid }: { guid: string }) {
  const { t } = useTranslation('alarmNotice');
  const [rows, setRows] = useState<AlarmNoticeRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.fetchAlarmNotices, { alarmGuid: guid })
      .then((list) => live && setRows(list))
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        setRows([]);
        if (!isApiError(error)) logError('pageLoad', 'fetchAlarmNotices failed', error);
      });
    return () => {
      live = false;
    };
  }, [guid]);

  if (rows === null) return <Spin />;
  const columns: ColumnsType<AlarmNoticeRow> = [
    {
      key: 'round',
      title: t('columns.round'),
      render: (_, r) => (r.round === 0 ? t('rounds.first') : t('rounds.reminder', { round: r.round })),
    },
    { key: 'channel', title: t('columns.channel'), render: (_, r) => t(`channels.${r.channel}`) },
    { key: 'recipient', title: t('columns.recipient'), dataIndex: 'recipient' },
    { key: 'attemptNo', title: t('columns.attemptNo'), dataIndex: 'attemptNo', width: 64 },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`statuses.${r.status}`)}</Tag>,
    },
    { key: 'time', title: t('columns.time'), render: (_, r) => formatChinaTime(r.time) },
    { key: 'reason', title: t('columns.reason'), dataIndex: 'reason' },
  ];
  return (
    <div data-testid={TEST_IDS.handling.notices}>
      <Table<AlarmNoticeRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 360 }}
        columns={columns}
        dataSource={rows}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(failed ? 'loadFailed' : 'empty')} />
          ),
        }}
      />
    </div>
  );
}
