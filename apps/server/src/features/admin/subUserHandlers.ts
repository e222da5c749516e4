import {
  checkNewPassword,
  subUserResource,
  SUB_USER_BATCH_MAX,
  type DeleteResult,
  type ENDPOINTS,
  type PasswordStrength,
  type ParsedRequestOf,
} from '@roadwatch/core';
import { sql } from 'kysely';
import { hashPassword } from '../../auth/password';
import { businessFailure } from '../../http/apiFailure';
import type { HandlerContext } from '../../http/endpointHandler';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers, userOf } from '../../resources/resourceHandlers';
import type { AnyDb, AnyTrx } from '../../resources/resourceSpec';
import { writeAudit } from '../../resources/writeAudit';
import { inScope } from '../../scope/inScope';
import type { UserAuth } from '../../scope/authContext';
import { containsText } from '../../scope/likePattern';
import { newUserStrength } from './newUserStrength';
import { assignableRole, firstNotHeld, grantsOf } from './roleGrants';

/** Per-user rows that go with the user; anything else naming them is history that keeps them from deletion. */
const OWN_ROWS = ['sessions', 'user_favorites', 'user_popup_settings', 'user_settings', 'messages'] as const;

/** A new password meets the company's required strength, else a business failure naming the rule. */
async function checkStrength(trx: AnyDb, auth: UserAuth, password: string): Promise<PasswordStrength> {
  const strength = await newUserStrength(trx as never, auth.companyId);
  const problem = checkNewPassword(password, strength);
  if (problem !== null) throw businessFailure('errors.passwordTooWeak', { classes: strength + 1 });
  return strength;
}

/** Users the caller may act on in a batch: in scope, and never themselves. */
async function usersInScope(trx: AnyTrx, auth: UserAuth, ids: readonly number[]): Promise<void> {
  if (ids.includes(auth.userId)) throw businessFailure('errors.ownAccount');
  if (ids.length > SUB_USER_BATCH_MAX)
    throw businessFailure('errors.tooManySelected', { max: SUB_USER_BATCH_MAX });
  const found = await trx
    .selectFrom('users as t')
    .select('t.id')
    .where('t.id', 'in', ids as number[])
    .where(inScope(auth, 'users', 't'))
    .execute();
  if (found.length !== new Set(ids).size) throw businessFailure('errors.notFound');
}

/**
 * Users of the caller's company inside their department subtree. The password hash is never selected; a user is
 * added with an initial password they must change at their first sign-in.
 */
const kit = resourceHandlers({
  resource: subUserResource,
  table: 'users',
  from: (db) =>
    withModifier(
      db
        .selectFrom('users as t')
        .innerJoin('departments as d', 'd.id', 't.department_id')
        .innerJoin('roles as r', 'r.id', 't.role_id'),
    ),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.user_name as userName',
        't.real_name as realName',
        't.phone as phone',
        't.email as email',
        't.department_id as departmentId',
        'd.name as departmentName',
        't.role_id as roleId',
        'r.name as roleName',
        't.disabled as disabled',
        't.must_change_password as mustChangePassword',
        't.remark as remark',
        't.created_at as createdTime',
      ]),
    ),
  toRow: (raw) => ({ ...raw, createdTime: Number(raw.createdTime) }) as never,
  sortColumns: {
    userName: 't.user_name',
    realName: 't.real_name',
    createdTime: 't.created_at',
    modifiedTime: 't.modified_at',
  },
  filter: (q, f) => {
    let out = q;
    // A department filter shows that department's subtree (paths hold only digits and slashes).
    if (typeof f.departmentId === 'number')
      out = out.where(
        sql`d.path like (select p.path from departments p where p.id = ${f.departmentId}) || '%'` as never,
      );
    if (typeof f.roleId === 'number') out = out.where('t.role_id', '=', f.roleId);
    if (f.disabled === 0 || f.disabled === 1) out = out.where('t.disabled', '=', f.disabled);
    if (typeof f.keyword === 'string' && f.keyword)
      out = out.where((eb) =>
        eb.or([
          containsText('t.user_name', f.keyword as string),
          containsText('t.real_name', f.keyword as string),
          containsText('t.phone', f.keyword as string),
        ] as never),
      );
    return out;
  },
  departmentField: 'departmentId',
  toColumns: (s) => ({
    user_name: s.userName,
    real_name: s.realName,
    phone: s.phone,
    email: s.email,
    department_id: s.departmentId,
    role_id: s.roleId,
    remark: s.remark,
  }),
  insertColumns: async (trx, s, ctx) => ({
    kind: 'subUser',
    password_hash: await hashPassword(s.password ?? ''),
    password_level: await newUserStrength(trx as never, ctx.auth.companyId),
    password_modified_at: ctx.now,
    must_change_password: 1,
    created_at: ctx.now,
  }),
  check: async (trx, s, ctx) => {
    if (ctx.id === null && !s.password) throw businessFailure('errors.initialPasswordRequired');
    if (ctx.id !== null && s.password !== undefined) throw businessFailure('errors.passwordViaReset');
    let taken = trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(user_name)`, '=', s.userName.toLowerCase());
    if (ctx.id !== null) taken = taken.where('id', '<>', ctx.id);
    if (await taken.executeTakeFirst()) throw businessFailure('errors.userNameTaken', { value: s.userName });
    if (ctx.id !== null) {
      // The caller changes only users whose present role they could give themselves.
      const current = await trx
        .selectFrom('users')
        .select('role_id')
        .where('id', '=', ctx.id)
        .executeTakeFirstOrThrow();
      if ((await firstNotHeld(ctx.auth, await grantsOf(trx, current.role_id))) !== null)
        throw businessFailure('errors.roleNotAvailable');
    }
    await assignableRole(trx, ctx.auth, s.roleId);
    if (s.password) await checkStrength(trx, ctx.auth, s.password);
  },
  beforeDelete: async (trx, ids, ctx) => {
    await usersInScope(trx, ctx.auth, ids);
    for (const table of OWN_ROWS)
      await trx
        .deleteFrom(table)
        .where('user_id', 'in', ids as number[])
        .execute();
  },
  dependants: [
    { table: 'tts_sends', column: 'user_id', message: 'errors.userHasHistory' },
    { table: 'family_voices', column: 'created_by', message: 'errors.userHasHistory' },
    { table: 'sentry_messages', column: 'answered_by', message: 'errors.userHasHistory' },
  ],
});

type Input<N extends keyof typeof ENDPOINTS> = HandlerContext<ParsedRequestOf<(typeof ENDPOINTS)[N]>>;

// The kit's handlers are keyed by computed names, so TypeScript sees each as the union of them all.
const kitDelete = kit.subUserDelete as unknown as (ctx: Input<'subUserDelete'>) => Promise<DeleteResult>;

export const subUserHandlers = {
  ...kit,
  subUserDelete: (ctx: Input<'subUserDelete'>) => {
    const auth = userOf(ctx);
    if (ctx.input.ids.includes(auth.userId)) throw businessFailure('errors.ownAccount');
    if (new Set(ctx.input.ids).size > SUB_USER_BATCH_MAX)
      throw businessFailure('errors.tooManySelected', { max: SUB_USER_BATCH_MAX });
    return kitDelete(ctx);
  },
  /** A disabled user's sessions end in the same transaction, so their next call is already refused. */
  subUserSetDisabled: async (ctx: Input<'subUserSetDisabled'>) => {
    const auth = userOf(ctx);
    const now = ctx.deps.now();
    const ids = [...new Set(ctx.input.ids)];
    await (ctx.db as unknown as AnyDb).transaction().execute(async (trx) => {
      await usersInScope(trx, auth, ids);
      await trx
        .updateTable('users')
        .set({ disabled: ctx.input.disabled, modified_by: auth.userId, modified_at: now })
        .where('id', 'in', ids)
        .execute();
      if (ctx.input.disabled === 1) await trx.deleteFrom('sessions').where('user_id', 'in', ids).execute();
      const action = ctx.input.disabled === 1 ? 'disable' : 'enable';
      for (const id of ids)
        await writeAudit(trx, { auth, deps: ctx.deps, now }, subUserResource.key, id, action, {});
    });
    return { changed: ids.length };
  },
  /** A new password the user must change at their next sign-in; their sessions end. */
  subUserResetPassword: async (ctx: Input<'subUserResetPassword'>) => {
    const auth = userOf(ctx);
    const now = ctx.deps.now();
    const { id, password } = ctx.input;
    const hash = await hashPassword(password);
    await (ctx.db as unknown as AnyDb).transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users as t')
        .select(['t.id', 't.role_id'])
        .where('t.id', '=', id)
        .where(inScope(auth, 'users', 't'))
        .executeTakeFirst();
      if (!user) throw businessFailure('errors.notFound');
      if ((await firstNotHeld(auth, await grantsOf(trx, user.role_id))) !== null)
        throw businessFailure('errors.roleNotAvailable');
      const strength = await checkStrength(trx, auth, password);
      await trx
        .updateTable('users')
        .set({
          password_hash: hash,
          password_modified_at: now,
          must_change_password: 1,
          password_level: strength,
          modified_by: auth.userId,
          modified_at: now,
        })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      await writeAudit(trx, { auth, deps: ctx.deps, now }, subUserResource.key, id, 'resetPassword', {});
    });
    return null;
  },
  subUserFormOptions: async (ctx: Input<'subUserFormOptions'>) => {
    const auth = userOf(ctx);
    const db = ctx.db as unknown as AnyDb;
    const roles = (await db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('company_id', '=', auth.companyId)
      .orderBy('name')
      .orderBy('id')
      .execute()) as { id: number; name: string }[];
    const assignable: { id: number; name: string }[] = [];
    for (const role of roles)
      if ((await firstNotHeld(auth, await grantsOf(db, role.id))) === null) assignable.push(role);
    return { roles: assignable, passwordLevel: await newUserStrength(ctx.db, auth.companyId) };
  },
};
