import { ENDPOINTS, SUB_USER_BATCH_MAX, TEST_IDS, type PasswordStrength } from '@roadwatch/core';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { ToolbarGrid } from '../resources/resourcePageTypes';
import type { MenuRoute } from '../routes/menuRoute';
import { SubUserResetDialog } from './SubUserResetDialog';

const ids = TEST_IDS.organisation;

/** Batch enable/disable (at most 50, confirmed) and reset password (one user) for the sub-user grid. */
export function SubUserToolbar({
  route,
  grid,
  level,
}: {
  route: MenuRoute;
  grid: ToolbarGrid;
  level: PasswordStrength;
}) {
  const { t } = useTranslation('organisation');
  const { message, modal } = App.useApp();
  const [resetting, setResetting] = useState<{ id: number; userName: string } | null>(null);
  const ops = route.meta.operationIds;

  const setDisabled = (disabled: 0 | 1) => {
    const selected = grid.selectedIds();
    if (selected.length === 0) return void message.warning(t('subUser.selectUsers'));
    if (selected.length > SUB_USER_BATCH_MAX)
      return void message.warning(t('subUser.tooMany', { max: SUB_USER_BATCH_MAX }));
    modal.confirm({
      title: t(disabled ? 'subUser.disableConfirm' : 'subUser.enableConfirm', { count: selected.length }),
      okText: t(disabled ? 'subUser.disable' : 'subUser.enable'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: disabled === 1, 'data-testid': ids.dialogOk } as never,
      onOk: async () => {
        const { changed } = await api.call(ENDPOINTS.subUserSetDisabled, { ids: selected, disabled });
        void message.success(t('subUser.changed', { count: changed }));
        grid.refresh();
      },
    });
  };

  const reset = () => {
    const rows = grid.selectedRows() as { id: number; userName: string }[];
    if (rows.length !== 1 || !rows[0]) return void message.warning(t('subUser.selectOne'));
    setResetting({ id: rows[0].id, userName: rows[0].userName });
  };

  // The kit's toolbar spaces its own children; these buttons are one child of it, so they space themselves.
  return (
    <Space wrap>
      {ops.includes('subUserList:update') && (
        <>
          <Button onClick={() => setDisabled(0)} data-testid={ids.subUserEnable}>
            {t('subUser.batchEnable')}
          </Button>
          <Button onClick={() => setDisabled(1)} data-testid={ids.subUserDisable}>
            {t('subUser.batchDisable')}
          </Button>
        </>
      )}
      {ops.includes('subUserList:resetPassword') && (
        <Button onClick={reset} data-testid={ids.subUserReset}>
          {t('subUser.resetPassword')}
        </Button>
      )}
      {resetting && <SubUserResetDialog user={resetting} level={level} onClose={() => setResetting(null)} />}
    </Space>
  );
}
