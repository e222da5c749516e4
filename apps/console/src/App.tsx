import { SHARE_PAGE_PATH } from '@roadwatch/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RouterBridge } from './app/RouterBridge';
import { PageLoading } from './errorPages/PageLoading';
import { LoginPage } from './login/LoginPage';
import { RequireSession } from './session/RequireSession';

// Only the login page is in the first download; the rest arrives when needed.
const ForbiddenPage = lazy(() =>
  import('./errorPages/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })),
);
// The public page of a share link: no session, no shell.
const SharePublicPage = lazy(() =>
  import('./sharing/SharePublicPage').then((m) => ({ default: m.SharePublicPage })),
);
const ShellRoutes = lazy(() => import('./shell/ShellRoutes').then((m) => ({ default: m.ShellRoutes })));

/** Fixed routes (seed 000 §2.1) and the public share page; everything else is the shell, whose routes come from the server's menus. */
export function App() {
  return (
    <BrowserRouter>
      <RouterBridge />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/403" element={<ForbiddenPage />} />
          <Route path={`${SHARE_PAGE_PATH}:token`} element={<SharePublicPage />} />
          <Route
            path="*"
            element={
              <RequireSession>
                <ShellRoutes />
              </RequireSession>
            }
          />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
