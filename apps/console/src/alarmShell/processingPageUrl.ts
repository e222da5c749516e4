import type { MenuRoute } from '../routes/menuRoute';
import { routeOfMenu } from '../routes/menuTree';

/** Start and end of the local day of `now`, in epoch ms (the processing pages' default range). */
export function todayRange(now: number): { bTime: number; eTime: number } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { bTime: start.getTime(), eTime: end.getTime() - 1 };
}

/**
 * The processing page of `menuKey` (its route from the menus, else `/<menuKey>`) with today's range:
 * `bTime`/`eTime` in ms, plus any extra query (e.g. the alarm to open).
 */
export function processingPageUrl(
  routes: readonly MenuRoute[],
  menuKey: string,
  now: number,
  extra: Record<string, string> = {},
): string {
  const path = routeOfMenu(routes, menuKey)?.path ?? `/${menuKey}`;
  const { bTime, eTime } = todayRange(now);
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
