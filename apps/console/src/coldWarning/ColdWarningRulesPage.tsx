import {
  COLD_WARNING_LIMITS,
  TEST_IDS,
  formatChinaTime,
  sentinelRuleResource,
  storePredictionResource,
  type ColdWarningKind,
  type LiveColdWarning,
  type RowOf,
} from '@roadwatch/core';
import { App, Button, Tag } from 'antd';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { modifiedColumns } from '../basicData/modifiedColumns';
import { useKeywordFilter } from '../basicData/useKeywordFilter';
import { ResourcePage } from '../resources/ResourcePage';
import type { ResourceColumn, ToolbarGrid } from '../resources/resourcePageTypes';
import type { MenuRoute } from '../routes/menuRoute';
import { ColdWarningRuleFields } from './ColdWarningRuleFields';
import { useColdWarningTargets } from './useColdWarningTargets';
import { useLiveColdWarnings } from './useLiveColdWarnings';

type Row = RowOf<typeof sentinelRuleResource>;
const ids = TEST_IDS.coldWarning;
const k = (key: string) => `coldWarning.${key}`;

const FORM_DEFAULTS = {
  windowMinutes: COLD_WARNING_LIMITS.windowMinutes.default,
  horizonMinutes: COLD_WARNING_LIMITS.horizonMinutes.default,
  marginC: COLD_WARNING_LIMITS.marginC.default,
  warnHigh: true,
  warnLow: false,
  enabled: true,
};

/**
 * The rules of one early-warning view on the resource kit: sentinel warnings (any site) or store alarm predictions
 * (stores). A warning opened on the live feed pops up a notice (the predicted crossing) and calls `onLiveWarning`.
 */
export function ColdWarningRulesPage({
  kind,
  route,
  onShowWarnings,
  onLiveWarning,
}: {
  kind: ColdWarningKind;
  route: MenuRoute;
  onShowWarnings?: (ruleId: number | undefined) => void;
  onLiveWarning: () => void;
}) {
  const { t } = useTranslation('coldWarning');
  const { notification } = App.useApp();
  const filters = useKeywordFilter(k('keywordHint'));
  const targets = useColdWarningTargets(kind);

  const onWarning = useCallback(
    (w: LiveColdWarning) => {
      if (w.kind !== kind) return;
      onLiveWarning();
      if (w.endedAt !== null) return;
      const site = targets.find((s) => s.id === w.siteId);
      const point = site?.points.find((p) => p.id === w.pointId);
      notification.warning({
        key: w.guid,
        title: t(k('popupTitle')),
        description: t(k('popupText'), {
          site: site?.name ?? '',
          point: point?.name ?? '',
          limit: w.limitC,
          time: formatChinaTime(w.predictedAt),
        }),
      });
    },
    [kind, onLiveWarning, targets, notification, t],
  );
  useLiveColdWarnings(onWarning);

  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'name', header: k('name'), width: 150 },
      { field: 'siteName', header: k('site'), width: 150, format: (v) => (v ? String(v) : t(k('allSites'))) },
      {
        field: 'pointName',
        header: k('point'),
        width: 120,
        format: (v) => (v ? String(v) : t(k('allPoints'))),
      },
      { field: 'windowMinutes', header: k('windowMinutes'), width: 130 },
      { field: 'horizonMinutes', header: k('horizonMinutes'), width: 140 },
      { field: 'marginC', header: k('marginC'), width: 110 },
      {
        field: 'warnHigh',
        header: k('sides'),
        width: 120,
        render: (row) => (
          <>
            {row.warnHigh && <Tag color="red">{t(k('warnHigh'))}</Tag>}
            {row.warnLow && <Tag color="blue">{t(k('warnLow'))}</Tag>}
          </>
        ),
      },
      {
        field: 'enabled',
        header: k('status'),
        width: 90,
        render: (row) => (
          <Tag color={row.enabled ? 'success' : 'default'}>{t(k(row.enabled ? 'enabled' : 'disabled'))}</Tag>
        ),
      },
      { field: 'openWarnings', header: k('openWarnings'), width: 140 },
      ...modifiedColumns<Row>(),
    ],
    [t],
  );

  const toolbar = (grid: ToolbarGrid): ReactNode =>
    onShowWarnings && (
      <Button
        data-testid={ids.warnings}
        onClick={() => {
          const selected = grid.selectedIds();
          onShowWarnings(selected.length === 1 ? selected[0] : undefined);
        }}
      >
        {t(k('warnings'))}
      </Button>
    );

  return (
    <ResourcePage
      resource={kind === 'sentinel' ? sentinelRuleResource : storePredictionResource}
      route={route}
      ns="coldWarning"
      title={k(kind === 'sentinel' ? 'sentinelTitle' : 'predictionTitle')}
      columns={columns}
      filters={filters}
      formWidth={600}
      formDefaults={FORM_DEFAULTS}
      toolbarExtra={onShowWarnings ? toolbar : undefined}
      formFields={({ rule }) => <ColdWarningRuleFields rule={rule} targets={targets} />}
    />
  );
}
