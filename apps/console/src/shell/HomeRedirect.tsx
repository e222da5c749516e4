import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { firstRoutePath } from '../routes/buildMenuRoutes';
import { session } from '../session/sessionState';

/** Home is the first permitted route; a user with none is told who grants access. */
export function HomeRedirect() {
  const { routes } = useSnapshot(session);
  return <Navigate to={firstRoutePath(routes) ?? '/403'} replace />;
}
