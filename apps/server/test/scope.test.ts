import type { SearchResultItem, SearchType } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'viewer', 'other_admin']) tokens[user] = (await loginAs(t.app, user)).token;
});
afterAll(async () => {
  await t?.close();
});

async function search(
  user: string,
  type: SearchType,
  keyword: string,
  pageSize = 50,
): Promise<SearchResultItem[]> {
  const { body } = await callJson(
    t.app,
    'searchResList',
    { type, keyword, pageSize },
    { token: tokens[user] },
  );
  expect(body.code).toBe(1);
  return body.result;
}

async function scopeOf(userName: string) {
  return t.db
    .selectFrom('users')
    .innerJoin('departments', 'departments.id', 'users.department_id')
    .select(['users.company_id', 'departments.path'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
}

/** Vehicles of company 1 inside and outside the viewer's department subtree. */
async function vehiclesAroundViewer() {
  const viewer = await scopeOf('viewer');
  const rows = await t.db
    .selectFrom('vehicles')
    .innerJoin('departments', 'departments.id', 'vehicles.department_id')
    .select(['vehicles.id', 'vehicles.plate', 'vehicles.company_id', 'departments.path'])
    .where('vehicles.company_id', '=', viewer.company_id)
    .orderBy('vehicles.id')
    .execute();
  const inside = rows.filter((r) => r.path.startsWith(viewer.path));
  const outside = rows.filter((r) => !r.path.startsWith(viewer.path));
  return { viewer, inside, outside };
}

describe('data scope', () => {
  it('the viewer is limited to a department below the company root', async () => {
    const viewer = await scopeOf('viewer');
    expect(viewer.path.split('/').filter(Boolean).length).toBeGreaterThanOrEqual(2);
    const { inside, outside } = await vehiclesAroundViewer();
    expect(inside.length).toBeGreaterThan(0);
    expect(outside.length).toBeGreaterThan(0);
  });

  it('a viewer cannot find vehicles of another department; the company admin can', async () => {
    const { inside, outside } = await vehiclesAroundViewer();
    for (const vehicle of outside.slice(0, 5)) {
      expect(await search('viewer', 'vehicleNo', vehicle.plate)).toEqual([]);
      expect((await search('admin', 'vehicleNo', vehicle.plate)).map((r) => r.id)).toContain(
        String(vehicle.id),
      );
    }
    const own = inside[0];
    if (!own) throw new Error('no vehicle in the viewer scope');
    expect(await search('viewer', 'vehicleNo', own.plate)).toContainEqual({
      type: 'vehicleNo',
      id: String(own.id),
      title: own.plate,
      host: 'proWebgis',
      url: `/proVehicleMonitor?vehicleId=${own.id}`,
    });
  });

  it('a broad search by the viewer returns only vehicles of their department', async () => {
    const { inside } = await vehiclesAroundViewer();
    const province = inside[0]?.plate.slice(0, 1) ?? '';
    const found = await search('viewer', 'vehicleNo', province);
    const allowed = new Set(inside.map((v) => String(v.id)));
    expect(found.length).toBeGreaterThan(0);
    for (const item of found) expect(allowed.has(item.id)).toBe(true);
  });

  it("another company's administrator cannot see company 1's vehicles, orders or plans", async () => {
    const { inside, outside } = await vehiclesAroundViewer();
    for (const vehicle of [...inside, ...outside].slice(0, 5)) {
      expect(await search('other_admin', 'vehicleNo', vehicle.plate)).toEqual([]);
    }
    const orders = await t.db
      .selectFrom('transport_orders')
      .select(['order_no', 'plan_no'])
      .where('company_id', '=', 1)
      .limit(5)
      .execute();
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(await search('other_admin', 'orderNo', order.order_no)).toEqual([]);
      expect(await search('other_admin', 'planNo', order.plan_no)).toEqual([]);
      expect((await search('admin', 'orderNo', order.order_no)).map((r) => r.title)).toContain(
        order.order_no,
      );
      expect((await search('admin', 'planNo', order.plan_no)).map((r) => r.title)).toContain(order.plan_no);
    }
  });

  it('orders and plans of other departments stay hidden from the viewer', async () => {
    const viewer = await scopeOf('viewer');
    const rows = await t.db
      .selectFrom('transport_orders')
      .innerJoin('departments', 'departments.id', 'transport_orders.department_id')
      .select(['transport_orders.order_no', 'transport_orders.plan_no', 'departments.path'])
      .where('transport_orders.company_id', '=', viewer.company_id)
      .execute();
    const outsideOrders = rows.filter((r) => !r.path.startsWith(viewer.path));
    const insidePlans = new Set(rows.filter((r) => r.path.startsWith(viewer.path)).map((r) => r.plan_no));
    expect(outsideOrders.length).toBeGreaterThan(0);
    for (const order of outsideOrders.slice(0, 5)) {
      expect(await search('viewer', 'orderNo', order.order_no)).toEqual([]);
      if (!insidePlans.has(order.plan_no))
        expect(await search('viewer', 'planNo', order.plan_no)).toEqual([]);
    }
  });

  it('a plan appears once however many orders it has, opening on the TMS host', async () => {
    const plan = await t.db
      .selectFrom('transport_orders')
      .select(['plan_no', (eb) => eb.fn.countAll<number>().as('orders')])
      .where('company_id', '=', 1)
      .groupBy('plan_no')
      .orderBy('plan_no')
      .executeTakeFirstOrThrow();
    const found = (await search('admin', 'planNo', plan.plan_no)).filter((r) => r.title === plan.plan_no);
    expect(found).toEqual([
      {
        type: 'planNo',
        id: plan.plan_no,
        title: plan.plan_no,
        host: 'tms',
        url: `/transportPlanList?planNo=${encodeURIComponent(plan.plan_no)}`,
      },
    ]);
  });

  it('LIKE wildcards and SQL in the keyword are plain text', async () => {
    for (const keyword of ['%', '_', '\\', "' OR 1=1 --", '%" OR "1"="1']) {
      expect(await search('admin', 'vehicleNo', keyword)).toEqual([]);
      expect(await search('admin', 'orderNo', keyword)).toEqual([]);
    }
  });

  it('honours the page size', async () => {
    const { inside, outside } = await vehiclesAroundViewer();
    expect(inside.length + outside.length).toBeGreaterThan(3);
    const province = (inside[0] ?? outside[0])?.plate.slice(0, 1) ?? '';
    const { body } = await callJson(
      t.app,
      'searchResList',
      { type: 'vehicleNo', keyword: province, pageSize: 3 },
      { token: tokens.admin },
    );
    expect(body.result.length).toBeLessThanOrEqual(3);
  });

  it('report search covers only report menus the role is granted, titled in the request language', async () => {
    const all = await callJson(
      t.app,
      'searchResList',
      { type: 'reportName', keyword: 'a', pageSize: 50 },
      { token: tokens.admin, lang: 'en-US' },
    );
    const viewerReports = await callJson(
      t.app,
      'searchResList',
      { type: 'reportName', keyword: 'a', pageSize: 50 },
      { token: tokens.viewer, lang: 'en-US' },
    );
    expect(all.body.result.length).toBeGreaterThan(viewerReports.body.result.length);
    const grants = await t.db
      .selectFrom('users')
      .innerJoin('role_operations', 'role_operations.role_id', 'users.role_id')
      .select('operation_id')
      .where('user_name', '=', 'viewer')
      .execute();
    const granted = new Set(grants.map((g) => g.operation_id));
    for (const item of viewerReports.body.result) {
      expect(granted.has(item.id)).toBe(true);
      expect(item.title.toLowerCase()).toContain('a');
      expect(item).toMatchObject({ type: 'reportName', host: 'console', url: `/${item.id}` });
    }
    const zh = await callJson(
      t.app,
      'searchResList',
      { type: 'reportName', keyword: '里程', pageSize: 10 },
      { token: tokens.viewer },
    );
    expect(zh.body.result.map((r) => r.id)).toEqual(['mileageReport']);
  });
});
