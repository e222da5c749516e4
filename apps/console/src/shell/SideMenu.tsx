import type { MenuNode } from '@roadwatch/core';
import { TEST_IDS } from '@roadwatch/core';
import { Menu, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session/sessionState';
import { indexMenus, menuItems } from './menuItems';
import { openMenu } from './openMenu';

/** Left menu: the section's title, then its second- and third-level entries (seed 000 §2.3). */
export function SideMenu({ section, selectedKeys }: { section: MenuNode; selectedKeys: string[] }) {
  const navigate = useNavigate();
  const { routes } = useSnapshot(session);
  const items = useMemo(() => menuItems(section.children, 3, TEST_IDS.shell.sideMenuItem), [section]);
  const byKey = useMemo(() => indexMenus(section.children), [section]);
  // Opened by the user, plus the branch of the page being shown whenever that changes.
  const [openKeys, setOpenKeys] = useState(selectedKeys);
  const [shownTrail, setShownTrail] = useState(selectedKeys.join('/'));
  if (shownTrail !== selectedKeys.join('/')) {
    setShownTrail(selectedKeys.join('/'));
    setOpenKeys([...new Set([...openKeys, ...selectedKeys])]);
  }

  return (
    <nav className="shell__side-menu" data-testid={TEST_IDS.shell.sideMenu}>
      <Typography.Title level={5} className="shell__side-title">
        {section.title}
      </Typography.Title>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selectedKeys}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key }) => {
          const node = byKey.get(key);
          if (node) openMenu(node, routes, (path) => void navigate(path));
        }}
      />
    </nav>
  );
}
