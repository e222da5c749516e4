import { HANDLE_STATUS, TEST_IDS, type HandleStatus } from '@roadwatch/core';
import { Alert, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuRoute } from '../routes/menuRoute';
import { routeOfMenu } from '../routes/menuTree';
import { session } from '../session/sessionState';
import { StatDetailGrid } from './StatDetailGrid';
import { StatFilterBar } from './StatFilterBar';
import {
  alarmQueryOf,
  filtersOfAlarmQuery,
  lastWeek,
  statQueryFromSearch,
  statSearch,
  type StatQuery,
} from './statQuery';
import { useStatExport } from './useStatExport';
import '../alarmHandling/alarmProcessing.css';
import './alarmStatistics.css';

const LEVEL_KEYS = { 1: 'low', 2: 'medium', 3: 'high' } as const;
const STATUS_KEYS: Record<HandleStatus, string> = {
  [HANDLE_STATUS.unprocessed]: 'unprocessed',
  [HANDLE_STATUS.processed]: 'processed',
  [HANDLE_STATUS.ignored]: 'ignored',
};

/** The alarms of the range with the summary's filters (and the clicked cell's), server-paged, with export. */
export function AlarmStatDetailPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { routes } = useSnapshot(session);
  const defaults = useMemo(() => lastWeek(), []);
  const [query, setQuery] = useState<StatQuery>(() => statQueryFromSearch(search, defaults));
  const [total, setTotal] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const exporter = useStatExport('detail');
  const canExport = route.meta.operationIds.includes('alarmStatDetail:export');
  const summaryRoute = routeOfMenu(routes, 'alarmStatSummary');
  // The summary passes the plate along for the tag; the filter itself is the vehicle id.
  const plate = search.get('plate') ?? '';

  const search_ = (next: StatQuery) => {
    setFailed(false);
    setTotal(null);
    setQuery(next);
  };
  // The cell a user came from stays as tags; closing one widens the list.
  const drop = (key: 'vehicleId' | 'alarmLevel' | 'handleStatus') => {
    const { [key]: _dropped, ...rest } = query;
    search_(rest);
  };

  return (
    <div className="alarm-processing" data-testid={TEST_IDS.alarmStatistics.detail}>
      <Card size="small">
        <StatFilterBar
          kind="alarm"
          initial={filtersOfAlarmQuery(query)}
          defaults={filtersOfAlarmQuery(defaults)}
          onSearch={(f) => search_(alarmQueryOf(f))}
        />
      </Card>
      <Card size="small" className="alarm-processing__table">
        <div className="alarm-processing__toolbar">
          <Space wrap>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title || t('alarmStatistics.detailTitle')}
            </Typography.Text>
            {query.vehicleId !== undefined && (
              <Tag closable onClose={() => drop('vehicleId')}>
                {t('alarmStatistics.cell.vehicle', { plate: plate || query.vehicleId })}
              </Tag>
            )}
            {query.alarmLevel !== undefined && (
              <Tag closable onClose={() => drop('alarmLevel')}>
                {t('alarmStatistics.cell.level', {
                  level: t(`alarm.hazardLevel.${LEVEL_KEYS[query.alarmLevel as 1 | 2 | 3]}`),
                })}
              </Tag>
            )}
            {query.handleStatus !== undefined && (
              <Tag closable onClose={() => drop('handleStatus')}>
                {t('alarmStatistics.cell.status', {
                  status: t(`handling.handleStatus.${STATUS_KEYS[query.handleStatus as HandleStatus]}`),
                })}
              </Tag>
            )}
          </Space>
          <Space>
            {summaryRoute && (
              <Button onClick={() => void navigate(`${summaryRoute.path}?${statSearch(query)}`)}>
                {t('alarmStatistics.filter.back')}
              </Button>
            )}
            {canExport && (
              <Button
                data-testid={TEST_IDS.alarmStatistics.export}
                loading={exporter.exporting}
                disabled={total === 0}
                onClick={() => void exporter.run(query)}
              >
                {t('alarmStatistics.filter.export')}
              </Button>
            )}
          </Space>
        </div>
        {failed && <Alert type="error" showIcon message={t('alarmStatistics.loadFailed')} />}
        {total === 0 && <Empty description={t('alarmStatistics.empty')} />}
        <StatDetailGrid query={query} onTotal={setTotal} onLoadError={() => setFailed(true)} />
      </Card>
    </div>
  );
}
