import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { BoardChartView } from '../../fleetBoards/BoardChartView';
import { BoardFigure } from '../../fleetBoards/BoardFigure';
import { ExpiringDocuments } from '../../fleetBoards/ExpiringDocuments';
import { FleetBoardFrame } from '../../fleetBoards/FleetBoardFrame';
import { useBoardData } from '../../fleetBoards/useBoardData';
import type { PageProps } from '../../routes/pageRegistry';

const STATES = ['running', 'stopped', 'offline', 'alarm', 'abnormal', 'dangerous'] as const;
const NO_INPUT = {};

/** Supervision board (`tmsSupervisionBoard`): vehicle states, alarms today and expiring documents, refreshed. */
export function TmsSupervisionBoard(_props: PageProps) {
  const { t } = useTranslation('fleetBoards');
  const board = useBoardData(ENDPOINTS.fleetSupervisionBoard, NO_INPUT);
  const { data } = board;
  const v = data?.vehicles;
  const docs = data?.documents;
  return (
    <FleetBoardFrame title={t('supervision.title')} board={board}>
      <div className="fleet-board__figures">
        <BoardFigure name="total" label={t('figures.total')} value={v?.total} />
        <BoardFigure name="online" label={t('figures.online')} value={v?.online} />
        <BoardFigure name="offline" label={t('figures.offline')} value={v?.byState.offline} />
        <BoardFigure name="running" label={t('figures.running')} value={v?.byState.running} />
        <BoardFigure name="stopped" label={t('figures.stopped')} value={v?.byState.stopped} />
        <BoardFigure name="onlineRate" label={t('figures.onlineRate')} value={v?.onlineRate} suffix="%" />
        <BoardFigure name="alarmsToday" label={t('figures.alarmsToday')} value={data?.alarmsToday} />
        <BoardFigure
          name="insuranceExpiring"
          label={`${t('documents.insurance')} · ${t('documents.aboutToExpire')}`}
          value={docs?.insurance.aboutToExpire}
        />
        <BoardFigure
          name="certificateExpired"
          label={`${t('documents.certificate')} · ${t('documents.expired')}`}
          value={docs?.certificate.expired}
        />
      </div>
      <div className="fleet-board__grid">
        <BoardChartView
          title={t('charts.states')}
          testId={TEST_IDS.fleetBoards.chart('states')}
          kind="pie"
          name={t('charts.states')}
          labels={STATES.map((s) => t(`figures.${s}`))}
          values={STATES.map((s) => v?.byState[s] ?? 0)}
        />
        <BoardChartView
          title={t('charts.departments')}
          testId={TEST_IDS.fleetBoards.chart('departments')}
          kind="hbar"
          name={t('figures.total')}
          labels={(data?.departments ?? []).map((d) => d.name)}
          values={(data?.departments ?? []).map((d) => d.vehicles)}
        />
      </div>
      <ExpiringDocuments items={docs?.soonest ?? []} />
    </FleetBoardFrame>
  );
}
