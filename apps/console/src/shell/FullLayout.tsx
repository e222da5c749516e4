import { TEST_IDS } from '@roadwatch/core';
import { Layout } from 'antd';
import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { menuTrail } from '../routes/menuTree';
import { session } from '../session/sessionState';
import { browserStorage } from '../storage/browserStorage';
import { AppHeader } from './AppHeader';
import { SideMenu } from './SideMenu';
import { useCurrentRoute } from './useCurrentRoute';

/** Header, primary menu, side menu when the route asks for it, content. */
export function FullLayout() {
  const route = useCurrentRoute();
  const { primaryMenu } = useSnapshot(session);
  const trail = useMemo(
    () => (route ? menuTrail(primaryMenu, route.meta.menuKey) : []),
    [route, primaryMenu],
  );
  const selectedKeys = trail.map((node) => node.menuKey);
  const section = route?.meta.sideMenu === 1 && trail[0] && trail[0].children.length > 0 ? trail[0] : null;

  useEffect(() => {
    if (section) browserStorage.write('leftMenu', section.children);
  }, [section]);

  return (
    <Layout className="shell">
      <AppHeader selectedKeys={selectedKeys} />
      <Layout>
        {section ? (
          <Layout.Sider width={220} theme="light" className="shell__sider">
            <SideMenu key={section.menuKey} section={section} selectedKeys={selectedKeys} />
          </Layout.Sider>
        ) : null}
        <Layout.Content className="shell__content" data-testid={TEST_IDS.shell.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
