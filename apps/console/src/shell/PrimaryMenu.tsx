import { TEST_IDS } from '@roadwatch/core';
import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session/sessionState';
import { indexMenus, menuItems } from './menuItems';
import { openMenu } from './openMenu';

/** Menus go four levels deep (seed 000 §2.3). */
const MAX_LEVEL = 4;

export function PrimaryMenu({ selectedKeys }: { selectedKeys: string[] }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { primaryMenu, routes } = useSnapshot(session);
  const items = useMemo(
    () => menuItems(primaryMenu, MAX_LEVEL, TEST_IDS.shell.primaryMenuItem),
    [primaryMenu],
  );
  const byKey = useMemo(() => indexMenus(primaryMenu), [primaryMenu]);

  return (
    <Menu
      mode="horizontal"
      theme="dark"
      className="shell__primary-menu"
      aria-label={t('shell.primaryMenu')}
      data-testid={TEST_IDS.shell.primaryMenu}
      items={items}
      selectedKeys={selectedKeys}
      // Click, not hover: a pointer passing over the bar should not throw menus open.
      triggerSubMenuAction="click"
      onClick={({ key }) => {
        const node = byKey.get(key);
        if (node) openMenu(node, routes, (path) => void navigate(path));
      }}
    />
  );
}
