import { ENDPOINTS, TEST_IDS, formatChinaDate } from '@roadwatch/core';
import { Alert, Card, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisRangeBar } from '../../fleetAnalysis/AnalysisRangeBar';
import { lastThirtyDays, type AnalysisQuery } from '../../fleetAnalysis/analysisQuery';
import { FuelIntervalTable, FuelVehicleTable, RefuelCheckTable } from '../../fleetAnalysis/FuelTables';
import { useAnalysis } from '../../fleetAnalysis/useAnalysis';
import { BoardChartView } from '../../fleetBoards/BoardChartView';
import type { PageProps } from '../../routes/pageRegistry';
import '../../fleetBoards/fleetBoards.css';
import '../../fleetAnalysis/fleetAnalysis.css';

const ids = TEST_IDS.fleetAnalysis;

/**
 * Fuel analysis (`tmsOilAnalysis`): per vehicle the litres, km and full-to-full consumption against its rated
 * figure; each refuelling checked for a stop on the track and a rise in the fuel level; consumption per interval.
 */
export function TmsOilAnalysis(_props: PageProps) {
  const { t } = useTranslation('fleetAnalysis');
  const [query, setQuery] = useState<AnalysisQuery>(() => lastThirtyDays());
  const { data, loading, failed } = useAnalysis(ENDPOINTS.fleetFuelAnalysis, query);
  // One line per vehicle over the intervals' end days.
  const chart = useMemo(() => {
    const intervals = data?.intervals ?? [];
    const labels = [...new Set(intervals.map((i) => formatChinaDate(i.toTime)))].sort();
    const plates = [...new Set(intervals.map((i) => i.plate))];
    return {
      labels,
      series: plates.map((plate) => ({
        name: plate,
        values: labels.map(
          (day) =>
            intervals.find((i) => i.plate === plate && formatChinaDate(i.toTime) === day)?.per100km ?? null,
        ),
      })),
    };
  }, [data]);
  return (
    <div className="fleet-analysis">
      <AnalysisRangeBar title={t('fuel.title')} query={query} onQuery={setQuery} />
      {failed && <Alert type="error" showIcon message={t('loadFailed')} />}
      <Spin spinning={loading}>
        <Card size="small" title={t('fuel.vehicles')}>
          <FuelVehicleTable rows={data?.vehicles ?? []} />
        </Card>
      </Spin>
      <BoardChartView
        title={t('fuel.chart')}
        testId={ids.chart('fuelIntervals')}
        kind="line"
        name={t('columns.per100km')}
        labels={chart.labels}
        values={[]}
        series={chart.series}
      />
      <Card size="small" title={t('fuel.intervals')}>
        <FuelIntervalTable rows={data?.intervals ?? []} />
      </Card>
      <Card size="small" title={t('fuel.refuels')}>
        <RefuelCheckTable rows={data?.refuels ?? []} />
      </Card>
    </div>
  );
}
