import { ENDPOINTS, TEST_IDS, type FleetDepartmentFigures } from '@roadwatch/core';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { BoardChartView } from '../../fleetBoards/BoardChartView';
import { BoardFigure } from '../../fleetBoards/BoardFigure';
import { FleetBoardFrame } from '../../fleetBoards/FleetBoardFrame';
import { useBoardData } from '../../fleetBoards/useBoardData';
import type { PageProps } from '../../routes/pageRegistry';

const NO_INPUT = {};
const rate = (v: number | null) => (v === null ? '–' : `${v}%`);

/** Enterprise overview (`tmsEnterpriseOverview`): company totals and the same figures per department. */
export function TmsEnterpriseOverview(_props: PageProps) {
  const { t } = useTranslation('fleetBoards');
  const board = useBoardData(ENDPOINTS.fleetEnterpriseOverview, NO_INPUT);
  const { data } = board;
  const totals = data?.totals;
  const departments = data?.departments ?? [];
  const e = (key: string) => t(`enterprise.${key}`);
  return (
    <FleetBoardFrame title={e('title')} board={board}>
      <div className="fleet-board__figures">
        <BoardFigure name="total" label={t('figures.total')} value={totals?.vehicles} />
        <BoardFigure name="online" label={t('figures.online')} value={totals?.online} />
        <BoardFigure name="todayKm" label={t('figures.todayKm')} value={totals?.todayKm} />
        <BoardFigure name="alarmsToday" label={t('figures.alarmsToday')} value={totals?.alarmsToday} />
        <BoardFigure name="usageRate" label={t('figures.usageRate')} value={totals?.usageRate} suffix="%" />
      </div>
      <div className="fleet-board__grid">
        <BoardChartView
          title={t('charts.departments')}
          testId={TEST_IDS.fleetBoards.chart('departments')}
          kind="hbar"
          name={e('vehicles')}
          labels={departments.map((d) => d.name)}
          values={departments.map((d) => d.vehicles)}
        />
        <Card size="small" title={e('department')}>
          <Table<FleetDepartmentFigures>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={departments}
            locale={{ emptyText: t('noData') }}
            data-testid={TEST_IDS.fleetBoards.departments}
            columns={[
              { title: e('department'), dataIndex: 'name' },
              { title: e('vehicles'), dataIndex: 'vehicles', width: 80 },
              { title: e('online'), dataIndex: 'online', width: 70 },
              { title: e('todayKm'), dataIndex: 'todayKm', width: 100 },
              { title: e('alarmsToday'), dataIndex: 'alarmsToday', width: 100 },
              { title: e('usageRate'), dataIndex: 'usageRate', width: 90, render: rate },
            ]}
          />
        </Card>
      </div>
    </FleetBoardFrame>
  );
}
