import { isApiError } from '@roadwatch/core/http';
import { App as AntApp } from 'antd';
import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { accountRoutes } from '../account/accountRoutes';
import { AntConfig } from '../app/AntConfig';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { language } from '../app/i18n';
import { UnknownPathPage } from '../errorPages/UnknownPathPage';
import { PageLoading } from '../errorPages/PageLoading';
import { RedirectPage } from '../routes/RedirectPage';
import { loadShellData } from '../session/loadShellData';
import { session } from '../session/sessionState';
import { FullLayout } from './FullLayout';
import { HomeRedirect } from './HomeRedirect';
import { MenuPage } from './MenuPage';
import { PlainLayout } from './PlainLayout';
import { ToastOutlet } from './ToastOutlet';
import { usePageIcon } from './usePageIcon';
import './shell.css';

/**
 * The signed-in console: antd, the two layouts and one route per menu operation (seed 000 §2.2). Loaded
 * lazily after login. Routes come from the session; after a reload they are fetched again, which also
 * finds out whether the session is still valid.
 */
export function ShellRoutes() {
  const { routes, user, fetchedThisPage } = useSnapshot(session);
  const [refreshFailed, setRefreshFailed] = useState(false);
  usePageIcon(user?.icoUrl);

  useEffect(() => {
    // Just signed in: the login page has fetched everything already.
    if (session.fetchedThisPage) return;
    loadShellData(api).catch((error: unknown) => {
      // A lapsed session is expected here (the client already went to login); anything else is logged.
      if (isApiError(error) && (error.kind === 'unauthorised' || error.kind === 'cancelled')) return;
      logError('shellData', 'refreshing menus failed', error);
      setRefreshFailed(true);
    });
  }, []);

  // After a reload, wait for fresh menus: stored ones may be in the language just switched away from, or
  // belong to a session that has ended. The stored copy is used only when the server cannot be reached.
  if (!fetchedThisPage && !refreshFailed) return <PageLoading />;

  const full = routes.filter((route) => route.layout === 'full');
  const plain = routes.filter((route) => route.layout === 'plain');

  return (
    <AntConfig language={language}>
      <AntApp>
        <ToastOutlet />
        <Routes>
          <Route index element={<HomeRedirect />} />
          <Route element={<FullLayout />}>
            {/* Inside the layout: refreshing a tab re-mounts the page, not the header and the tab bar. */}
            <Route path="redirect/*" element={<RedirectPage />} />
            {accountRoutes()}
            {full.map((route) => (
              <Route key={route.name} path={route.name} element={<MenuPage route={route} />} />
            ))}
          </Route>
          <Route element={<PlainLayout />}>
            {plain.map((route) => (
              <Route key={route.name} path={route.name} element={<MenuPage route={route} />} />
            ))}
          </Route>
          <Route path="*" element={<UnknownPathPage />} />
        </Routes>
      </AntApp>
    </AntConfig>
  );
}
