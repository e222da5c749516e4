import {
  alarmRuleUpdateOperation,
  ENDPOINTS,
  TEST_IDS,
  type AlarmRuleRecord,
  type AlarmRuleType,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, Button, Spin, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { AlarmRuleForm, type AnyRuleSettings } from './AlarmRuleForm';
import { RecordInfo } from './RecordInfo';
import { VehicleScope } from './VehicleScope';

const ids = TEST_IDS.alarmRules;

export interface AlarmRulePageProps {
  type: AlarmRuleType;
  route: MenuRoute;
}

/**
 * The settings page of one alarm type: the company default (what every vehicle without its own uses) and the
 * vehicles with a setting of their own. Users without `<page>:update` see both read-only.
 */
export function AlarmRulePage({ type, route }: AlarmRulePageProps) {
  const { t } = useTranslation('alarmRules');
  const canUpdate = route.meta.operationIds.includes(alarmRuleUpdateOperation(type));
  const [global, setGlobal] = useState<AlarmRuleRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.alarmRuleDetail, { type })
      .then((detail) => {
        if (live) setGlobal(detail.global);
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'alarm rule detail', error);
        if (live && !(isApiError(error) && error.kind === 'cancelled')) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [type, loads]);

  const saveGlobal = useCallback(
    async (settings: AnyRuleSettings) => {
      setGlobal(await api.call(ENDPOINTS.alarmRuleSaveGlobal, { type, settings }));
      return t('alarmRules.page.saved');
    },
    [type, t],
  );

  const tabs = useMemo(
    () =>
      global && [
        {
          key: 'global',
          label: <span data-testid={ids.scope('global')}>{t('alarmRules.page.companyDefault')}</span>,
          children: (
            <>
              <RecordInfo record={global} />
              <AlarmRuleForm
                type={type}
                initial={global.settings}
                readOnly={!canUpdate}
                onSave={saveGlobal}
              />
            </>
          ),
        },
        {
          key: 'vehicles',
          label: <span data-testid={ids.scope('vehicles')}>{t('alarmRules.page.vehicleSettings')}</span>,
          children: <VehicleScope type={type} companyDefault={global.settings} canUpdate={canUpdate} />,
        },
      ],
    [global, type, canUpdate, saveGlobal, t],
  );

  return (
    <div data-testid={ids.page} data-type={type} style={{ padding: 16 }}>
      <Typography.Title level={4} data-testid={TEST_IDS.page.title}>
        {route.meta.title}
      </Typography.Title>
      {failed && (
        <Alert
          type="error"
          showIcon
          message={t('resource.list.loadFailed')}
          action={
            <Button
              size="small"
              onClick={() => {
                setFailed(false);
                setLoads((n) => n + 1);
              }}
            >
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {tabs ? <Tabs items={tabs} /> : !failed && <Spin />}
    </div>
  );
}
