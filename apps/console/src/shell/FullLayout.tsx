import { TEST_IDS } from '@roadwatch/core';
import { Layout } from 'antd';
import { AccountDialogs } from '../account/AccountDialogs';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { menuTrail } from '../routes/menuTree';
import { session } from '../session/sessionState';
import { keepTabsOf, visitTab } from '../session/visitedTabs';
import { browserStorage } from '../storage/browserStorage';
import { AppHeader } from './AppHeader';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { useCurrentRoute } from './useCurrentRoute';

/** Header, primary menu, side menu when the route asks for it, the tab bar of visited pages, content. */
export function FullLayout() {
  const route = useCurrentRoute();
  const { search } = useLocation();
  const { primaryMenu, routes } = useSnapshot(session);
  const trail = useMemo(
    () => (route ? menuTrail(primaryMenu, route.meta.menuKey) : []),
    [route, primaryMenu],
  );
  const selectedKeys = trail.map((node) => node.menuKey);
  const section = route?.meta.sideMenu === 1 && trail[0] && trail[0].children.length > 0 ? trail[0] : null;

  useEffect(() => {
    if (section) browserStorage.write('leftMenu', section.children);
  }, [section]);

  useEffect(() => {
    keepTabsOf(new Set(routes.filter((r) => r.layout === 'full').map((r) => r.path)));
  }, [routes]);

  useEffect(() => {
    if (route?.layout === 'full') visitTab({ path: route.path, search });
  }, [route, search]);

  return (
    <Layout className="shell">
      <AppHeader selectedKeys={selectedKeys} />
      <AccountDialogs />
      <Layout className="shell__body">
        {section ? (
          <Layout.Sider width={220} theme="light" className="shell__sider">
            <SideMenu key={section.menuKey} section={section} selectedKeys={selectedKeys} />
          </Layout.Sider>
        ) : null}
        <Layout className="shell__main">
          <TabBar />
          <Layout.Content className="shell__content" data-testid={TEST_IDS.shell.content}>
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}
