import { TEST_IDS, formatChinaDate, type FleetDocumentItem } from '@roadwatch/core';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExpiryStatusTag } from '../fleetCost/ExpiryStatusTag';

/** Insurance policies and certificates about to expire or expired, in the fleet-cost pages' words and colours. */
export function ExpiringDocuments({ items }: { items: readonly FleetDocumentItem[] }) {
  const { t } = useTranslation('fleetBoards');
  const { t: tc } = useTranslation('fleetCost');
  const typeName = (d: FleetDocumentItem) =>
    d.kind === 'insurance' ? tc(`insurance.types.${d.type}`) : tc(`certificate.kinds.${d.type}`);
  return (
    <Card size="small" title={t('documents.title')} className="fleet-board__card">
      <Table<FleetDocumentItem>
        size="small"
        rowKey={(d) => `${d.kind}-${d.id}`}
        pagination={false}
        dataSource={[...items]}
        locale={{ emptyText: t('noData') }}
        data-testid={TEST_IDS.fleetBoards.documents}
        columns={[
          { title: t('documents.plate'), dataIndex: 'plate', width: 110 },
          {
            title: t('documents.kind'),
            key: 'kind',
            render: (_, d) => `${t(`documents.${d.kind}`)} · ${typeName(d)}`,
          },
          {
            title: t('documents.endDay'),
            dataIndex: 'endDay',
            width: 110,
            render: (v: number) => formatChinaDate(v),
          },
          {
            title: t('figures.state'),
            key: 'status',
            width: 100,
            render: (_, d) => <ExpiryStatusTag id={d.id} status={d.status} />,
          },
          { title: t('documents.daysLeft'), dataIndex: 'daysLeft', width: 90 },
        ]}
      />
    </Card>
  );
}
