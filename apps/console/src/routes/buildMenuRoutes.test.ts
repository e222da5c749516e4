import { describe, expect, it } from 'vitest';
import {
  buildMenuRoutes,
  firstRoutePath,
  normaliseJsPath,
  pageKeyOf,
  type RouteSetupError,
} from './buildMenuRoutes';
import { allMenuFixture, menuFixture, subMenuFixture } from './menuFixture';
import { landingRouteOfMenu, menuTrail, routeAt, routeOfMenu } from './menuTree';

function build() {
  const errors: RouteSetupError[] = [];
  const routes = buildMenuRoutes([...menuFixture, ...subMenuFixture], allMenuFixture, (e) => errors.push(e));
  return { routes, errors };
}

describe('buildMenuRoutes', () => {
  it('makes one route per page operation of a vue menu, in menu order, with the route name as path', () => {
    const { routes } = build();
    expect(routes.map((r) => r.path)).toEqual([
      '/vehicleAlarmProcessing',
      '/equipAbnormalHandle',
      '/videoMonit',
      '/messageCenter',
    ]);
  });

  it('fills the meta from the menu node and the permitted operations from allMenu', () => {
    const route = routeAt(build().routes, '/vehicleAlarmProcessing');
    expect(route?.meta).toEqual({
      moduleId: 12,
      menuKey: 'safety.alarm.vehicle',
      level: 3,
      operationIds: ['vehicleAlarm.view', 'vehicleAlarm.export', 'vehicleAlarm.handle'],
      title: '车辆报警处理',
      topMenu: 1,
      sideMenu: 1,
    });
  });

  it("uses the menu's own operations when allMenu does not list the menu", () => {
    expect(routeAt(build().routes, '/equipAbnormalHandle')?.meta).toMatchObject({
      level: 4,
      operationIds: ['equip.view'],
    });
  });

  it('puts top-menu 1 under the full layout and top-menu 0 with side-menu 0 under the plain layout', () => {
    const { routes } = build();
    expect(routeAt(routes, '/videoMonit')).toMatchObject({
      layout: 'full',
      meta: { topMenu: 1, sideMenu: 0 },
    });
    expect(routeAt(routes, '/messageCenter')).toMatchObject({
      layout: 'plain',
      meta: { topMenu: 0, sideMenu: 0 },
    });
  });

  it('keys each lazy page by module and script path', () => {
    const keys = Object.fromEntries(build().routes.map((r) => [r.name, r.pageKey]));
    expect(keys).toEqual({
      vehicleAlarmProcessing: 'pages/common-alarm/vehicleAlarmProcessing',
      equipAbnormalHandle: 'pages/common-alarm/equip/equipAbnormalHandle',
      videoMonit: 'pages/media/videoMonit',
      messageCenter: 'pages/common-user/messageCenter',
    });
    expect(normaliseJsPath('/views/alarm/index.vue')).toBe('views/alarm/index');
    expect(pageKeyOf('media', 'media/VideoMonit')).toBe('pages/media/VideoMonit');
    expect(pageKeyOf('media', 'VideoMonit')).toBe('pages/media/VideoMonit');
  });

  it('skips links, directories and button-only operations without reporting them', () => {
    const { routes, errors } = build();
    expect(routes.find((r) => r.name === 'portal')).toBeUndefined();
    expect(errors.map((e) => e.route)).not.toContain('portal');
    expect(errors.map((e) => e.route)).not.toContain('');
  });

  it('reports unusable operations to the error logger and keeps the rest', () => {
    expect(build().errors).toEqual([
      { reason: 'noLayout', menuKey: 'messageCenter', route: 'messageSide', detail: 'topMenu=0 sideMenu=1' },
      { reason: 'duplicateRoute', menuKey: 'messageCenter', route: 'videoMonit' },
      { reason: 'reservedRoute', menuKey: 'messageCenter', route: 'login' },
      { reason: 'invalidRoute', menuKey: 'messageCenter', route: '../etc' },
      { reason: 'unknownModule', menuKey: 'messageCenter', route: 'ghost', detail: 'no-such-module' },
    ]);
  });

  it('reports a malformed node instead of throwing', () => {
    const errors: RouteSetupError[] = [];
    const broken = { menuKey: 'broken', menuType: 'vue', children: [] } as never;
    expect(buildMenuRoutes([broken, ...menuFixture], [], (e) => errors.push(e))).toHaveLength(3);
    expect(errors[0]).toMatchObject({ reason: 'malformedNode', menuKey: 'broken' });
  });

  it('leads home to the first full-layout route, or nowhere when there is none', () => {
    const { routes } = build();
    expect(firstRoutePath(routes)).toBe('/vehicleAlarmProcessing');
    expect(firstRoutePath(routes.filter((r) => r.layout === 'plain'))).toBe('/messageCenter');
    expect(firstRoutePath([])).toBeNull();
  });
});

describe('menu tree helpers', () => {
  it('finds the trail from the top-level menu down to a fourth-level entry', () => {
    expect(menuTrail(menuFixture, 'safety.alarm.vehicle.equip').map((n) => n.title)).toEqual([
      '安全监控',
      '报警处理',
      '车辆报警处理',
      '设备异常处理',
    ]);
    expect(menuTrail(menuFixture, 'nope')).toEqual([]);
  });

  it('finds the route a menu entry opens and the route at a path', () => {
    const { routes } = build();
    expect(routeOfMenu(routes, 'media')?.path).toBe('/videoMonit');
    expect(routeAt(routes, '/videoMonit/')?.name).toBe('videoMonit');
    expect(routeAt(routes, '/nothing')).toBeUndefined();
  });

  it('leads a directory entry to the first page below it', () => {
    const { routes } = build();
    const alarmDir = menuTrail(menuFixture, 'safety.alarm').at(-1)!;
    expect(landingRouteOfMenu(routes, alarmDir)?.path).toBe('/vehicleAlarmProcessing');
    expect(landingRouteOfMenu(routes, menuFixture[1]!.children[0]!)).toBeUndefined();
  });
});
