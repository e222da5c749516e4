import { TEST_IDS, formatChinaTime, type TerminalBindingRow } from '@roadwatch/core';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The vehicles a terminal has been bound to, newest first (the terminal form's read-only history). */
export function BindingHistory({ rows }: { rows: readonly TerminalBindingRow[] }) {
  const { t } = useTranslation('basicData');
  return (
    <Table<TerminalBindingRow>
      size="small"
      pagination={false}
      rowKey={(r) => `${r.vehicleId}-${r.boundTime}`}
      dataSource={[...rows]}
      data-testid={TEST_IDS.basicData.terminalBindings}
      locale={{ emptyText: t('basicData.terminal.unbound') }}
      columns={[
        { title: t('basicData.terminal.vehicle'), dataIndex: 'plate', width: 110 },
        {
          title: t('basicData.terminal.boundTime'),
          render: (_, r) => formatChinaTime(r.boundTime),
          width: 160,
        },
        {
          title: t('basicData.terminal.unboundTime'),
          width: 160,
          render: (_, r) =>
            r.unboundTime === null ? (
              <Tag color="processing">{t('basicData.terminal.stillBound')}</Tag>
            ) : (
              formatChinaTime(r.unboundTime)
            ),
        },
        { title: t('basicData.common.operator'), dataIndex: 'operatorName' },
      ]}
    />
  );
}
