import type { MenuOperation, PageModule } from '@roadwatch/core';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/connect';
import type { Menus } from '../../db/schema.gen';

export type MenuRow = Selectable<Menus>;

/** The part of the shared menu table a role may see. */
export interface PermittedMenus {
  /** Menus the role reaches: those with a granted operation, their ancestors, and ungated links beside them. */
  menus: ReadonlyMap<string, MenuRow>;
  /** Granted page operations per menu key (the routes). */
  operations: ReadonlyMap<string, MenuOperation[]>;
  /** Granted operation ids per menu key: the page operations plus their actions (`<operationId>:<action>`). */
  operationIds: ReadonlyMap<string, string[]>;
}

function toOperation(op: {
  operation_id: string;
  route: string;
  js_path: string;
  module_name: string;
  top_menu: number;
  side_menu: number;
}): MenuOperation {
  return {
    operationId: op.operation_id,
    route: op.route,
    jsPath: op.js_path,
    moduleName: op.module_name as PageModule,
    topMenu: op.top_menu === 1 ? 1 : 0,
    sideMenu: op.side_menu === 1 ? 1 : 0,
  };
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Menus, their operations and a role's grants are small (hundreds of rows): read them whole, filter in memory.
 * A menu is reached through a granted page operation; an action grant (`page:action`) gates a button on a page
 * and counts only together with that page. Links without operations are ungated: they show wherever their
 * parent shows.
 */
export async function loadPermittedMenus(db: Database, roleId: number): Promise<PermittedMenus> {
  const [allMenus, allOperations, grants] = await Promise.all([
    db.selectFrom('menus').selectAll().execute(),
    db.selectFrom('menu_operations').selectAll().orderBy('operation_id').execute(),
    db.selectFrom('role_operations').select('operation_id').where('role_id', '=', roleId).execute(),
  ]);
  const granted = new Set(grants.map((g) => g.operation_id));
  const menuOfOperation = new Map(allOperations.map((op) => [op.operation_id, op.menu_key]));

  const operations = new Map<string, MenuOperation[]>();
  const operationIds = new Map<string, string[]>();
  for (const op of allOperations) {
    if (!granted.has(op.operation_id)) continue;
    push(operations, op.menu_key, toOperation(op));
    push(operationIds, op.menu_key, op.operation_id);
  }
  for (const id of [...granted].sort()) {
    const separator = id.indexOf(':');
    if (separator < 0) continue;
    const page = id.slice(0, separator);
    const menuKey = menuOfOperation.get(page);
    if (menuKey && granted.has(page)) push(operationIds, menuKey, id);
  }

  const byKey = new Map(allMenus.map((m) => [m.menu_key, m]));
  const menus = new Map<string, MenuRow>();
  for (const key of operations.keys()) {
    // Walk up to the root; the seen-check also stops a malformed cycle.
    for (let m = byKey.get(key); m && !menus.has(m.menu_key); m = byKey.get(m.parent_key)) {
      menus.set(m.menu_key, m);
    }
  }
  const gated = new Set(allOperations.map((op) => op.menu_key));
  for (const m of allMenus) {
    if (
      m.menu_type === 'link' &&
      !gated.has(m.menu_key) &&
      (m.parent_key === '' || menus.has(m.parent_key))
    ) {
      menus.set(m.menu_key, m);
    }
  }
  return { menus, operations, operationIds };
}
