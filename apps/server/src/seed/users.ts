import { GUIDE_BITS, PROTOCOL_VERSION } from '@roadwatch/core';
import type { Insertable } from 'kysely';
import type { RoleOperations, Roles, UserFavorites, Users } from '../db/schema.gen';
import type { MenuKey } from '@roadwatch/core';
import { VIEWER_BRANCH, type Organisation } from './organisation';
import type { Handlers } from './rows';
import { DEMO_ROLES, SECOND_COMPANY_ROLES, type RoleSpec } from './roles';
import { DAY_MS } from './time';

/** Role ids the seed assigns (stable, so tests and docs can name them). */
export const ROLE_IDS = { companyAdmin: 1, safetyService: 2, viewer: 3, secondCompanyAdmin: 4 } as const;

/** The demo users of the README; all share the demo password. */
export const DEMO_USERS = {
  admin: { id: 1, companyId: 1, role: ROLE_IDS.companyAdmin, realName: '陈建国' },
  operator: { id: 2, companyId: 1, role: ROLE_IDS.safetyService, realName: '刘晓燕' },
  viewer: { id: 3, companyId: 1, role: ROLE_IDS.viewer, realName: '周明' },
  other_admin: { id: 4, companyId: 2, role: ROLE_IDS.secondCompanyAdmin, realName: '赵海峰' },
  // Two more safety staff so handling history shows several handlers.
  kefu_li: { id: 5, companyId: 1, role: ROLE_IDS.safetyService, realName: '李静' },
  kefu_wang: { id: 6, companyId: 1, role: ROLE_IDS.safetyService, realName: '王芳' },
  // Used only by the shell's end-to-end spec (tabs, favourites, messages read), so other specs keep their state.
  shell_admin: { id: 7, companyId: 1, role: ROLE_IDS.companyAdmin, realName: '孙立' },
} as const;

export type DemoUserName = keyof typeof DEMO_USERS;

/** Guide bits of a user who has used the console before: the first-login and online-service guides are done. */
export const SEASONED_GUIDE_MASK = GUIDE_BITS.firstLogin | GUIDE_BITS.onlineService;

export function roleRows(): { roles: Insertable<Roles>[]; operations: Insertable<RoleOperations>[] } {
  const specs: [number, number, RoleSpec][] = [
    [ROLE_IDS.companyAdmin, 1, DEMO_ROLES[0] as RoleSpec],
    [ROLE_IDS.safetyService, 1, DEMO_ROLES[1] as RoleSpec],
    [ROLE_IDS.viewer, 1, DEMO_ROLES[2] as RoleSpec],
    [ROLE_IDS.secondCompanyAdmin, 2, SECOND_COMPANY_ROLES[0] as RoleSpec],
  ];
  return {
    roles: specs.map(([id, company, spec]) => ({ id, company_id: company, name: spec.name })),
    operations: specs.flatMap(([id, , spec]) =>
      [...new Set(spec.operations)].map((op) => ({ role_id: id, operation_id: op })),
    ),
  };
}

const ADMIN_FAVOURITES: readonly MenuKey[] = [
  'mapMonitor',
  'vehicleAlarmProcessing',
  'coldChainStorageList',
  'mileageReport',
];
const OPERATOR_FAVOURITES: readonly MenuKey[] = [
  'securityControlCenter',
  'vehicleAlarmProcessing',
  'equipAbnormalHandle',
];

export function demoUsers(org: Organisation, passwordHash: string, dayStart: number, now: number) {
  const viewerDepartment = org.branchIds.get(`1:${VIEWER_BRANCH}`);
  if (viewerDepartment === undefined) throw new Error(`viewer branch ${VIEWER_BRANCH} missing`);
  const users: Insertable<Users>[] = Object.entries(DEMO_USERS).map(([name, u]) => ({
    id: u.id,
    company_id: u.companyId,
    department_id: name === 'viewer' ? viewerDepartment : (org.rootIds[u.companyId] ?? 0),
    role_id: u.role,
    user_name: name,
    real_name: u.realName,
    kind:
      u.role === ROLE_IDS.safetyService
        ? 'safetyService'
        : u.role === ROLE_IDS.viewer
          ? 'subUser'
          : 'companyAdmin',
    password_hash: passwordHash,
    // Administrators must choose strong passwords (all three character classes); others two classes.
    password_level: u.role === ROLE_IDS.companyAdmin || u.role === ROLE_IDS.secondCompanyAdmin ? 2 : 1,
    password_modified_at: dayStart - 20 * DAY_MS,
    must_change_password: 0,
    // Long-standing users: the guides are done and the protocol agreed; the second company's administrator
    // dismissed the licence prompt at seeding time (it comes back 24 h later).
    operational_guide:
      SEASONED_GUIDE_MASK |
      (u.companyId === 2 && u.role === ROLE_IDS.secondCompanyAdmin ? GUIDE_BITS.licence : 0),
    licence_dismissed_at: u.companyId === 2 ? now : null,
    protocol_version: PROTOCOL_VERSION,
    protocol_agreed_at: dayStart - 400 * DAY_MS,
    disabled: 0,
    created_at: dayStart - 400 * DAY_MS,
  }));
  const favourites: Insertable<UserFavorites>[] = [
    ...ADMIN_FAVOURITES.map((menu_key, sort) => ({ user_id: DEMO_USERS.admin.id, menu_key, sort })),
    ...OPERATOR_FAVOURITES.map((menu_key, sort) => ({ user_id: DEMO_USERS.operator.id, menu_key, sort })),
  ];
  const handlers = (companyId: number): Handlers =>
    companyId === 1
      ? {
          safety: [DEMO_USERS.operator.id, DEMO_USERS.kefu_li.id, DEMO_USERS.kefu_wang.id],
          admin: DEMO_USERS.admin.id,
        }
      : { safety: [], admin: DEMO_USERS.other_admin.id };
  return { users, favourites, handlers };
}
