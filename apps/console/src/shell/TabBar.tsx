import { TEST_IDS } from '@roadwatch/core';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { App, Dropdown, Tabs, type MenuProps } from 'antd';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session/sessionState';
import { closeOtherTabs, closeTab, moveTab, visitedTabs, type VisitedTab } from '../session/visitedTabs';

const ids = TEST_IDS.shellFrame;

type TabAction = 'refresh' | 'close' | 'closeOthers' | 'moveForward' | 'moveBackward';

/**
 * The tab bar of visited pages (seed 000 §2.3). Right-click a tab: refresh (through /redirect/<path>), close,
 * close others, move forward or backward. The last tab cannot be closed (a warning says so).
 *
 * One context menu serves the whole bar and remembers which tab was right-clicked: a menu per tab would be
 * unmounted or moved with its tab when an action reorders the bar, and could vanish under the pointer or linger.
 */
export function TabBar() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { list } = useSnapshot(visitedTabs);
  const { routes } = useSnapshot(session);
  const titles = useMemo(() => new Map(routes.map((r) => [r.path, r.meta.title])), [routes]);
  /** The tab whose context menu is (or was last) open: kept while the menu closes, so its items stay put. */
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  const show = (tab: VisitedTab) => void navigate(`${tab.path}${tab.search}`);

  const close = (path: string) => {
    const outcome = closeTab(path);
    if (!outcome.closed) {
      void message.warning({ content: t('shell.tabs.lastTab'), key: 'last-tab' });
      return;
    }
    if (path === pathname && outcome.neighbour) show(outcome.neighbour);
  };

  const act = (action: TabAction, path: string) => {
    // Read at click time: the menu may have been rendered before the page changed its query.
    const tab = visitedTabs.list.find((entry) => entry.path === path);
    if (!tab) return;
    switch (action) {
      case 'refresh':
        // The redirect route unmounts the page and comes straight back, so it mounts afresh.
        void navigate(`/redirect${tab.path}${tab.path === pathname ? search : tab.search}`, {
          replace: true,
        });
        return;
      case 'close':
        return close(tab.path);
      case 'closeOthers':
        closeOtherTabs(tab.path);
        if (tab.path !== pathname) show(tab);
        return;
      case 'moveForward':
        return moveTab(tab.path, -1);
      case 'moveBackward':
        return moveTab(tab.path, 1);
    }
  };

  const menuOf = (path: string | null): MenuProps => {
    const index = list.findIndex((tab) => tab.path === path);
    if (path === null || index < 0) return { items: [] };
    const item = (key: TabAction, icon: ReactNode, disabled = false) => ({
      key,
      icon,
      disabled,
      label: <span data-testid={ids.tabMenu(key)}>{t(`shell.tabs.${key}`)}</span>,
    });
    return {
      items: [
        item('refresh', <ReloadOutlined />),
        { type: 'divider' },
        item('close', <CloseOutlined />),
        item('closeOthers', <CloseCircleOutlined />, list.length <= 1),
        { type: 'divider' },
        item('moveForward', <ArrowLeftOutlined />, index === 0),
        item('moveBackward', <ArrowRightOutlined />, index === list.length - 1),
      ],
      onClick: ({ key }) => {
        setMenuOpen(false);
        act(key as TabAction, path);
      },
    };
  };

  /** Right-click on a tab opens its menu; elsewhere on the bar nothing opens (nor the browser's own menu). */
  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    const label = (event.target as HTMLElement).closest<HTMLElement>('[data-tab-path]');
    if (!label?.dataset.tabPath) {
      event.preventDefault();
      setMenuOpen(false);
      return;
    }
    setMenuFor(label.dataset.tabPath);
    setMenuOpen(true);
  };

  if (list.length === 0) return null;

  return (
    <Dropdown
      menu={menuOf(menuFor)}
      trigger={['contextMenu']}
      open={menuOpen && menuFor !== null}
      // A fresh popup per opening is measured and placed at the pointer before it shows; a reused one keeps its
      // last size and position for a moment and can move under the pointer.
      destroyOnHidden
      onOpenChange={(open) => {
        if (!open) setMenuOpen(false);
      }}
    >
      <nav
        className="shell__tabs"
        aria-label={t('shell.tabs.bar')}
        data-testid={ids.tabBar}
        onContextMenu={onContextMenu}
      >
        <Tabs
          type="editable-card"
          size="small"
          hideAdd
          activeKey={pathname}
          onChange={(key) => {
            const tab = list.find((entry) => entry.path === key);
            if (tab) show(tab);
          }}
          onEdit={(key, action) => {
            if (action === 'remove' && typeof key === 'string') close(key);
          }}
          items={list.map((tab) => ({
            key: tab.path,
            closable: true,
            label: (
              <span className="shell__tab-label" data-testid={ids.tab(tab.path)} data-tab-path={tab.path}>
                {titles.get(tab.path) ?? tab.path}
              </span>
            ),
          }))}
        />
      </nav>
    </Dropdown>
  );
}
