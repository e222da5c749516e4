import { SESSION } from '@roadwatch/core';
import type { Database } from '../db/connect';
import { hashToken, newToken } from './tokens';

export interface NewSession {
  kind: 'user' | 'kiosk';
  userId: number | null;
  kioskDisplayId: number | null;
  companyId: number;
  ttlMs: number;
  ip: string;
  now: number;
  /** The longest the session may live however busy; by kind and allowance when absent (see maxSessionAgeMs). */
  maxAgeMs?: number;
}

/** A display a week, a remembered sign-in 30 days, any other a day (SESSION in core). */
export function maxSessionAgeMs(kind: 'user' | 'kiosk', ttlMs: number): number {
  if (kind === 'kiosk') return SESSION.kioskMaxAgeMs;
  return ttlMs > SESSION.userTtlMs ? SESSION.rememberMaxAgeMs : SESSION.userMaxAgeMs;
}

/** When a session ends at the latest: its stored limit, or the longest one for sessions from before limits. */
export function sessionEndsBy(session: { created_at: number; max_expires_at: number | null }): number {
  return session.max_expires_at ?? session.created_at + SESSION.rememberMaxAgeMs;
}

/** Stores the hash of a new token; the token itself goes to the client only. */
export async function createSession(
  db: Database,
  s: NewSession,
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = s.now + s.ttlMs;
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      kind: s.kind,
      user_id: s.userId,
      kiosk_display_id: s.kioskDisplayId,
      company_id: s.companyId,
      created_at: s.now,
      expires_at: expiresAt,
      last_seen_at: s.now,
      max_expires_at: s.now + (s.maxAgeMs ?? maxSessionAgeMs(s.kind, s.ttlMs)),
      ip: s.ip.slice(0, 64),
    })
    .execute();
  // Housekeeping rides on sign-ins so the table never grows with dead rows.
  await db.deleteFrom('sessions').where('expires_at', '<=', s.now).execute();
  return { token, expiresAt };
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every other session of a user (after a password change: whoever knew the old one is signed out). */
export async function deleteOtherSessions(
  db: Database,
  userId: number,
  keepTokenHash: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .execute();
}
