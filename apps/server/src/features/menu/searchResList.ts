import type { ENDPOINTS, Language, SearchResultItem } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import type { Scope } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { menuHref, menuTitle } from './menuNodes';
import { loadPermittedMenus } from './permittedMenus';

const REPORT_MODULE = 'report-base';

/**
 * Where each kind of result opens (seed 000 §2.3): the host key and the page (route) on that host, matching the
 * demo menus proVehicleMonitor, transportOrderList and transportPlanList.
 */
export const SEARCH_TARGETS = {
  vehicleNo: { host: 'proWebgis', url: (id: number) => `/proVehicleMonitor?vehicleId=${id}` },
  orderNo: { host: 'webgis', url: (no: string) => `/transportOrderList?orderNo=${encodeURIComponent(no)}` },
  planNo: { host: 'tms', url: (no: string) => `/transportPlanList?planNo=${encodeURIComponent(no)}` },
} as const;

/** Search box: reports by title among permitted menus; vehicles, orders and plans inside the user's scope. */
export const searchResList: EndpointHandler<typeof ENDPOINTS.searchResList> = async (ctx) => {
  const user = requireUser(ctx);
  const { type, keyword, pageSize } = ctx.input;
  switch (type) {
    case 'reportName':
      return searchReports(ctx.db, user.roleId, ctx.lang, keyword, pageSize);
    case 'vehicleNo':
      return searchVehicles(ctx.db, user, keyword, pageSize);
    case 'orderNo':
      return searchOrders(ctx.db, user, keyword, pageSize);
    case 'planNo':
      return searchPlans(ctx.db, user, keyword, pageSize);
  }
};

async function searchReports(
  db: Database,
  roleId: number,
  lang: Language,
  keyword: string,
  limit: number,
): Promise<SearchResultItem[]> {
  const perm = await loadPermittedMenus(db, roleId);
  const needle = keyword.toLowerCase();
  const results: SearchResultItem[] = [];
  for (const [menuKey, ops] of perm.operations) {
    const menu = perm.menus.get(menuKey);
    if (!menu || !ops.some((op) => op.moduleName === REPORT_MODULE)) continue;
    const title = menuTitle(menu, lang);
    if (!title.toLowerCase().includes(needle)) continue;
    results.push({
      type: 'reportName',
      id: menuKey,
      title,
      host: 'console',
      url: menuHref({ url: menu.url, operationList: ops }),
    });
  }
  return results.sort((a, b) => a.title.localeCompare(b.title, lang)).slice(0, limit);
}

async function searchVehicles(
  db: Database,
  scope: Scope,
  keyword: string,
  limit: number,
): Promise<SearchResultItem[]> {
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'plate'])
    .where(inScope(scope, 'vehicles'))
    .where(containsText('vehicles.plate', keyword))
    .orderBy('plate')
    .orderBy('id')
    .limit(limit)
    .execute();
  const target = SEARCH_TARGETS.vehicleNo;
  return rows.map((r) => ({
    type: 'vehicleNo',
    id: String(r.id),
    title: r.plate,
    host: target.host,
    url: target.url(r.id),
  }));
}

async function searchOrders(
  db: Database,
  scope: Scope,
  keyword: string,
  limit: number,
): Promise<SearchResultItem[]> {
  const rows = await db
    .selectFrom('transport_orders')
    .select(['id', 'order_no'])
    .where(inScope(scope, 'transport_orders'))
    .where(containsText('transport_orders.order_no', keyword))
    .orderBy('order_no')
    .orderBy('id')
    .limit(limit)
    .execute();
  const target = SEARCH_TARGETS.orderNo;
  return rows.map((r) => ({
    type: 'orderNo',
    id: String(r.id),
    title: r.order_no,
    host: target.host,
    url: target.url(r.order_no),
  }));
}

/** A plan groups several orders: one result per plan number. */
async function searchPlans(
  db: Database,
  scope: Scope,
  keyword: string,
  limit: number,
): Promise<SearchResultItem[]> {
  const rows = await db
    .selectFrom('transport_orders')
    .select('plan_no')
    .where(inScope(scope, 'transport_orders'))
    .where(containsText('transport_orders.plan_no', keyword))
    .groupBy('plan_no')
    .orderBy('plan_no')
    .limit(limit)
    .execute();
  const target = SEARCH_TARGETS.planNo;
  return rows.map((r) => ({
    type: 'planNo',
    id: r.plan_no,
    title: r.plan_no,
    host: target.host,
    url: target.url(r.plan_no),
  }));
}
