import { SESSION_COOKIE, TOKEN_HEADER, USER_KINDS, type UserKind } from '@roadwatch/core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connect';
import type { AuthContext } from '../scope/authContext';
import { sessionEndsBy } from './sessionStore';
import { hashToken } from './tokens';

// Sliding expiry is written at most this often, so a busy console does not turn every read into a write.
const TOUCH_AFTER_MS = 60_000;
const TOKEN_MAX = 256;

/** The header wins over the cookie: scripts and the kiosk send it explicitly. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0 && header.length <= TOKEN_MAX) return header;
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && cookie.length <= TOKEN_MAX ? cookie : null;
}

function userKind(value: string): UserKind {
  return (USER_KINDS as readonly string[]).includes(value) ? (value as UserKind) : 'subUser';
}

/**
 * The session behind a token, or null when there is none, it expired, its user was disabled or its display revoked.
 * Expiry slides: each use moves it forward by the session's idle allowance (expires_at − last_seen_at), but never
 * past the session's absolute limit (max_expires_at), so a stolen token kept busy still dies.
 */
export async function authenticate(
  db: Database,
  token: string | null,
  now: number,
): Promise<AuthContext | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const session = await db
    .selectFrom('sessions')
    .select([
      'kind',
      'user_id',
      'kiosk_display_id',
      'company_id',
      'created_at',
      'expires_at',
      'last_seen_at',
      'max_expires_at',
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!session) return null;
  const endsBy = sessionEndsBy(session);
  if (session.expires_at <= now || endsBy <= now) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  const auth = await loadAuth(db, tokenHash, session);
  if (!auth) return null;
  if (now - session.last_seen_at >= TOUCH_AFTER_MS) {
    await db
      .updateTable('sessions')
      .set({
        last_seen_at: now,
        expires_at: Math.min(endsBy, now + (session.expires_at - session.last_seen_at)),
      })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return auth;
}

async function loadAuth(
  db: Database,
  tokenHash: string,
  session: { kind: string; user_id: number | null; kiosk_display_id: number | null; company_id: number },
): Promise<AuthContext | null> {
  if (session.kind === 'user' && session.user_id !== null) {
    const user = await db
      .selectFrom('users')
      .innerJoin('departments', 'departments.id', 'users.department_id')
      .select([
        'users.id',
        'users.user_name',
        'users.kind',
        'users.role_id',
        'users.company_id',
        'users.department_id',
        'users.disabled',
        'departments.path',
      ])
      .where('users.id', '=', session.user_id)
      .executeTakeFirst();
    if (!user || user.disabled !== 0 || user.company_id !== session.company_id) return null;
    let operations: Promise<ReadonlySet<string>> | undefined;
    return {
      kind: 'user',
      tokenHash,
      userId: user.id,
      userName: user.user_name,
      userKind: userKind(user.kind),
      roleId: user.role_id,
      companyId: user.company_id,
      departmentId: user.department_id,
      departmentPath: user.path,
      operations: () =>
        (operations ??= db
          .selectFrom('role_operations')
          .select('operation_id')
          .where('role_id', '=', user.role_id)
          .execute()
          .then((rows) => new Set(rows.map((r) => r.operation_id)))),
    };
  }
  if (session.kind === 'kiosk' && session.kiosk_display_id !== null) {
    const display = await db
      .selectFrom('kiosk_displays')
      .innerJoin('departments', 'departments.id', 'kiosk_displays.department_id')
      .select([
        'kiosk_displays.id',
        'kiosk_displays.name',
        'kiosk_displays.company_id',
        'kiosk_displays.department_id',
        'kiosk_displays.revoked',
        'departments.path',
      ])
      .where('kiosk_displays.id', '=', session.kiosk_display_id)
      .executeTakeFirst();
    if (!display || display.revoked !== 0 || display.company_id !== session.company_id) return null;
    return {
      kind: 'kiosk',
      tokenHash,
      displayId: display.id,
      displayName: display.name,
      companyId: display.company_id,
      departmentId: display.department_id,
      departmentPath: display.path,
    };
  }
  return null;
}
