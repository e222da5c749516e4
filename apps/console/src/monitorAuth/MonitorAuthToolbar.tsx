import { ENDPOINTS, MONITOR_AUTH_LIMITS, TEST_IDS } from '@roadwatch/core';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { ToolbarGrid } from '../resources/resourcePageTypes';

const ids = TEST_IDS.monitorAuth;

/** Disables the selected authorisations (confirmed, at most MONITOR_AUTH_LIMITS.batchMax). */
export function MonitorAuthToolbar({ grid }: { grid: ToolbarGrid }) {
  const { t } = useTranslation('monitorAuth');
  const { message, modal } = App.useApp();
  const disable = () => {
    const selected = grid.selectedIds();
    if (selected.length === 0) return void message.warning(t('selectFirst'));
    if (selected.length > MONITOR_AUTH_LIMITS.batchMax)
      return void message.warning(t('tooMany', { max: MONITOR_AUTH_LIMITS.batchMax }));
    modal.confirm({
      title: t('disableConfirm', { count: selected.length }),
      okText: t('disable'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': ids.confirm } as never,
      onOk: async () => {
        const { changed } = await api.call(ENDPOINTS.monitorAuthDisable, { ids: selected });
        void message.success(t('disabledDone', { count: changed }));
        grid.refresh();
      },
    });
  };
  return (
    <Button danger onClick={disable} data-testid={ids.disable}>
      {t('disable')}
    </Button>
  );
}
