import type { Language } from '../constants';
import {
  MAIN_MENU,
  USER_MENU,
  type MenuEntry,
  type MenuKey,
  type OperationId,
  type VuePage,
} from './menuCatalogue';

interface Placed {
  entry: MenuEntry;
  parentKey: string;
}

function place(entries: readonly MenuEntry[], parentKey: string, out: Placed[]): void {
  for (const entry of entries) {
    out.push({ entry, parentKey });
    if (entry.type === 'dir') place(entry.children, entry.key, out);
  }
}

const PLACED: readonly Placed[] = (() => {
  const out: Placed[] = [];
  place(MAIN_MENU, '', out);
  place(USER_MENU, '', out);
  return out;
})();

const PAGES: readonly VuePage[] = PLACED.flatMap((p) => (p.entry.type === 'vue' ? [p.entry] : []));

/** A page's catalogue entry by its key (its name in both languages); undefined for an unknown key. */
export function cataloguePage(key: string): VuePage | undefined {
  return PAGES.find((p) => p.key === key);
}

/** A page's name in a language; the key itself for a key the catalogue does not know. */
export function pageName(key: string, lang: Language): string {
  const page = cataloguePage(key);
  if (!page) return key;
  return lang === 'zh-CN' ? page.zh : page.en;
}

/** Keys of the pages whose key or name in either language contains `keyword` (case-insensitive). */
export function pageKeysMatching(keyword: string): string[] {
  const wanted = keyword.toLowerCase();
  return PAGES.filter((p) => [p.key, p.zh, p.en].some((text) => text.toLowerCase().includes(wanted))).map(
    (p) => p.key,
  );
}

/** Page operations and their action operations (`<page>:<action>`), by page. */
export function operationsOfPage(page: VuePage): OperationId[] {
  return [page.key, ...(page.actions ?? []).map((a) => `${page.key}:${a}`)] as OperationId[];
}

/** Every operation id of the catalogue. */
export const ALL_OPERATION_IDS: readonly OperationId[] = PAGES.flatMap(operationsOfPage);

const OPERATION_ID_SET: ReadonlySet<string> = new Set(ALL_OPERATION_IDS);

export function isOperationId(value: string): value is OperationId {
  return OPERATION_ID_SET.has(value);
}

/** Pages (with their actions) under the given menu keys, at any depth. */
export function pagesUnder(keys: readonly MenuKey[]): VuePage[] {
  const wanted = new Set<string>(keys);
  const parentOf = new Map(PLACED.map((p) => [p.entry.key, p.parentKey]));
  const inside = (key: string): boolean => {
    for (let cur: string | undefined = key; cur; cur = parentOf.get(cur)) {
      if (wanted.has(cur)) return true;
    }
    return false;
  };
  return PAGES.filter((p) => inside(p.key));
}
