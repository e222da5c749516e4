import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { BoardChartView } from '../../fleetBoards/BoardChartView';
import { BoardFigure } from '../../fleetBoards/BoardFigure';
import { ExpiringDocuments } from '../../fleetBoards/ExpiringDocuments';
import { FleetBoardFrame } from '../../fleetBoards/FleetBoardFrame';
import { useBoardData } from '../../fleetBoards/useBoardData';
import type { PageProps } from '../../routes/pageRegistry';

const NO_INPUT = {};

/** Company profile board (`tmsCompanyProfileBoard`): the company and its fleet in figures. */
export function TmsCompanyProfileBoard(_props: PageProps) {
  const { t } = useTranslation('fleetBoards');
  const board = useBoardData(ENDPOINTS.fleetCompanyProfileBoard, NO_INPUT);
  const { data } = board;
  const daily = data?.mileage.daily ?? [];
  return (
    <FleetBoardFrame
      title={data ? `${t('profile.title')} · ${data.companyName}` : t('profile.title')}
      board={board}
    >
      <div className="fleet-board__figures">
        <BoardFigure name="total" label={t('figures.total')} value={data?.vehicles.total} />
        <BoardFigure name="online" label={t('figures.online')} value={data?.vehicles.online} />
        <BoardFigure name="departments" label={t('figures.departments')} value={data?.departments} />
        <BoardFigure name="drivers" label={t('figures.drivers')} value={data?.drivers} />
        <BoardFigure name="monthKm" label={t('figures.monthKm')} value={data?.mileage.monthKm} />
        <BoardFigure
          name="usageRate"
          label={t('figures.usageRate')}
          value={data?.utilisation.rate}
          suffix="%"
        />
      </div>
      <div className="fleet-board__grid">
        <BoardChartView
          title={t('charts.dailyKm')}
          testId={TEST_IDS.fleetBoards.chart('dailyKm')}
          kind="bar"
          name={t('figures.todayKm')}
          labels={daily.map((d) => d.date.slice(5))}
          values={daily.map((d) => d.km)}
        />
        <ExpiringDocuments items={data?.documents.soonest ?? []} />
      </div>
    </FleetBoardFrame>
  );
}
