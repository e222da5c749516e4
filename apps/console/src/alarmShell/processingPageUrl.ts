import { chinaTodayRange } from '@roadwatch/core';
import type { MenuRoute } from '../routes/menuRoute';
import { routeOfMenu } from '../routes/menuTree';

/**
 * The processing page of `menuKey` (its route from the menus, else `/<menuKey>`) with today's range in China:
 * `bTime`/`eTime` in ms, plus any extra query (e.g. the alarm to open).
 */
export function processingPageUrl(
  routes: readonly MenuRoute[],
  menuKey: string,
  now: number,
  extra: Record<string, string> = {},
): string {
  const path = routeOfMenu(routes, menuKey)?.path ?? `/${menuKey}`;
  const { bTime, eTime } = chinaTodayRange(now);
  const query = new URLSearchParams({ bTime: String(bTime), eTime: String(eTime), ...extra });
  return `${path}?${query.toString()}`;
}

/** Processing pages open in a new window (today's range) so the shell keeps its popups and sounds. */
export function openProcessingPage(
  routes: readonly MenuRoute[],
  menuKey: string,
  extra: Record<string, string> = {},
): void {
  window.open(processingPageUrl(routes, menuKey, Date.now(), extra), '_blank', 'noopener');
}
