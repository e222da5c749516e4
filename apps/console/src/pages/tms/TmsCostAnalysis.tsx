import { COST_CATEGORIES, ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { Alert, Card, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisRangeBar } from '../../fleetAnalysis/AnalysisRangeBar';
import { lastThirtyDays, type AnalysisQuery } from '../../fleetAnalysis/analysisQuery';
import { CostCategoryTable, CostFleetTable, CostVehicleTable } from '../../fleetAnalysis/CostTables';
import { useAnalysis } from '../../fleetAnalysis/useAnalysis';
import { BoardChartView } from '../../fleetBoards/BoardChartView';
import type { PageProps } from '../../routes/pageRegistry';
import '../../fleetBoards/fleetBoards.css';
import '../../fleetAnalysis/fleetAnalysis.css';

const ids = TEST_IDS.fleetAnalysis;
const VIEWS = ['vehicle', 'fleet', 'category'] as const;
type View = (typeof VIEWS)[number];
const VIEW_WORD = { vehicle: 'cost.byVehicle', fleet: 'cost.byFleet', category: 'cost.byCategory' } as const;

/**
 * Vehicle cost analysis (`tmsCostAnalysis`): the costs of the fleet records over at most 12 months, per vehicle
 * (with km and cost per km), per fleet or per category, with costs per month stacked by category and their shares.
 */
export function TmsCostAnalysis(_props: PageProps) {
  const { t } = useTranslation('fleetAnalysis');
  const [query, setQuery] = useState<AnalysisQuery>(() => lastThirtyDays());
  const [view, setView] = useState<View>('vehicle');
  const { data, loading, failed } = useAnalysis(ENDPOINTS.fleetCostAnalysis, query);
  const months = data?.months ?? [];
  // The pie shows the categories money went to; the table by category lists all of them.
  const spent = (data?.categories ?? []).filter((c) => c.fen > 0);
  return (
    <div className="fleet-analysis">
      <AnalysisRangeBar title={t('cost.title')} query={query} onQuery={setQuery} />
      {failed && <Alert type="error" showIcon message={t('loadFailed')} />}
      <Spin spinning={loading}>
        <div className="fleet-analysis__charts">
          <BoardChartView
            title={t('cost.monthChart')}
            testId={ids.chart('costMonths')}
            kind="bar"
            name={t('cost.total')}
            labels={months.map((m) => m.month)}
            values={[]}
            stacked
            series={COST_CATEGORIES.map((c) => ({
              name: t(`categories.${c}`),
              values: months.map((m) => m.costs[c] / 100),
            }))}
          />
          <BoardChartView
            title={t('cost.categoryChart')}
            testId={ids.chart('costCategories')}
            kind="pie"
            name={t('cost.categoryChart')}
            labels={spent.map((c) => t(`categories.${c.category}`))}
            values={spent.map((c) => c.fen / 100)}
          />
        </div>
      </Spin>
      <Card
        size="small"
        title={
          <Segmented
            value={view}
            onChange={(v) => setView(v as View)}
            options={VIEWS.map((v) => ({
              value: v,
              label: <span data-testid={ids.costView(v)}>{t(VIEW_WORD[v])}</span>,
            }))}
          />
        }
      >
        {data &&
          (view === 'vehicle' ? (
            <CostVehicleTable rows={data.vehicles} />
          ) : view === 'fleet' ? (
            <CostFleetTable rows={data.fleets} />
          ) : (
            <CostCategoryTable data={data} />
          ))}
      </Card>
    </div>
  );
}
