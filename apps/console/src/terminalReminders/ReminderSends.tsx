import { formatChinaTime, type ReminderSendRow, type TerminalReminderRow } from '@roadwatch/core';
import { Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const OUTCOME_COLOURS: Record<ReminderSendRow['outcome'], string> = {
  sending: 'processing',
  acknowledged: 'green',
  refused: 'orange',
  offline: 'default',
  timeout: 'red',
  failed: 'red',
};

export interface ReminderSendsProps {
  value: { row: TerminalReminderRow; sends: ReminderSendRow[] } | null;
  onClose: () => void;
}

/** The cabs of a reminder's last run and what each terminal answered. */
export function ReminderSends({ value, onClose }: ReminderSendsProps) {
  const { t } = useTranslation('terminalReminders');
  return (
    <Modal
      open={value !== null}
      title={value ? t('terminalReminders.sendsTitle', { name: value.row.name }) : ''}
      footer={null}
      onCancel={onClose}
      width={560}
    >
      <Table<ReminderSendRow>
        rowKey="vehicleId"
        size="small"
        dataSource={value?.sends ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('terminalReminders.noSends') }}
        columns={[
          { title: t('terminalReminders.fields.plate'), dataIndex: 'plate', width: 130 },
          {
            title: t('terminalReminders.fields.sentAt'),
            width: 180,
            render: (_, s) => formatChinaTime(s.sentAt),
          },
          {
            title: t('terminalReminders.fields.outcome'),
            render: (_, s) => (
              <Tag color={OUTCOME_COLOURS[s.outcome]}>{t(`terminalReminders.outcomes.${s.outcome}`)}</Tag>
            ),
          },
        ]}
      />
    </Modal>
  );
}
