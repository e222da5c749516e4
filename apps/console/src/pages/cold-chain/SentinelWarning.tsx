import { TEST_IDS } from '@roadwatch/core';
import { Button, Drawer, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColdWarningExportButton } from '../../coldWarning/ColdWarningExportButton';
import { ColdWarningRulesPage } from '../../coldWarning/ColdWarningRulesPage';
import { ColdWarningTable } from '../../coldWarning/ColdWarningTable';
import type { PageProps } from '../../routes/pageRegistry';

const ids = TEST_IDS.coldWarning;

/**
 * Sentinel warning (`sentinelWarning`): early-warning rules for warehouse and store points, and the detail of a
 * rule's warnings (one selected rule, else all) with the predicted crossing beside the actual one.
 */
export function SentinelWarning({ route }: PageProps) {
  const { t } = useTranslation('coldWarning');
  const [shown, setShown] = useState<{ ruleId: number | undefined } | null>(null);
  const [reload, setReload] = useState(0);
  const canExport = route.meta.operationIds.includes('sentinelWarning:export');
  const onLiveWarning = useCallback(() => setReload((n) => n + 1), []);
  return (
    <>
      <ColdWarningRulesPage
        kind="sentinel"
        route={route}
        onShowWarnings={(ruleId) => setShown({ ruleId })}
        onLiveWarning={onLiveWarning}
      />
      {shown !== null && (
        <Drawer
          open
          width="94vw"
          title={t('coldWarning.warningsTitle')}
          onClose={() => setShown(null)}
          data-testid={ids.warningsDrawer}
          extra={
            <Space>
              {canExport && <ColdWarningExportButton kind="sentinel" ruleId={shown.ruleId} />}
              <Button data-testid={ids.refresh} onClick={() => setReload((n) => n + 1)}>
                {t('coldWarning.refresh')}
              </Button>
            </Space>
          }
        >
          <ColdWarningTable kind="sentinel" ruleId={shown.ruleId} reload={reload} />
        </Drawer>
      )}
    </>
  );
}
