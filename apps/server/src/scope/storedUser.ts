import { type UserKind } from '@roadwatch/core';
import type { Database } from '../db/connect';
import type { UserAuth } from './authContext';

/** What a background job needs of the user it acts for: their scope as a session would have it. */
export interface StoredUserScope {
  companyId: number;
  departmentId: number;
  departmentPath: string;
  userId: number;
  userName: string;
  userKind: UserKind;
  roleId: number;
  disabled: boolean;
}

/** The stored user's scope, or null when the account no longer exists. */
export async function storedUserScope(db: Database, userId: number): Promise<StoredUserScope | null> {
  const user = await db
    .selectFrom('users as u')
    .innerJoin('departments as d', 'd.id', 'u.department_id')
    .select([
      'u.id',
      'u.company_id',
      'u.department_id',
      'd.path',
      'u.user_name',
      'u.kind',
      'u.role_id',
      'u.disabled',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    companyId: user.company_id,
    departmentId: user.department_id,
    departmentPath: user.path,
    userId: user.id,
    userName: user.user_name,
    userKind: user.kind as UserKind,
    roleId: user.role_id,
    disabled: user.disabled !== 0,
  };
}

/**
 * The user as a job acting for them sees the data (a subscription's delivery made while nobody is signed in):
 * their scope and their role's operations as they are now; null when the account is gone or disabled.
 */
export async function storedUserAuth(db: Database, userId: number): Promise<UserAuth | null> {
  const scope = await storedUserScope(db, userId);
  if (!scope || scope.disabled) return null;
  const { disabled: _disabled, ...rest } = scope;
  let operations: Promise<ReadonlySet<string>> | undefined;
  return {
    kind: 'user',
    tokenHash: '',
    ...rest,
    operations: () =>
      (operations ??= db
        .selectFrom('role_operations')
        .select('operation_id')
        .where('role_id', '=', scope.roleId)
        .execute()
        .then((rows) => new Set(rows.map((r) => r.operation_id)))),
  };
}
