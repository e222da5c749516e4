import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session/sessionState';
import { ForbiddenPage } from './ForbiddenPage';
import { NotFoundPage } from './NotFoundPage';

/** The route name a path asks for: its first segment (`/vehicleAlarmProcessing?x=1` → `vehicleAlarmProcessing`). */
export function routeNameOf(pathname: string): string {
  return pathname.split('/').find((part) => part !== '') ?? '';
}

/**
 * A signed-in path without a route: a page of the menu catalogue this user was not granted is "no permission"
 * (so the user knows whom to ask), anything else "not found".
 */
export function UnknownPathPage() {
  const { pathname } = useLocation();
  const { user } = useSnapshot(session);
  // Stored user info from before the field existed has no list: the page is then simply not found.
  const catalogue = user?.pageRoutes ?? [];
  return catalogue.includes(routeNameOf(pathname)) ? <ForbiddenPage /> : <NotFoundPage />;
}
