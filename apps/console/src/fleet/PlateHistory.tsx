import { formatChinaTime, type RowOf, type vehicleInfoResource } from '@roadwatch/core';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

type History = RowOf<typeof vehicleInfoResource>['plateHistory'];

/** The custom plate's changes, newest first (read-only; shown in the vehicle form's basic tab when editing). */
export function PlateHistory({ value }: { value?: History }) {
  const { t } = useTranslation('fleet');
  return (
    <Table
      size="small"
      rowKey={(h) => `${h.changedAt}-${h.customPlate}`}
      pagination={false}
      dataSource={value ?? []}
      locale={{ emptyText: t('vehicleInfo.history.empty') }}
      scroll={{ y: 160 }}
      columns={[
        {
          title: t('vehicleInfo.history.customPlate'),
          dataIndex: 'customPlate',
          render: (plate: string) => plate || t('vehicleInfo.history.cleared'),
        },
        {
          title: t('vehicleInfo.history.changedAt'),
          dataIndex: 'changedAt',
          width: 170,
          render: (at: number) => formatChinaTime(at),
        },
        { title: t('vehicleInfo.history.operator'), dataIndex: 'operatorName', width: 110 },
      ]}
    />
  );
}
