import { ENDPOINTS, TEST_IDS, formatChinaTime } from '@roadwatch/core';
import { Empty, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardChartView } from '../../fleetBoards/BoardChartView';
import { BoardFigure } from '../../fleetBoards/BoardFigure';
import { ExpiringDocuments } from '../../fleetBoards/ExpiringDocuments';
import { FleetBoardFrame } from '../../fleetBoards/FleetBoardFrame';
import { useBoardData } from '../../fleetBoards/useBoardData';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import type { PageProps } from '../../routes/pageRegistry';

/** Car dashboard (`tmsCarDashboard`): one chosen vehicle's state, mileage, usage, alarms and documents. */
export function TmsCarDashboard(_props: PageProps) {
  const { t } = useTranslation('fleetBoards');
  const { vehicles } = useFleetCostOptions();
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const input = useMemo(() => (vehicleId === null ? null : { vehicleId }), [vehicleId]);
  const board = useBoardData(ENDPOINTS.fleetCarDashboard, input);
  const { data } = board;
  const car = data !== null && data.vehicleId === vehicleId ? data : null;
  const options = useMemo(() => vehicles.map((v) => ({ value: v.id, label: v.plate })), [vehicles]);
  const daily = car?.daily ?? [];
  return (
    <FleetBoardFrame
      title={car ? `${t('car.title')} · ${car.plate}` : t('car.title')}
      board={board}
      extra={
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('car.pick')}
          style={{ width: 180 }}
          options={options}
          value={vehicleId}
          onChange={setVehicleId}
          data-testid={TEST_IDS.fleetBoards.vehiclePick}
        />
      }
    >
      {vehicleId === null ? (
        <Empty description={t('car.pickFirst')} />
      ) : (
        <>
          <div className="fleet-board__figures">
            <BoardFigure
              name="state"
              label={t('figures.state')}
              value={car ? t(car.online ? 'figures.online' : 'figures.offline') : undefined}
            />
            <BoardFigure name="speed" label={t('figures.speed')} value={car?.speed} />
            <BoardFigure name="todayKm" label={t('figures.todayKm')} value={car?.todayKm} />
            <BoardFigure name="thirtyDayKm" label={t('figures.thirtyDayKm')} value={car?.thirtyDayKm} />
            <BoardFigure name="usedDays" label={t('figures.usedDays')} value={car?.usedDays} />
            <BoardFigure name="alarmsToday" label={t('figures.alarmsToday')} value={car?.alarmsToday} />
            <BoardFigure
              name="lastPosition"
              label={t('figures.lastPosition')}
              value={car?.lastPosition ? formatChinaTime(car.lastPosition.time) : undefined}
            />
            <BoardFigure name="place" label={t('figures.place')} value={car?.lastPosition?.place} />
          </div>
          <div className="fleet-board__grid">
            <BoardChartView
              title={t('charts.vehicleDailyKm')}
              testId={TEST_IDS.fleetBoards.chart('vehicleDailyKm')}
              kind="bar"
              name={t('figures.todayKm')}
              labels={daily.map((d) => d.date.slice(5))}
              values={daily.map((d) => d.km)}
            />
            <ExpiringDocuments items={car?.documents ?? []} />
          </div>
        </>
      )}
    </FleetBoardFrame>
  );
}
