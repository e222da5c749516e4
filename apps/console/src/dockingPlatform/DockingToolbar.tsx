import { DOCKING_LIMITS, ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { ToolbarGrid } from '../resources/resourcePageTypes';
import type { MenuRoute } from '../routes/menuRoute';

const ids = TEST_IDS.dockingPlatform;

/** Enable / disable the selected endpoints (confirmed, at most DOCKING_LIMITS.batchMax) and open the delivery log. */
export function DockingToolbar({
  route,
  grid,
  onShowLog,
}: {
  route: MenuRoute;
  grid: ToolbarGrid;
  onShowLog: (endpointId: number | undefined) => void;
}) {
  const { t } = useTranslation('dockingPlatform');
  const { message, modal } = App.useApp();

  const setEnabled = (enabled: boolean) => {
    const selected = grid.selectedIds();
    if (selected.length === 0) return void message.warning(t('dockingPlatform.selectFirst'));
    if (selected.length > DOCKING_LIMITS.batchMax)
      return void message.warning(t('dockingPlatform.tooMany', { max: DOCKING_LIMITS.batchMax }));
    modal.confirm({
      title: t(enabled ? 'dockingPlatform.enableConfirm' : 'dockingPlatform.disableConfirm', {
        count: selected.length,
      }),
      okText: t(enabled ? 'dockingPlatform.enable' : 'dockingPlatform.disable'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: !enabled, 'data-testid': ids.confirm } as never,
      onOk: async () => {
        const { changed } = await api.call(ENDPOINTS.dockingEndpointSetEnabled, { ids: selected, enabled });
        void message.success(t('dockingPlatform.changed', { count: changed }));
        grid.refresh();
      },
    });
  };

  const showLog = () => {
    const selected = grid.selectedIds();
    onShowLog(selected.length === 1 ? selected[0] : undefined);
  };

  // The kit's toolbar spaces its own children; these buttons are one child of it, so they space themselves.
  return (
    <Space wrap>
      {route.meta.operationIds.includes('dockingPlatform:update') && (
        <>
          <Button onClick={() => setEnabled(true)} data-testid={ids.enable}>
            {t('dockingPlatform.enable')}
          </Button>
          <Button onClick={() => setEnabled(false)} data-testid={ids.disable}>
            {t('dockingPlatform.disable')}
          </Button>
        </>
      )}
      <Button onClick={showLog} data-testid={ids.deliveries}>
        {t('dockingPlatform.deliveries')}
      </Button>
    </Space>
  );
}
