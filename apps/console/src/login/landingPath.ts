import { firstRoutePath } from '../routes/buildMenuRoutes';
import type { MenuRoute } from '../routes/menuRoute';
import { routeAt } from '../routes/menuTree';

/**
 * Where to go after signing in: back to the page that sent the user to login when it is one of their routes,
 * else the first permitted route, else the no-permission page.
 */
export function landingPath(routes: readonly MenuRoute[], redirect: string | null): string {
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) {
    const pathname = redirect.split(/[?#]/)[0] ?? '';
    if (routeAt(routes, pathname)) return redirect;
  }
  return firstRoutePath(routes) ?? '/403';
}
