import { SESSION } from '@roadwatch/core';
import type { Database } from '../db/connect';

export interface LoginKeys {
  account: string;
  address: string;
}

export function loginKeys(userName: string, ip: string): LoginKeys {
  return { account: `user:${userName.toLowerCase()}`, address: `ip:${ip}` };
}

/**
 * Minutes until the next attempt is allowed, or 0 when it is allowed now. Blocked when the account has
 * SESSION.loginFailuresPerAccount failures, or the address SESSION.loginFailuresPerAddress, within the window.
 */
export async function minutesUntilLoginAllowed(db: Database, keys: LoginKeys, now: number): Promise<number> {
  const since = now - SESSION.loginWindowMs;
  const waits = await Promise.all([
    waitFor(db, keys.account, SESSION.loginFailuresPerAccount, since),
    waitFor(db, keys.address, SESSION.loginFailuresPerAddress, since),
  ]);
  const waitMs = Math.max(...waits.map((unblockAt) => unblockAt - now));
  return waitMs > 0 ? Math.ceil(waitMs / 60_000) : 0;
}

/** When the failures on `key` drop below `limit` (or `since`, meaning now, when they already are). */
async function waitFor(db: Database, key: string, limit: number, since: number): Promise<number> {
  const rows = await db
    .selectFrom('login_failures')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', since)
    .orderBy('at', 'asc')
    .execute();
  if (rows.length < limit) return since;
  // The attempt that must age out of the window before the count is under the limit again.
  const blocking = rows[rows.length - limit];
  return (blocking?.at ?? since) + SESSION.loginWindowMs;
}

export async function recordLoginFailure(db: Database, keys: LoginKeys, now: number): Promise<void> {
  await db
    .insertInto('login_failures')
    .values([
      { key: keys.account, at: now },
      { key: keys.address, at: now },
    ])
    .execute();
  await db
    .deleteFrom('login_failures')
    .where('at', '<=', now - SESSION.loginWindowMs)
    .execute();
}

/** A successful sign-in forgives the account's earlier mistakes (not the address's). */
export async function clearAccountFailures(db: Database, keys: LoginKeys): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', keys.account).execute();
}
