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
