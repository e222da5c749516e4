import type { Insertable } from 'kysely';
import type { MenuOperations, Menus } from '../db/schema.gen';
import { MAIN_MENU, USER_MENU, type MenuEntry, type MenuKey } from '@roadwatch/core';

export type MenuRow = Required<Insertable<Menus>>;
export type MenuOperationRow = Required<Insertable<MenuOperations>>;

/** moduleId of the user dropdown's entries; primary menus are numbered 1… in order. */
export const USER_SECTION_MODULE_ID = 90;

export interface FlatMenu {
  entry: MenuEntry;
  row: MenuRow;
  /** menuKey of the primary (level-1) menu it sits under. */
  topKey: string;
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function flatten(
  entries: readonly MenuEntry[],
  section: 'main' | 'user',
  parent: FlatMenu | null,
  moduleIdOf: (index: number) => number,
  out: FlatMenu[],
): void {
  entries.forEach((entry, index) => {
    const level = (parent?.row.level ?? 0) + 1;
    const row: MenuRow = {
      menu_key: entry.key,
      parent_key: parent?.row.menu_key ?? '',
      section,
      module_id: parent?.row.module_id ?? moduleIdOf(index),
      menu_type: entry.type,
      host: entry.type === 'dir' ? 'console' : (entry.host ?? 'console'),
      title_zh: entry.zh,
      title_en: entry.en,
      level,
      sort: index,
      blank: entry.type !== 'dir' && entry.blank ? 1 : 0,
      url: entry.type === 'link' ? entry.url : entry.type === 'vue' ? `/${entry.route ?? entry.key}` : '',
      icon: entry.type === 'dir' ? (entry.icon ?? '') : '',
    };
    const flat: FlatMenu = { entry, row, topKey: parent?.topKey ?? entry.key };
    out.push(flat);
    if (entry.type === 'dir') flatten(entry.children, section, flat, moduleIdOf, out);
  });
}

/** Every catalogue entry in display order (parents before children). */
export const FLAT_MENUS: readonly FlatMenu[] = (() => {
  const out: FlatMenu[] = [];
  flatten(MAIN_MENU, 'main', null, (i) => i + 1, out);
  flatten(USER_MENU, 'user', null, () => USER_SECTION_MODULE_ID, out);
  return out;
})();

export const MENU_ROWS: readonly MenuRow[] = FLAT_MENUS.map((m) => m.row);

/** The one operation of each `vue` menu. */
export const MENU_OPERATION_ROWS: readonly MenuOperationRow[] = FLAT_MENUS.flatMap(({ entry }) =>
  entry.type === 'vue'
    ? [
        {
          operation_id: entry.key,
          menu_key: entry.key,
          route: entry.route ?? entry.key,
          js_path: entry.js ?? `${entry.module}/${pascal(entry.key)}`,
          module_name: entry.module,
          top_menu: entry.top ?? 1,
          side_menu: entry.side ?? 1,
        },
      ]
    : [],
);

export const MENU_KEYS: readonly MenuKey[] = FLAT_MENUS.map((m) => m.entry.key as MenuKey);

export { ALL_OPERATION_IDS, operationsOfPage, pagesUnder } from '@roadwatch/core';
