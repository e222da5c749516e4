import { GUIDE_BITS, PROTOCOL_VERSION } from '@roadwatch/core';
import type { Insertable } from 'kysely';
import type { Users } from '../db/schema.gen';
import type { Organisation } from './organisation';
import { DAY_MS } from './time';
import { ROLE_IDS, SEASONED_GUIDE_MASK } from './users';

/**
 * Accounts that each meet one of the console's account dialogs at sign-in (issue 4, parts 8–12), so the demo
 * shows every dialog and the end-to-end specs have users of their own (the README's demo users meet none):
 * - `acct_pwd_*`: a new sub-user who must replace the initial password (mandatory dialog, strength 2);
 * - `acct_new_*`: a new administrator of the licensed demo company — protocol consent, first-login guide,
 *   online-service guide and the business loan offer;
 * - `acct_lic_*`, `acct_lic_reg`: administrators of the second company, which has no licence number yet;
 * - `acct_duty`: an administrator of the second company who answers its duty checks (nothing else pending).
 * One per language where a spec changes the account for good (password, guide bits).
 */
const ACCOUNT_USERS = [
  { id: 901, name: 'acct_pwd_zh', company: 1, role: ROLE_IDS.viewer, mustChange: true, fresh: false },
  { id: 902, name: 'acct_pwd_en', company: 1, role: ROLE_IDS.viewer, mustChange: true, fresh: false },
  { id: 903, name: 'acct_new_zh', company: 1, role: ROLE_IDS.companyAdmin, mustChange: false, fresh: true },
  { id: 904, name: 'acct_new_en', company: 1, role: ROLE_IDS.companyAdmin, mustChange: false, fresh: true },
  {
    id: 905,
    name: 'acct_lic_zh',
    company: 2,
    role: ROLE_IDS.secondCompanyAdmin,
    mustChange: false,
    fresh: false,
  },
  {
    id: 906,
    name: 'acct_lic_en',
    company: 2,
    role: ROLE_IDS.secondCompanyAdmin,
    mustChange: false,
    fresh: false,
  },
  {
    id: 907,
    name: 'acct_lic_reg',
    company: 2,
    role: ROLE_IDS.secondCompanyAdmin,
    mustChange: false,
    fresh: false,
  },
  {
    id: 908,
    name: 'acct_duty',
    company: 2,
    role: ROLE_IDS.secondCompanyAdmin,
    mustChange: false,
    fresh: false,
  },
] as const;

export type AccountUserName = (typeof ACCOUNT_USERS)[number]['name'];

export function accountUsers(
  org: Organisation,
  passwordHash: string,
  dayStart: number,
  now: number,
): Insertable<Users>[] {
  return ACCOUNT_USERS.map((u) => {
    const admin = u.role !== ROLE_IDS.viewer;
    // The duty-check user has dismissed the licence prompt just now, so only the reply box is left to meet.
    const licenceSnoozed = u.name === 'acct_duty';
    return {
      id: u.id,
      company_id: u.company,
      department_id: org.rootIds[u.company] ?? 0,
      role_id: u.role,
      user_name: u.name,
      real_name: u.name,
      kind: admin ? 'companyAdmin' : 'subUser',
      password_hash: passwordHash,
      password_level: admin ? 2 : u.mustChange ? 2 : 1,
      password_modified_at: dayStart - 2 * DAY_MS,
      must_change_password: u.mustChange ? 1 : 0,
      operational_guide: u.fresh ? 0 : SEASONED_GUIDE_MASK | (licenceSnoozed ? GUIDE_BITS.licence : 0),
      licence_dismissed_at: licenceSnoozed ? now : null,
      protocol_version: u.fresh ? null : PROTOCOL_VERSION,
      protocol_agreed_at: u.fresh ? null : dayStart - 2 * DAY_MS,
      disabled: 0,
      created_at: dayStart - 2 * DAY_MS,
    };
  });
}
