import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { useLoaded } from './useLoaded';

const ids = TEST_IDS.personalize;

/** Column choice and order are set on each grid (its column button); here they can all go back to the defaults. */
export function TableColumnsTab() {
  const { t } = useTranslation('personalize');
  const { message } = App.useApp();
  const load = useCallback(() => api.call(ENDPOINTS.tableColumnSettingCount, {}), []);
  const [loaded, reload] = useLoaded(load, 'table column settings');
  const count = loaded.state === 'ready' ? loaded.value.count : 0;
  const reset = async () => {
    await api.call(ENDPOINTS.tableColumnSettingResetAll, { confirm: true });
    void message.success(t('saved'));
    reload();
  };
  return (
    <Space direction="vertical" style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{t('tableColumns.intro')}</Typography.Paragraph>
      <Typography.Text data-testid={ids.tableColumnsCount}>
        {t('tableColumns.count', { count })}
      </Typography.Text>
      <Popconfirm
        title={t('tableColumns.resetConfirm')}
        onConfirm={() => void reset()}
        disabled={count === 0}
      >
        <Button danger disabled={count === 0} data-testid={ids.tableColumnsReset}>
          {t('tableColumns.reset')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
