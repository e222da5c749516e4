import { ENDPOINTS, TEST_IDS, type MapConfig, type PersonalSettings } from '@roadwatch/core';
import { Button, Card, Result, Spin, Tabs, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../app/api';
import type { PageProps } from '../routes/pageRegistry';
import { AlarmTab } from './AlarmTab';
import { BaseTab } from './BaseTab';
import { MapTab } from './MapTab';
import { ModuleSortTab } from './ModuleSortTab';
import { OpinionsTab } from './OpinionsTab';
import { TableColumnsTab } from './TableColumnsTab';
import { TrackTab } from './TrackTab';
import { useLoaded } from './useLoaded';

const ids = TEST_IDS.personalize;
const TABS = [
  'base',
  'opinions',
  'track',
  'map',
  'alarm',
  'tableColumns',
  'moduleSort',
  'favourites',
] as const;

interface Loaded {
  settings: PersonalSettings;
  map: MapConfig;
}

/** Personal settings (user menu): one tab per kind of setting; `?tab=` opens a tab (the alarm dialog links one). */
export function PersonalSettingPage({ route }: PageProps) {
  const { t } = useTranslation('personalize');
  const [params, setParams] = useSearchParams();
  const load = useCallback(
    async (): Promise<Loaded> => ({
      settings: await api.call(ENDPOINTS.personalSettingGet, {}),
      map: await api.call(ENDPOINTS.getMapConfig, {}),
    }),
    [],
  );
  const [loaded, reload] = useLoaded(load, 'personal settings');
  const wanted = params.get('tab');
  const active = TABS.find((k) => k === wanted) ?? 'base';
  const canEditOpinions = route.meta.operationIds.includes('personalSetting:handlingOpinions');

  let body;
  if (loaded.state === 'loading') body = <Spin />;
  else if (loaded.state === 'failed')
    body = (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={reload}>{t('common.retry')}</Button>}
      />
    );
  else {
    const { settings, map } = loaded.value;
    const panes = {
      base: <BaseTab settings={settings} onSaved={reload} />,
      opinions: <OpinionsTab settings={settings} canEdit={canEditOpinions} onSaved={reload} />,
      track: <TrackTab settings={settings} onSaved={reload} />,
      map: <MapTab mapType={map.mapType} onSaved={reload} />,
      alarm: <AlarmTab settings={settings} onSaved={reload} />,
      tableColumns: <TableColumnsTab />,
      moduleSort: <ModuleSortTab order={settings.moduleSort} onSaved={reload} />,
      favourites: <Typography.Paragraph>{t('favourites.intro')}</Typography.Paragraph>,
    };
    body = (
      <Tabs
        tabPosition="left"
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={ids.tab(key)}>{t(`tabs.${key}`)}</span>,
          children: panes[key],
        }))}
      />
    );
  }
  return (
    <Card
      className="shell-page"
      data-testid={ids.page}
      title={<span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>}
    >
      {body}
    </Card>
  );
}
