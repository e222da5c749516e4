import {
  TEMPERATURE_POINT_STATE,
  TEST_IDS,
  stateName,
  type ColdChainPointNow,
  type TempStateName,
} from '@roadwatch/core';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../charts/EChart';
import { TEMP_STATE_COLOR } from '../../charts/palette';
import { Warehouse3D } from '../../charts/warehouse3d/Warehouse3D';
import type { SceneProbe } from '../../charts/warehouse3d/warehouseScene';
import type { BoardProps } from '../boardComponents';
import { BoardPanel } from '../parts/BoardPanel';
import { useFormat } from '../parts/format';
import { Kpi } from '../parts/Kpi';
import { RankTable, type RankColumn } from '../parts/RankTable';
import { useAllDrawn } from '../parts/useAllDrawn';
import { byKindOption, onlineOption, overTempOption, TEMP_STATES } from './coldChainCharts';
import '../boards.css';

const PARTS = ['byKind', 'online', 'overTemp', 'warehouse'] as const;
const PULSING = new Set<number>([TEMPERATURE_POINT_STATE.alarm, TEMPERATURE_POINT_STATE.outOfRange]);
/** Whose label stays in the 3D view when labels would overlap. */
const LABEL_PRIORITY: Record<TempStateName, number> = {
  alarm: 4,
  outOfRange: 3,
  warning: 2,
  offline: 1,
  normal: 0,
};

/** '冷冻库1号-探头06' → '探头06': the room is already in the place column or the 3D view. */
function shortProbeName(name: string): string {
  const dash = name.lastIndexOf('-');
  return dash > 0 ? name.slice(dash + 1) : name;
}

function stateKey(state: number): TempStateName {
  return (stateName(TEMPERATURE_POINT_STATE, state) ?? 'offline') as TempStateName;
}

/** Cold chain: point states by place, the worst points now, online rate, over-temperature trend, a warehouse in 3D. */
export function ColdChainBoard({ data, onDrawn }: BoardProps<'coldChain'>) {
  const { t } = useTranslation();
  const f = useFormat();
  const drawn = useAllDrawn(data.warehouse ? PARTS : PARTS.filter((p) => p !== 'warehouse'), onDrawn);

  const options = useMemo(
    () => ({
      byKind: byKindOption(data, t),
      online: onlineOption(data, t, (l) => l.slice(5)),
      overTemp: overTempOption(data, t, (l) => l.slice(5)),
    }),
    // Options follow the data and the language (t changes identity with the language).
    [data, t],
  );

  const probes: SceneProbe[] = useMemo(
    () =>
      (data.warehouse?.probes ?? []).map((p) => ({
        id: p.pointId,
        x: p.x,
        y: p.y,
        z: p.z,
        color: TEMP_STATE_COLOR[stateKey(p.state)],
        pulse: PULSING.has(p.state),
        priority: LABEL_PRIORITY[stateKey(p.state)],
        label:
          p.valueC === null
            ? `${shortProbeName(p.name)} —`
            : `${shortProbeName(p.name)} ${p.valueC.toFixed(1)}℃`,
      })),
    [data.warehouse],
  );

  const totals = TEMP_STATES.reduce(
    (acc, s) => {
      acc[s] = data.pointsByKind.warehouse[s] + data.pointsByKind.store[s] + data.pointsByKind.vehicle[s];
      return acc;
    },
    {} as Record<TempStateName, number>,
  );
  const allPoints = TEMP_STATES.reduce((sum, s) => sum + totals[s], 0);
  const normalShare = allPoints === 0 ? null : Math.round((totals.normal / allPoints) * 1000) / 10;

  const columns: RankColumn<ColdChainPointNow>[] = [
    {
      key: 'state',
      title: t('boards.coldChain.columns.state'),
      width: 92,
      cell: (p) => (
        <span className="bd-tag" style={{ background: TEMP_STATE_COLOR[stateKey(p.state)] }}>
          {t(`alarm.temperaturePointState.${stateKey(p.state)}`)}
        </span>
      ),
    },
    {
      key: 'place',
      title: t('boards.coldChain.columns.place'),
      cell: (p) => (
        <>
          {p.placeName}
          <span style={{ color: 'var(--muted)', marginLeft: 8 }}>{shortProbeName(p.name)}</span>
        </>
      ),
    },
    {
      key: 'value',
      title: t('boards.coldChain.columns.value'),
      width: 100,
      numeric: true,
      cell: (p) => (
        <strong style={{ color: TEMP_STATE_COLOR[stateKey(p.state)] }}>
          {p.valueC === null ? '—' : `${p.valueC.toFixed(1)}℃`}
        </strong>
      ),
    },
    {
      key: 'range',
      title: t('boards.coldChain.columns.range'),
      width: 108,
      numeric: true,
      cell: (p) => `${p.minC}~${p.maxC}℃`,
    },
  ];

  return (
    <div
      className="bd"
      data-testid={TEST_IDS.boards.board('coldChain')}
      data-board-kind="coldChain"
      style={{
        gridTemplateColumns: '1fr 1.55fr 1fr',
        gridTemplateRows: '128px 1fr 1fr',
        gridTemplateAreas: `"kpi kpi kpi" "kinds warehouse worst" "online warehouse trend"`,
      }}
    >
      <div className="bd-kpis" style={{ gridArea: 'kpi' }}>
        <Kpi
          id="points"
          label={t('boards.coldChain.kpi.points')}
          value={f.int(allPoints)}
          raw={allPoints}
          unit={t('boards.unit.points')}
        />
        <Kpi
          id="normalShare"
          label={t('boards.coldChain.kpi.normalShare')}
          value={f.one(normalShare)}
          raw={normalShare}
          unit="%"
          tone="good"
        />
        <Kpi
          id="alarm"
          label={t('boards.coldChain.kpi.alarm')}
          value={f.int(totals.alarm)}
          raw={totals.alarm}
          tone={totals.alarm > 0 ? 'bad' : 'good'}
          alert={totals.alarm > 0}
        />
        <Kpi
          id="warning"
          label={t('boards.coldChain.kpi.warning')}
          value={f.int(totals.warning)}
          raw={totals.warning}
          tone="warn"
        />
        <Kpi
          id="offline"
          label={t('boards.coldChain.kpi.offline')}
          value={f.int(totals.offline)}
          raw={totals.offline}
        />
        <Kpi
          id="onlineRate"
          label={t('boards.coldChain.kpi.onlineRate', { days: data.onlineRate.window })}
          value={f.one(data.onlineRate.rate)}
          raw={data.onlineRate.rate}
          unit={data.onlineRate.rate === null ? undefined : '%'}
          tone="accent"
        />
      </div>

      <BoardPanel title={t('boards.coldChain.panels.byKind')} area="kinds">
        <EChart
          option={options.byKind}
          onDrawn={drawn('byKind')}
          testId={TEST_IDS.boards.chart('coldChainByKind')}
        />
      </BoardPanel>

      <BoardPanel
        title={t('boards.coldChain.panels.warehouse')}
        area="warehouse"
        extra={
          data.warehouse
            ? `${data.warehouse.name} · ${t('boards.coldChain.probes', { count: data.warehouse.probes.length })}`
            : undefined
        }
      >
        {data.warehouse ? (
          <>
            <Warehouse3D
              probes={probes}
              onDrawn={drawn('warehouse')}
              lostText={t('boards.coldChain.contextLost')}
              testId={TEST_IDS.boards.warehouse3d}
            />
            <div className="bd-map-caption bd-legend">
              {TEMP_STATES.map((s) => (
                <span key={s} className="bd-legend__item">
                  <span
                    className="bd-legend__swatch"
                    style={{ background: TEMP_STATE_COLOR[s], borderRadius: '50%' } as CSSProperties}
                  />
                  {t(`alarm.temperaturePointState.${s}`)}
                  <span className="bd-legend__value">
                    {data.warehouse?.probes.filter((p) => stateKey(p.state) === s).length ?? 0}
                  </span>
                </span>
              ))}
            </div>
          </>
        ) : (
          <div className="bd-empty">{t('boards.coldChain.noWarehouse')}</div>
        )}
      </BoardPanel>

      <BoardPanel title={t('boards.coldChain.panels.worst')} area="worst">
        <RankTable
          rows={data.worst.slice(0, 6)}
          columns={columns}
          rowKey={(p) => p.pointId}
          emptyText={t('boards.noData')}
        />
      </BoardPanel>

      <BoardPanel title={t('boards.coldChain.panels.onlineRate')} area="online">
        <div className="bd-legend bd-chips-row">
          {(['warehouse', 'store', 'vehicle'] as const).map((k) => (
            <span key={k} className="bd-legend__item">
              {t(`boards.coldChain.kind.${k}`)}
              <span className="bd-legend__value">
                {data.onlineRate.byKind[k] === null ? '—' : `${f.one(data.onlineRate.byKind[k])}%`}
              </span>
            </span>
          ))}
        </div>
        <EChart
          option={options.online}
          onDrawn={drawn('online')}
          testId={TEST_IDS.boards.chart('coldChainOnline')}
        />
      </BoardPanel>

      <BoardPanel title={t('boards.coldChain.panels.overTemp')} area="trend">
        <EChart
          option={options.overTemp}
          onDrawn={drawn('overTemp')}
          testId={TEST_IDS.boards.chart('coldChainOverTemp')}
        />
      </BoardPanel>
    </div>
  );
}
