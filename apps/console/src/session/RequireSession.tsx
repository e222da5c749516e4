import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginPathFor } from '../app/navigation';
import { session } from './sessionState';

/**
 * Everything but /login and /403 needs a signed-in user. Without a session the console cannot tell a menu
 * route from an unknown path (menus come from the server), so both go to login, which returns here after.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(session);
  const { pathname, search } = useLocation();
  if (user === null) return <Navigate to={loginPathFor(pathname, search)} replace />;
  return children;
}
