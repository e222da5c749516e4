import { MAIN_MENU, USER_MENU, type MenuEntry, type OperationId } from './menuCatalogue';

/** An action name of the catalogue (`add`, `export`, `resetPassword` …): each has a translated label. */
export type CatalogueAction = OperationId extends `${string}:${infer A}` ? A : never;

/**
 * A node of the grant tree: menus (dir), pages, and the operations a role grants. Leaves are exactly the
 * operation ids (`key`); a page with actions groups its own operation (`action: 'view'`) with its actions.
 */
export interface GrantNode {
  key: string;
  kind: 'dir' | 'page' | 'operation';
  /** Catalogue titles of menus and pages. */
  zh?: string;
  en?: string;
  /** For operations: 'view' (the page itself) or the action. */
  action?: CatalogueAction | 'view';
  children: GrantNode[];
}

function nodeOf(entry: MenuEntry, held: ReadonlySet<string>): GrantNode | null {
  if (entry.type === 'link') return null;
  if (entry.type === 'dir') {
    const children = entry.children.flatMap((c) => nodeOf(c, held) ?? []);
    return children.length > 0
      ? { key: `dir:${entry.key}`, kind: 'dir', zh: entry.zh, en: entry.en, children }
      : null;
  }
  if (!held.has(entry.key)) return null;
  const actions = (entry.actions ?? []).filter((a) => held.has(`${entry.key}:${a}`));
  if (actions.length === 0)
    return { key: entry.key, kind: 'operation', action: 'view', zh: entry.zh, en: entry.en, children: [] };
  return {
    key: `page:${entry.key}`,
    kind: 'page',
    zh: entry.zh,
    en: entry.en,
    children: [
      { key: entry.key, kind: 'operation', action: 'view', children: [] },
      ...actions.map((a) => ({
        key: `${entry.key}:${a}`,
        kind: 'operation' as const,
        action: a as CatalogueAction,
        children: [],
      })),
    ],
  };
}

/**
 * The menus and operations a role may grant, as a tree, limited to `held` (what its author holds): empty
 * menus are left out, so the tree shows nothing the author could not give.
 */
export function grantTree(held: Iterable<string>): GrantNode[] {
  const set = new Set(held);
  return [...MAIN_MENU, ...USER_MENU].flatMap((e) => nodeOf(e, set) ?? []);
}

/**
 * Checked leaves → the role's operation ids: any action brings its page with it (a button is useless without
 * its page).
 */
export function grantedOperations(checkedLeaves: Iterable<string>): OperationId[] {
  const out = new Set<string>();
  for (const key of checkedLeaves) {
    if (key.startsWith('dir:') || key.startsWith('page:')) continue;
    out.add(key);
    const colon = key.indexOf(':');
    if (colon > 0) out.add(key.slice(0, colon));
  }
  return [...out].sort() as OperationId[];
}
