import { CHINA_TIME_ZONE, TEST_IDS, type ExpiryItem, type OperationBoardData } from '@roadwatch/core';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../charts/EChart';
import { ORDER_STATE_COLOR } from '../../charts/palette';
import type { BoardProps } from '../boardComponents';
import { BoardPanel } from '../parts/BoardPanel';
import { useFormat } from '../parts/format';
import { Kpi } from '../parts/Kpi';
import { RankBadge, RankTable, type RankColumn } from '../parts/RankTable';
import { useAllDrawn } from '../parts/useAllDrawn';
import { mileageOption, ORDER_STATES, ordersOption, utilisationOption } from './operationCharts';
import '../boards.css';

const PARTS = ['mileage', 'utilisation', 'orders'] as const;
type TopRow = OperationBoardData['topMileage'][number];

/** Vehicle operation kanban: mileage, utilisation, fuel, active vehicles, tracking orders, expiries. */
export function OperationBoard({ data, onDrawn }: BoardProps<'operation'>) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const drawn = useAllDrawn(PARTS, onDrawn);
  const lang = i18n.language;

  const options = useMemo(
    () => ({
      mileage: mileageOption(data, t, (l) => l.slice(5)),
      utilisation: utilisationOption(data, t, (l) => l.slice(5)),
      orders: ordersOption(data, t),
    }),
    // Options follow the data and the language (t changes identity with the language).
    [data, t],
  );

  const topColumns: RankColumn<TopRow>[] = [
    { key: 'rank', title: '#', width: 52, cell: (_, i) => <RankBadge index={i} /> },
    { key: 'plate', title: t('boards.operation.columns.plate'), plate: true, cell: (r) => r.plate },
    {
      key: 'km',
      title: t('boards.operation.columns.km'),
      width: 130,
      numeric: true,
      cell: (r) => f.one(r.km),
    },
  ];
  const expiryColumns: RankColumn<ExpiryItem>[] = [
    { key: 'plate', title: t('boards.operation.columns.plate'), plate: true, cell: (r) => r.plate },
    {
      key: 'kind',
      title: t('boards.operation.columns.kind'),
      width: 120,
      cell: (r) => t(`boards.operation.expiry.${r.kind}`),
    },
    {
      key: 'expiry',
      title: t('boards.operation.columns.expiry'),
      width: 140,
      cell: (r) => new Date(r.expiry).toLocaleDateString(lang, { timeZone: CHINA_TIME_ZONE }),
    },
    {
      key: 'left',
      title: '',
      width: 150,
      numeric: true,
      cell: (r) => (
        <span
          className="bd-tag"
          style={{ background: r.daysLeft < 0 ? '#ff4d5e' : r.daysLeft <= 7 ? '#ff8a3d' : '#ffb020' }}
        >
          {r.daysLeft < 0
            ? t('boards.operation.expiry.daysAgo', { days: -r.daysLeft })
            : r.daysLeft === 0
              ? t('boards.operation.expiry.today')
              : t('boards.operation.expiry.daysLeft', { days: r.daysLeft })}
        </span>
      ),
    },
  ];

  const { mileage, utilisation, fuel, activeVehicles, expiries } = data;
  return (
    <div
      className="bd"
      data-testid={TEST_IDS.boards.board('operation')}
      data-board-kind="operation"
      style={{
        gridTemplateColumns: '1fr 1fr 1fr 1fr',
        gridTemplateRows: '128px 1fr 1fr',
        gridTemplateAreas: `"kpi kpi kpi kpi" "mileage mileage util orders" "top expiry expiry orders"`,
      }}
    >
      <div className="bd-kpis" style={{ gridArea: 'kpi' }}>
        <Kpi
          id="mileageToday"
          label={t('boards.operation.kpi.mileageToday')}
          value={f.int(mileage.todayKm)}
          raw={mileage.todayKm}
          unit={t('boards.unit.km')}
          tone="accent"
          small={mileage.todayKm >= 1_000_000}
        />
        <Kpi
          id="mileageMonth"
          label={t('boards.operation.kpi.mileageMonth')}
          value={f.compact(mileage.monthKm)}
          raw={mileage.monthKm}
          unit={t('boards.unit.km')}
          small={mileage.monthKm >= 1_000_000}
        />
        <Kpi
          id="utilisation"
          label={t('boards.operation.kpi.utilisation')}
          value={f.one(utilisation.rate)}
          raw={utilisation.rate}
          unit={utilisation.rate === null ? undefined : '%'}
          hint={t('boards.operation.kpi.utilisationHint')}
          tone="good"
        />
        <Kpi
          id="fuelToday"
          label={t('boards.operation.kpi.fuelToday')}
          value={f.int(fuel.todayL)}
          raw={fuel.todayL}
          unit={t('boards.unit.litres')}
          small={fuel.todayL >= 100_000}
          hint={t('boards.operation.kpi.fuelHint', {
            month: f.compact(fuel.monthL),
            per100: f.one(fuel.per100km),
          })}
          tone="warn"
        />
        <Kpi
          id="activeToday"
          label={t('boards.operation.kpi.active')}
          value={f.int(activeVehicles.today)}
          raw={activeVehicles.today}
          unit={t('boards.unit.vehicles')}
          hint={t('boards.operation.kpi.activeHint', {
            online: activeVehicles.online,
            total: activeVehicles.total,
          })}
          tone="good"
        />
        <Kpi
          id="expiring"
          label={t('boards.operation.kpi.expiring')}
          value={f.int(expiries.insurance.nearExpiry + expiries.certificate.nearExpiry)}
          raw={expiries.insurance.nearExpiry + expiries.certificate.nearExpiry}
          unit={t('boards.unit.vehicles')}
          hint={`${t('boards.operation.expiry.expired')} ${expiries.insurance.expired + expiries.certificate.expired}`}
          tone="bad"
        />
      </div>

      <BoardPanel title={t('boards.operation.panels.mileage')} area="mileage">
        <EChart
          option={options.mileage}
          onDrawn={drawn('mileage')}
          testId={TEST_IDS.boards.chart('operationMileage')}
        />
      </BoardPanel>
      <BoardPanel
        title={t('boards.operation.panels.utilisation')}
        area="util"
        extra={`${utilisation.usedToday} / ${utilisation.vehicles}`}
      >
        <EChart
          option={options.utilisation}
          onDrawn={drawn('utilisation')}
          testId={TEST_IDS.boards.chart('operationUtilisation')}
        />
      </BoardPanel>
      <BoardPanel title={t('boards.operation.panels.orders')} area="orders">
        <EChart
          option={options.orders}
          onDrawn={drawn('orders')}
          testId={TEST_IDS.boards.chart('operationOrders')}
          style={{ flex: '1 1 0' }}
        />
        <div className="bd-state-list bd-state-list--compact">
          {ORDER_STATES.map((k) => (
            <div
              key={k}
              className="bd-state"
              style={{ '--state-color': ORDER_STATE_COLOR[k] } as CSSProperties}
              data-testid={TEST_IDS.boards.stat(`order-${k}`)}
              data-value={data.orders[k]}
            >
              {t(`alarm.trackingOrderState.${k}`)}
              <span className="bd-state__value">{f.int(data.orders[k])}</span>
            </div>
          ))}
        </div>
      </BoardPanel>
      <BoardPanel title={t('boards.operation.panels.top')} area="top">
        <RankTable
          rows={data.topMileage.slice(0, 6)}
          columns={topColumns}
          rowKey={(r) => r.vehicleId}
          emptyText={t('boards.noData')}
        />
      </BoardPanel>
      <BoardPanel title={t('boards.operation.panels.expiry')} area="expiry">
        <div className="bd-legend bd-chips-row">
          {(['insurance', 'certificate'] as const).map((k) => (
            <span key={k} className="bd-legend__item">
              {t('boards.operation.expiryCounts', {
                kind: t(`boards.operation.expiry.${k}`),
                near: expiries[k].nearExpiry,
                expired: expiries[k].expired,
              })}
            </span>
          ))}
        </div>
        <RankTable
          rows={expiries.soonest.slice(0, 5)}
          columns={expiryColumns}
          rowKey={(r) => `${r.vehicleId}-${r.kind}`}
          emptyText={t('boards.noData')}
        />
      </BoardPanel>
    </div>
  );
}
