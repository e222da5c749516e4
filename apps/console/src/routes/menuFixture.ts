import type { AllMenuModule, MenuNode, MenuOperation } from '@roadwatch/core';

/** A small menu as the server sends it: a four-level branch, a link, a plain-layout page and bad entries. */
function node(partial: Partial<MenuNode> & Pick<MenuNode, 'menuKey' | 'title' | 'level'>): MenuNode {
  return {
    menuType: 'vue',
    host: 'console',
    moduleId: 0,
    pName: '',
    children: [],
    operationList: [],
    blank: false,
    url: '',
    ...partial,
  };
}

function page(partial: Partial<MenuOperation> & Pick<MenuOperation, 'operationId' | 'route'>): MenuOperation {
  return { jsPath: partial.route, moduleName: 'common-alarm', topMenu: 1, sideMenu: 1, ...partial };
}

export const menuFixture: MenuNode[] = [
  node({
    menuKey: 'safety',
    title: '安全监控',
    level: 1,
    menuType: 'dir',
    moduleId: 10,
    children: [
      node({
        menuKey: 'safety.alarm',
        title: '报警处理',
        level: 2,
        moduleId: 11,
        pName: 'safety',
        menuType: 'dir',
        children: [
          node({
            menuKey: 'safety.alarm.vehicle',
            title: '车辆报警处理',
            level: 3,
            moduleId: 12,
            pName: 'safety.alarm',
            operationList: [
              page({
                operationId: 'vehicleAlarm.view',
                route: 'vehicleAlarmProcessing',
                jsPath: './vehicleAlarmProcessing.vue',
              }),
              // An operation without a script is a button permission, not a page.
              {
                operationId: 'vehicleAlarm.export',
                route: '',
                jsPath: '',
                moduleName: 'common-alarm',
                topMenu: 1,
                sideMenu: 1,
              },
            ],
            children: [
              node({
                menuKey: 'safety.alarm.vehicle.equip',
                title: '设备异常处理',
                level: 4,
                moduleId: 13,
                pName: 'safety.alarm.vehicle',
                operationList: [
                  page({
                    operationId: 'equip.view',
                    route: 'equipAbnormalHandle',
                    jsPath: 'equip/equipAbnormalHandle',
                  }),
                ],
              }),
            ],
          }),
        ],
      }),
    ],
  }),
  node({
    menuKey: 'media',
    title: '视频',
    level: 1,
    moduleId: 20,
    operationList: [
      page({
        operationId: 'video.view',
        route: 'videoMonit',
        moduleName: 'media',
        jsPath: '/videoMonit',
        sideMenu: 0,
      }),
    ],
    children: [
      node({
        menuKey: 'media.portal',
        title: '外部门户',
        level: 2,
        menuType: 'link',
        pName: 'media',
        url: 'https://example.com',
        blank: true,
        operationList: [page({ operationId: 'portal.view', route: 'portal' })],
      }),
    ],
  }),
];

export const subMenuFixture: MenuNode[] = [
  node({
    menuKey: 'messageCenter',
    title: '消息中心',
    level: 1,
    moduleId: 30,
    operationList: [
      page({
        operationId: 'message.view',
        route: 'messageCenter',
        moduleName: 'common-user',
        topMenu: 0,
        sideMenu: 0,
      }),
      page({
        operationId: 'message.side',
        route: 'messageSide',
        moduleName: 'common-user',
        topMenu: 0,
        sideMenu: 1,
      }),
      page({ operationId: 'message.dup', route: 'videoMonit', moduleName: 'media' }),
      page({ operationId: 'message.login', route: 'login', moduleName: 'common-user' }),
      page({ operationId: 'message.bad', route: '../etc', moduleName: 'common-user' }),
      page({ operationId: 'message.mod', route: 'ghost', moduleName: 'no-such-module' as never }),
    ],
  }),
];

export const allMenuFixture: AllMenuModule[] = [
  {
    moduleId: 12,
    menuKey: 'safety.alarm.vehicle',
    operationList: [
      { operationId: 'vehicleAlarm.view' },
      { operationId: 'vehicleAlarm.export' },
      { operationId: 'vehicleAlarm.handle' },
    ],
  },
];
