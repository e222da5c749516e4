import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { BoardChartView } from '../../fleetBoards/BoardChartView';
import { BoardFigure } from '../../fleetBoards/BoardFigure';
import { FleetBoardFrame } from '../../fleetBoards/FleetBoardFrame';
import { useBoardData } from '../../fleetBoards/useBoardData';
import type { PageProps } from '../../routes/pageRegistry';

const NO_INPUT = {};
const ids = TEST_IDS.fleetBoards;

/**
 * Operation board (`tmsOperationKanban`): mileage per day over 30 days, the usage rate (a vehicle is used on a day
 * it drives more than 5 km; rate over a 30-day divisor) and today's top vehicles — the wall board's figures.
 */
export function TmsOperationKanban(_props: PageProps) {
  const { t } = useTranslation('fleetBoards');
  const board = useBoardData(ENDPOINTS.fleetOperationBoard, NO_INPUT);
  const { data } = board;
  const daily = data?.mileage.daily ?? [];
  const used = data?.utilisation.daily ?? [];
  const top = data?.topMileage ?? [];
  return (
    <FleetBoardFrame title={t('operation.title')} board={board}>
      <div className="fleet-board__figures">
        <BoardFigure name="todayKm" label={t('figures.todayKm')} value={data?.mileage.todayKm} />
        <BoardFigure name="monthKm" label={t('figures.monthKm')} value={data?.mileage.monthKm} />
        <BoardFigure
          name="usageRate"
          label={t('figures.usageRate')}
          value={data?.utilisation.rate}
          suffix="%"
        />
        <BoardFigure name="usedToday" label={t('figures.usedToday')} value={data?.utilisation.usedToday} />
        <BoardFigure name="activeToday" label={t('figures.activeToday')} value={data?.activeVehicles.today} />
        <BoardFigure name="total" label={t('figures.total')} value={data?.utilisation.vehicles} />
      </div>
      <div className="fleet-board__grid">
        <BoardChartView
          title={t('charts.dailyKm')}
          testId={ids.chart('dailyKm')}
          kind="line"
          name={t('figures.todayKm')}
          labels={daily.map((d) => d.date.slice(5))}
          values={daily.map((d) => d.km)}
        />
        <BoardChartView
          title={t('charts.dailyUsed')}
          testId={ids.chart('dailyUsed')}
          kind="bar"
          name={t('figures.usedToday')}
          labels={used.map((d) => d.date.slice(5))}
          values={used.map((d) => d.used)}
        />
        <BoardChartView
          title={t('charts.topVehicles')}
          testId={ids.chart('topVehicles')}
          kind="hbar"
          name={t('figures.todayKm')}
          labels={top.map((v) => v.plate)}
          values={top.map((v) => v.km)}
        />
      </div>
    </FleetBoardFrame>
  );
}
