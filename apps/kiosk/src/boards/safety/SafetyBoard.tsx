import { SCORE_RULES, TEST_IDS, type SafetyRanked } from '@roadwatch/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../charts/EChart';
import { HAZARD_COLOR } from '../../charts/palette';
import type { BoardProps } from '../boardComponents';
import { BoardPanel } from '../parts/BoardPanel';
import { useFormat } from '../parts/format';
import { Kpi } from '../parts/Kpi';
import { RankBadge, RankTable, type RankColumn } from '../parts/RankTable';
import { useAllDrawn } from '../parts/useAllDrawn';
import { departmentsOption, kindsOption, levelsOption, scoresOption, trendOption } from './safetyCharts';
import { SafetyTicker } from './SafetyTicker';
import '../boards.css';

const CHARTS = ['kinds', 'trend', 'levels', 'scores', 'departments'] as const;
const TABLE_ROWS = 6;

/** Active safety: driver-risk events today, overdue high risk, trend, scores, rankings and the live ticker. */
export function SafetyBoard({ data, onDrawn }: BoardProps<'safety'>) {
  const { t } = useTranslation();
  const f = useFormat();
  const drawn = useAllDrawn(CHARTS, onDrawn);

  const options = useMemo(
    () => ({
      kinds: kindsOption(data, t),
      trend: trendOption(data, t, (l) => (data.trend.window === '12m' ? l : l.slice(5))),
      levels: levelsOption(data, t, t('boards.safety.total')),
      scores: scoresOption(data, t),
      departments: departmentsOption(data, t),
    }),
    // Options follow the data and the language (t changes identity with the language).
    [data, t],
  );

  const scoreCell = (r: SafetyRanked) =>
    r.score === null ? (
      '—'
    ) : (
      <span style={{ color: r.score < SCORE_RULES.hazardBelow ? HAZARD_COLOR.high : undefined }}>
        {f.one(r.score)}
      </span>
    );
  const driverColumns: RankColumn<SafetyRanked>[] = [
    {
      key: 'rank',
      title: t('boards.safety.columns.rank'),
      width: 46,
      cell: (_, i) => <RankBadge index={i} />,
    },
    { key: 'name', title: t('boards.safety.columns.driver'), cell: (r) => r.name },
    {
      key: 'dept',
      title: t('boards.safety.columns.department'),
      width: '30%',
      cell: (r) => r.departmentName,
    },
    {
      key: 'events',
      title: t('boards.safety.columns.events'),
      width: 56,
      numeric: true,
      cell: (r) => r.events,
    },
    {
      key: 'high',
      title: t('boards.safety.columns.highRisk'),
      width: 58,
      numeric: true,
      cell: (r) => <span style={{ color: HAZARD_COLOR.high }}>{r.highRisk}</span>,
    },
    { key: 'score', title: t('boards.safety.columns.score'), width: 58, numeric: true, cell: scoreCell },
  ];
  // The plate keeps its whole width; the department takes what is left (and ends in an ellipsis if it must).
  const vehicleColumns: RankColumn<SafetyRanked>[] = driverColumns.map((c) => {
    if (c.key === 'name') return { ...c, title: t('boards.safety.columns.plate'), plate: true };
    if (c.key !== 'dept') return c;
    const { width: _width, ...flexible } = c;
    return flexible;
  });

  const { highRisk, scores } = data;
  return (
    <div
      className="bd"
      data-testid={TEST_IDS.boards.board('safety')}
      data-board-kind="safety"
      style={{
        gridTemplateColumns: '1fr 1fr 1fr 1fr',
        gridTemplateRows: '128px 1fr 1fr 60px',
        gridTemplateAreas: `"kpi kpi kpi kpi" "kinds trend trend levels" "scores drivers vehicles depts" "ticker ticker ticker ticker"`,
      }}
    >
      <div className="bd-kpis" style={{ gridArea: 'kpi' }}>
        <Kpi
          id="eventsToday"
          label={t('boards.safety.kpi.eventsToday')}
          value={f.int(data.today.total)}
          raw={data.today.total}
          unit={t('boards.unit.events')}
          tone="accent"
        />
        <Kpi
          id="highRisk"
          label={t('boards.safety.kpi.highRisk')}
          value={f.int(highRisk.today)}
          raw={highRisk.today}
          unit={t('boards.unit.events')}
          tone="warn"
        />
        <Kpi
          id="overdue"
          label={t('boards.safety.kpi.overdue')}
          value={f.int(highRisk.overdue)}
          raw={highRisk.overdue}
          unit={t('boards.unit.events')}
          hint={t('boards.safety.kpi.overdueHint')}
          tone={highRisk.overdue > 0 ? 'bad' : 'good'}
          alert={highRisk.overdue > 0}
        />
        <Kpi
          id="interventionRate"
          label={t('boards.safety.kpi.interventionRate')}
          value={f.one(highRisk.interventionRate)}
          raw={highRisk.interventionRate}
          unit={highRisk.interventionRate === null ? undefined : '%'}
          hint={t('boards.safety.kpi.interventionHint', {
            handled: highRisk.handledInTime,
            total: highRisk.today,
          })}
          tone="good"
        />
        <Kpi
          id="averageScore"
          label={t('boards.safety.kpi.averageScore')}
          value={f.one(scores.average)}
          raw={scores.average}
          unit={scores.average === null ? undefined : t('boards.unit.score')}
          tone="accent"
        />
        <Kpi
          id="hazardDrivers"
          label={t('boards.safety.kpi.hazardDrivers')}
          value={f.int(scores.hazardDrivers)}
          raw={scores.hazardDrivers}
          unit={t('boards.unit.drivers')}
          hint={t('boards.safety.kpi.hazardHint', { scored: scores.scored })}
          tone={scores.hazardDrivers > 0 ? 'warn' : 'good'}
        />
      </div>

      <BoardPanel title={t('boards.safety.panels.byKind')} area="kinds">
        <EChart
          option={options.kinds}
          onDrawn={drawn('kinds')}
          testId={TEST_IDS.boards.chart('safetyKinds')}
        />
      </BoardPanel>
      <BoardPanel
        title={t('boards.safety.panels.trend')}
        area="trend"
        extra={<span className="bd-chip">{t(`boards.safety.trendWindow.${data.trend.window}`)}</span>}
      >
        <EChart
          option={options.trend}
          onDrawn={drawn('trend')}
          testId={TEST_IDS.boards.chart('safetyTrend')}
        />
      </BoardPanel>
      <BoardPanel title={t('boards.safety.panels.levels')} area="levels">
        <EChart
          option={options.levels}
          onDrawn={drawn('levels')}
          testId={TEST_IDS.boards.chart('safetyLevels')}
        />
      </BoardPanel>
      <BoardPanel
        title={t('boards.safety.panels.scores')}
        area="scores"
        extra={
          <span className="bd-chip" style={{ color: HAZARD_COLOR.high }}>
            {t('boards.safety.hazardBand', { score: SCORE_RULES.hazardBelow })}
          </span>
        }
      >
        <EChart
          option={options.scores}
          onDrawn={drawn('scores')}
          testId={TEST_IDS.boards.chart('safetyScores')}
        />
      </BoardPanel>
      <BoardPanel title={t('boards.safety.panels.drivers')} area="drivers">
        <RankTable
          rows={data.riskiestDrivers.slice(0, TABLE_ROWS)}
          columns={driverColumns}
          rowKey={(r) => r.id}
          emptyText={t('boards.noData')}
        />
      </BoardPanel>
      <BoardPanel title={t('boards.safety.panels.vehicles')} area="vehicles">
        <RankTable
          rows={data.riskiestVehicles.slice(0, TABLE_ROWS)}
          columns={vehicleColumns}
          rowKey={(r) => r.id}
          emptyText={t('boards.noData')}
        />
      </BoardPanel>
      <BoardPanel title={t('boards.safety.panels.departments')} area="depts">
        <EChart
          option={options.departments}
          onDrawn={drawn('departments')}
          testId={TEST_IDS.boards.chart('safetyDepartments')}
        />
      </BoardPanel>
      <SafetyTicker items={data.ticker} />
    </div>
  );
}
