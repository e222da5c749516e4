import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuRoute } from '../routes/menuRoute';
import { routeAt } from '../routes/menuTree';
import { session } from '../session/sessionState';

/** The menu route being shown, if the current path is one. */
export function useCurrentRoute(): MenuRoute | undefined {
  const { routes } = useSnapshot(session);
  const { pathname } = useLocation();
  return routeAt(routes, pathname);
}
