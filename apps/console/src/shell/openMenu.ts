import type { MenuNode } from '@roadwatch/core';
import type { MenuRoute } from '../routes/menuRoute';
import { landingRouteOfMenu } from '../routes/menuTree';

/** Open a menu entry: its route in the console, or its url; `blank` entries open in a new tab. */
export function openMenu(
  node: MenuNode,
  routes: readonly MenuRoute[],
  navigate: (path: string) => void,
): void {
  const route = landingRouteOfMenu(routes, node);
  const target = route?.path ?? node.url;
  if (!target) return;
  if (node.blank) window.open(target, '_blank', 'noopener');
  else if (route) navigate(route.path);
  else window.location.assign(target);
}
