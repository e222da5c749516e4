import { proxy } from 'valtio';
import { browserStorage } from '../storage/browserStorage';

/** A page in the tab bar: its route path and the query it was last shown with. */
export interface VisitedTab {
  path: string;
  search: string;
}

/** The tab bar of visited pages (seed 000 §2.3), kept in browser storage so a reload keeps it. */
export const visitedTabs = proxy<{ list: VisitedTab[] }>({ list: browserStorage.read('visitedTabs') ?? [] });

function save(list: VisitedTab[]): void {
  visitedTabs.list = list;
  browserStorage.write('visitedTabs', list);
}

/** Adds the page as the last tab, or updates the query of its tab. */
export function visitTab(tab: VisitedTab): void {
  const index = visitedTabs.list.findIndex((t) => t.path === tab.path);
  if (index < 0) return save([...visitedTabs.list, tab]);
  if (visitedTabs.list[index]?.search !== tab.search)
    save(visitedTabs.list.map((t, i) => (i === index ? tab : t)));
}

export type CloseOutcome = { closed: false } | { closed: true; neighbour: VisitedTab | undefined };

/** Closes a tab; the last one stays. Returns the tab to show if the closed one was being shown. */
export function closeTab(path: string): CloseOutcome {
  const list = visitedTabs.list;
  const index = list.findIndex((t) => t.path === path);
  if (index < 0) return { closed: true, neighbour: undefined };
  if (list.length <= 1) return { closed: false };
  save(list.filter((t) => t.path !== path));
  return { closed: true, neighbour: list[index + 1] ?? list[index - 1] };
}

/** Keeps only the given tab. */
export function closeOtherTabs(path: string): void {
  save(visitedTabs.list.filter((t) => t.path === path));
}

/** Moves a tab one place towards the start (-1, forward) or the end (+1, backward). */
export function moveTab(path: string, by: -1 | 1): void {
  const list = [...visitedTabs.list];
  const from = list.findIndex((t) => t.path === path);
  const to = from + by;
  const [tab] = from < 0 || to < 0 || to >= list.length ? [] : list.splice(from, 1);
  if (!tab) return;
  list.splice(to, 0, tab);
  save(list);
}

/** Drops tabs whose page is no longer among the user's routes (menus changed, another user signed in). */
export function keepTabsOf(paths: ReadonlySet<string>): void {
  const kept = visitedTabs.list.filter((t) => paths.has(t.path));
  if (kept.length !== visitedTabs.list.length) save(kept);
}

export function resetTabs(): void {
  visitedTabs.list = [];
}
