import {
  TEST_IDS,
  formatChinaTime,
  type FuelIntervalRow,
  type FuelVehicleRow,
  type RefuelCheckRow,
} from '@roadwatch/core';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from './analysisQuery';

const ids = TEST_IDS.fleetAnalysis;
const blankOr = (x: number | null, digits: number) => (x === null ? '' : x.toFixed(digits));

export function FuelVehicleTable({ rows }: { rows: FuelVehicleRow[] }) {
  const { t } = useTranslation('fleetAnalysis');
  const columns: TableColumnsType<FuelVehicleRow> = [
    { key: 'plate', title: t('columns.plate'), dataIndex: 'plate' },
    { key: 'refuels', title: t('columns.refuels'), dataIndex: 'refuels', align: 'right' },
    { key: 'litres', title: t('columns.litres'), align: 'right', render: (_, r) => r.litres.toFixed(2) },
    { key: 'amount', title: t('columns.fuelAmount'), align: 'right', render: (_, r) => yuan(r.amountFen) },
    { key: 'km', title: t('columns.km'), align: 'right', render: (_, r) => r.km.toFixed(1) },
    {
      key: 'per100km',
      title: t('columns.per100km'),
      align: 'right',
      render: (_, r) => (
        <>
          {blankOr(r.per100km, 2)} {r.overRated && <Tag color="red">{t('fuel.overRated')}</Tag>}
        </>
      ),
    },
    {
      key: 'rated',
      title: t('columns.rated'),
      align: 'right',
      render: (_, r) => blankOr(r.ratedPer100km, 2),
    },
    {
      key: 'percent',
      title: t('columns.percentOfRated'),
      align: 'right',
      render: (_, r) => (r.percentOfRated === null ? '' : `${r.percentOfRated.toFixed(1)}%`),
    },
    { key: 'flagged', title: t('columns.flagged'), dataIndex: 'flagged', align: 'right' },
  ];
  return (
    <Table
      data-testid={ids.table('fuelVehicle')}
      size="small"
      rowKey="vehicleId"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}

export function RefuelCheckTable({ rows }: { rows: RefuelCheckRow[] }) {
  const { t } = useTranslation('fleetAnalysis');
  const columns: TableColumnsType<RefuelCheckRow> = [
    { key: 'plate', title: t('columns.plate'), dataIndex: 'plate' },
    { key: 'time', title: t('columns.refuelTime'), render: (_, r) => formatChinaTime(r.refuelTime) },
    {
      key: 'type',
      title: t('columns.fuelType'),
      render: (_, r) => t(r.fullTank ? 'fuel.fullTank' : 'fuel.regular'),
    },
    { key: 'litres', title: t('columns.litres'), align: 'right', render: (_, r) => r.litres.toFixed(2) },
    {
      key: 'odometer',
      title: t('columns.odometer'),
      align: 'right',
      render: (_, r) => blankOr(r.odometerKm, 1),
    },
    {
      key: 'stop',
      title: t('columns.stop'),
      render: (_, r) => <Tag color={r.stop === 'found' ? 'green' : 'red'}>{t(`stop.${r.stop}`)}</Tag>,
    },
    {
      key: 'level',
      title: t('columns.level'),
      render: (_, r) => (
        <>
          <Tag color={r.level === 'rose' ? 'green' : r.level === 'noRise' ? 'red' : 'default'}>
            {t(`level.${r.level}`)}
          </Tag>
          {r.levelBefore !== null && r.levelAfter !== null && (
            <span>{t('fuel.levels', { before: r.levelBefore, after: r.levelAfter })}</span>
          )}
        </>
      ),
    },
  ];
  return (
    <Table
      data-testid={ids.table('fuelRefuel')}
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}

export function FuelIntervalTable({ rows }: { rows: FuelIntervalRow[] }) {
  const { t } = useTranslation('fleetAnalysis');
  const columns: TableColumnsType<FuelIntervalRow> = [
    { key: 'plate', title: t('columns.plate'), dataIndex: 'plate' },
    {
      key: 'interval',
      title: t('columns.interval'),
      render: (_, r) => `${formatChinaTime(r.fromTime)} – ${formatChinaTime(r.toTime)}`,
    },
    { key: 'km', title: t('columns.intervalKm'), align: 'right', render: (_, r) => blankOr(r.km, 1) },
    {
      key: 'litres',
      title: t('columns.intervalLitres'),
      align: 'right',
      render: (_, r) => r.litres.toFixed(2),
    },
    {
      key: 'per100km',
      title: t('columns.per100km'),
      align: 'right',
      render: (_, r) => (
        <>
          {blankOr(r.per100km, 2)} {r.overRated && <Tag color="red">{t('fuel.overRated')}</Tag>}
        </>
      ),
    },
  ];
  return (
    <Table
      data-testid={ids.table('fuelInterval')}
      size="small"
      rowKey={(r) => `${r.fromRefuelId}-${r.toRefuelId}`}
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
