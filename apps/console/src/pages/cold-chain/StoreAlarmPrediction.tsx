import { COLD_WARNING_LIMITS, ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { App, Button, Checkbox, Space, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ColdWarningRulesPage } from '../../coldWarning/ColdWarningRulesPage';
import { ColdWarningExportButton } from '../../coldWarning/ColdWarningExportButton';
import { ColdWarningTable } from '../../coldWarning/ColdWarningTable';
import type { PageProps } from '../../routes/pageRegistry';

const ids = TEST_IDS.coldWarning;

/**
 * Store alarm prediction (`storeAlarmPrediction`): prediction rules for store points, and their reminders — each
 * warning stays a reminder until someone acknowledges it; a new one pops up while the page is open.
 */
export function StoreAlarmPrediction({ route }: PageProps) {
  const { t } = useTranslation('coldWarning');
  const { message } = App.useApp();
  const [reload, setReload] = useState(0);
  const [onlyOpen, setOnlyOpen] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const onLiveWarning = useCallback(() => setReload((n) => n + 1), []);
  const canAcknowledge = route.meta.operationIds.includes('storeAlarmPrediction:update');
  const canExport = route.meta.operationIds.includes('storeAlarmPrediction:export');

  const acknowledge = async () => {
    if (selected.length === 0) return void message.warning(t('coldWarning.selectFirst'));
    const { changed } = await api.call(ENDPOINTS.storePredictionAcknowledge, {
      ids: selected.slice(0, COLD_WARNING_LIMITS.acknowledgeMax),
    });
    void message.success(t('coldWarning.acknowledged', { count: changed }));
    setSelected([]);
    setReload((n) => n + 1);
  };

  return (
    <Tabs
      style={{ height: '100%' }}
      items={[
        {
          key: 'rules',
          label: t('coldWarning.rules'),
          children: (
            <ColdWarningRulesPage kind="storePrediction" route={route} onLiveWarning={onLiveWarning} />
          ),
        },
        {
          key: 'reminders',
          label: <span data-testid={ids.reminders}>{t('coldWarning.reminders')}</span>,
          children: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space>
                <Checkbox checked={onlyOpen} onChange={(e) => setOnlyOpen(e.target.checked)}>
                  {t('coldWarning.unacknowledgedOnly')}
                </Checkbox>
                {canAcknowledge && (
                  <Button type="primary" data-testid={ids.acknowledge} onClick={() => void acknowledge()}>
                    {t('coldWarning.acknowledge')}
                  </Button>
                )}
                <Button data-testid={ids.refresh} onClick={() => setReload((n) => n + 1)}>
                  {t('coldWarning.refresh')}
                </Button>
                {canExport && <ColdWarningExportButton kind="storePrediction" unacknowledged={onlyOpen} />}
              </Space>
              <ColdWarningTable
                kind="storePrediction"
                unacknowledged={onlyOpen}
                reload={reload}
                selection={canAcknowledge ? { selected, onChange: setSelected } : undefined}
              />
            </Space>
          ),
        },
      ]}
    />
  );
}
