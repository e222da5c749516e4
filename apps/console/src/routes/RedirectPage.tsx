import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /redirect/<path> refreshes a tab: going through this route unmounts the page, and navigating straight back
 * mounts it afresh with its query kept.
 */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
