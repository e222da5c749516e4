import {
  COST_CATEGORIES,
  TEST_IDS,
  type CostFigures,
  type CostFleetRow,
  type CostVehicleRow,
  type FleetCostAnalysis,
} from '@roadwatch/core';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from './analysisQuery';

const ids = TEST_IDS.fleetAnalysis;

/** The figure columns every cost row has: each category, the total, km and cost per km (blank without km). */
function useFigureColumns<T extends CostFigures>(): TableColumnsType<T> {
  const { t } = useTranslation('fleetAnalysis');
  return [
    ...COST_CATEGORIES.map((c) => ({
      key: c,
      title: t(`categories.${c}`),
      align: 'right' as const,
      render: (_: unknown, row: T) => yuan(row.costs[c]),
    })),
    { key: 'total', title: t('columns.total'), align: 'right', render: (_, row) => yuan(row.totalFen) },
    { key: 'km', title: t('columns.km'), align: 'right', render: (_, row) => row.km.toFixed(1) },
    {
      key: 'costPerKm',
      title: t('columns.costPerKm'),
      align: 'right',
      render: (_, row) => (row.costPerKm === null ? '' : row.costPerKm.toFixed(2)),
    },
  ];
}

export function CostVehicleTable({ rows }: { rows: CostVehicleRow[] }) {
  const { t } = useTranslation('fleetAnalysis');
  const figures = useFigureColumns<CostVehicleRow>();
  const columns: TableColumnsType<CostVehicleRow> = [
    { key: 'plate', title: t('columns.plate'), dataIndex: 'plate', fixed: 'left' },
    { key: 'fleet', title: t('columns.fleet'), render: (_, row) => row.fleetName ?? t('noFleet') },
    ...figures,
  ];
  return (
    <Table
      data-testid={ids.table('costVehicle')}
      size="small"
      rowKey="vehicleId"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}

export function CostFleetTable({ rows }: { rows: CostFleetRow[] }) {
  const { t } = useTranslation('fleetAnalysis');
  const figures = useFigureColumns<CostFleetRow>();
  const columns: TableColumnsType<CostFleetRow> = [
    { key: 'fleet', title: t('columns.fleet'), render: (_, row) => row.fleetName ?? t('noFleet') },
    { key: 'vehicles', title: t('columns.vehicles'), dataIndex: 'vehicles', align: 'right' },
    ...figures,
  ];
  return (
    <Table
      data-testid={ids.table('costFleet')}
      size="small"
      rowKey={(row) => String(row.fleetId)}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

export function CostCategoryTable({ data }: { data: FleetCostAnalysis }) {
  const { t } = useTranslation('fleetAnalysis');
  type Row = FleetCostAnalysis['categories'][number];
  const columns: TableColumnsType<Row> = [
    { key: 'category', title: t('columns.category'), render: (_, row) => t(`categories.${row.category}`) },
    { key: 'amount', title: t('columns.amount'), align: 'right', render: (_, row) => yuan(row.fen) },
    {
      key: 'share',
      title: t('columns.share'),
      align: 'right',
      render: (_, row) => `${row.sharePercent.toFixed(1)}%`,
    },
  ];
  return (
    <Table
      data-testid={ids.table('costCategory')}
      size="small"
      rowKey="category"
      columns={columns}
      dataSource={data.categories}
      pagination={false}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>{t('cost.total')}</Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            {yuan(data.totals.totalFen)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} />
        </Table.Summary.Row>
      )}
    />
  );
}
