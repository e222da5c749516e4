import {
  LIMITS,
  TEST_IDS,
  VEHICLE_OPERATION_STATE,
  stateName,
  type OperationStateName,
} from '@roadwatch/core';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveMap } from '../../charts/clusterMap/LiveMap';
import { EChart } from '../../charts/EChart';
import { OPERATION_STATE_COLOR } from '../../charts/palette';
import { Province3D } from '../../charts/province3d/Province3D';
import type { BoardProps } from '../boardComponents';
import { BoardPanel } from '../parts/BoardPanel';
import { useFormat } from '../parts/format';
import { Kpi } from '../parts/Kpi';
import { useAllDrawn } from '../parts/useAllDrawn';
import { departmentsOption, onlineOption, OPERATION_STATES, statesOption } from './supervisionCharts';
import '../boards.css';

const PARTS = ['states', 'online', 'map', 'provinces', 'departments'] as const;
// The map panel is the middle column of 1fr 2fr 1fr in an 1864-px board.
const MAP_WIDTH_PX = 900;
// Which state a cluster shows when its vehicles differ: the most urgent.
const URGENCY: Record<OperationStateName, number> = {
  offline: 0,
  stopped: 1,
  running: 2,
  abnormal: 3,
  alarm: 4,
  dangerous: 5,
};

function nameOf(state: number): OperationStateName {
  return (stateName(VEHICLE_OPERATION_STATE, state) ?? 'offline') as OperationStateName;
}
const colorOf = (state: number) => OPERATION_STATE_COLOR[nameOf(state)];
const urgency = (state: number) => URGENCY[nameOf(state)];

/** Vehicle supervision: operation states, online rate, the live map, provinces in 3D, violations by department. */
export function SupervisionBoard({ data, onDrawn }: BoardProps<'supervision'>) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const drawn = useAllDrawn(PARTS, onDrawn);
  const lang = i18n.language;

  const options = useMemo(
    () => ({
      states: statesOption(data, t),
      online: onlineOption(data, t),
      departments: departmentsOption(data, t),
    }),
    // Options follow the data and the language (t changes identity with the language).
    [data, t],
  );
  const bars = useMemo(
    () =>
      data.provinces.map((p) => ({
        name: p.name,
        label: lang === 'zh-CN' ? p.name : p.nameEn,
        value: p.vehicles,
      })),
    [data.provinces, lang],
  );
  const located = data.located.ids.length;
  const { byState } = data.vehicles;

  return (
    <div
      className="bd"
      data-testid={TEST_IDS.boards.board('supervision')}
      data-board-kind="supervision"
      style={{
        gridTemplateColumns: '1fr 2fr 1fr',
        gridTemplateRows: '128px 1fr 1fr',
        gridTemplateAreas: `"kpi kpi kpi" "states map provinces" "online map departments"`,
      }}
    >
      <div className="bd-kpis" style={{ gridArea: 'kpi' }}>
        <Kpi
          id="total"
          label={t('boards.supervision.kpi.total')}
          value={f.int(data.vehicles.total)}
          raw={data.vehicles.total}
          unit={t('boards.unit.vehicles')}
        />
        <Kpi
          id="online"
          label={t('boards.supervision.kpi.online')}
          value={f.int(data.vehicles.online)}
          raw={data.vehicles.online}
          unit={t('boards.unit.vehicles')}
          tone="good"
        />
        <Kpi
          id="running"
          label={t('boards.supervision.operationState.running')}
          value={f.int(byState.running)}
          raw={byState.running}
          tone="good"
        />
        <Kpi
          id="stopped"
          label={t('boards.supervision.operationState.stopped')}
          value={f.int(byState.stopped)}
          raw={byState.stopped}
          tone="accent"
        />
        <Kpi
          id="alarm"
          label={t('boards.supervision.operationState.alarm')}
          value={f.int(byState.alarm)}
          raw={byState.alarm}
          tone="warn"
        />
        <Kpi
          id="dangerous"
          label={t('boards.supervision.operationState.dangerous')}
          value={f.int(byState.dangerous)}
          raw={byState.dangerous}
          tone="bad"
          alert={byState.dangerous > 0}
        />
      </div>

      <BoardPanel title={t('boards.supervision.panels.states')} area="states">
        <div className="bd-split">
          <EChart
            option={options.states}
            onDrawn={drawn('states')}
            testId={TEST_IDS.boards.chart('supervisionStates')}
          />
          <div className="bd-state-list">
            {OPERATION_STATES.map((s) => (
              <div
                key={s}
                className="bd-state"
                style={{ '--state-color': OPERATION_STATE_COLOR[s] } as CSSProperties}
                data-testid={TEST_IDS.boards.stat(`state-${s}`)}
                data-value={byState[s]}
              >
                {t(`boards.supervision.operationState.${s}`)}
                <span className="bd-state__value">{f.int(byState[s])}</span>
              </div>
            ))}
          </div>
        </div>
      </BoardPanel>

      <BoardPanel title={t('boards.supervision.panels.online')} area="online">
        <EChart
          option={options.online}
          onDrawn={drawn('online')}
          testId={TEST_IDS.boards.chart('supervisionOnline')}
        />
      </BoardPanel>

      <BoardPanel
        title={t('boards.supervision.panels.map')}
        area="map"
        extra={
          located > LIMITS.clusterAboveVehicles
            ? t('boards.supervision.clustered', { count: located })
            : t('boards.supervision.individual', { count: located })
        }
      >
        <LiveMap
          located={data.located}
          widthPx={MAP_WIDTH_PX}
          colorOf={colorOf}
          urgency={urgency}
          language={lang}
          onDrawn={drawn('map')}
          testId={TEST_IDS.boards.map}
        />
        <div className="bd-map-caption bd-legend">
          {OPERATION_STATES.map((s) => (
            <span key={s} className="bd-legend__item">
              <span
                className="bd-legend__swatch"
                style={{ background: OPERATION_STATE_COLOR[s], borderRadius: '50%' }}
              />
              {t(`boards.supervision.operationState.${s}`)}
            </span>
          ))}
        </div>
      </BoardPanel>

      <BoardPanel title={t('boards.supervision.panels.provinces')} area="provinces">
        <Province3D
          bars={bars}
          seriesName={t('boards.supervision.series.vehicles')}
          onDrawn={drawn('provinces')}
          testId={TEST_IDS.boards.province3d}
        />
      </BoardPanel>

      <BoardPanel title={t('boards.supervision.panels.departments')} area="departments">
        <EChart
          option={options.departments}
          onDrawn={drawn('departments')}
          testId={TEST_IDS.boards.chart('supervisionDepartments')}
        />
      </BoardPanel>
    </div>
  );
}
