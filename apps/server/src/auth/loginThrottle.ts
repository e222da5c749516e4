import { SESSION } from '@roadwatch/core';
import type { Database } from '../db/connect';
import { isPostgres } from '../db/dialect';
import { decide, PENDING_STALE_MS, type ThrottleRow } from './loginThrottlePolicy';

export interface LoginKeys {
  /** This account from this address: its failures lock only this pair, never the account for everyone. */
  pair: string;
  /** This address over all accounts: one sender guessing many accounts. */
  address: string;
}

export function loginKeys(userName: string, ip: string): LoginKeys {
  return { pair: `pair:${userName.toLowerCase()}|${ip}`, address: `ip:${ip}` };
}

/** Each key with its free failures, in a fixed order so two attempts never lock the same rows the other way round. */
const keyLimits = (keys: LoginKeys): [string, number][] =>
  [
    [keys.pair, SESSION.loginFailuresPerAccount] as [string, number],
    [keys.address, SESSION.loginFailuresPerAddress] as [string, number],
  ].sort(([a], [b]) => a.localeCompare(b));

// An attempt waiting for parallel ones to be verified gives up after this long (the sender is hammering).
const BUSY_WAIT_MAX_MS = 15_000;
const BUSY_POLL_MS = 50;

export interface LoginAttempt {
  /** A wrong password (or unknown user): counted on both keys. */
  failed(): Promise<void>;
  /** The right password: the pair's failures are forgiven, the address's stay. */
  succeeded(): Promise<void>;
  /** Anything else ended the attempt (a crash in between): it counts as nothing. */
  abandoned(): Promise<void>;
}

export type LoginAdmission = { kind: 'go'; attempt: LoginAttempt } | { kind: 'locked'; minutes: number };

// Attempts waiting in this process are woken when one settles; other instances' settlements are polled for.
const waiters = new Set<() => void>();
function wakeWaiters(): void {
  for (const wake of [...waiters]) wake();
}
function nextSettlement(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, BUSY_POLL_MS);
    waiters.add(done);
  });
}

/**
 * Checks and counts a sign-in attempt in one step: the keys' rows are locked (SQLite runs one transaction at a
 * time; PostgreSQL row locks), decided on, and the attempt recorded as pending before the password is verified.
 * Attempts that would exceed the failures still allowed while others are verified wait for those to settle.
 */
export async function admitLoginAttempt(
  db: Database,
  keys: LoginKeys,
  clock: () => number,
): Promise<LoginAdmission> {
  const startedAt = clock();
  for (;;) {
    const now = clock();
    const outcome = await tryAdmit(db, keys, now);
    if (outcome.kind === 'locked')
      return { kind: 'locked', minutes: Math.max(1, Math.ceil((outcome.until - now) / 60_000)) };
    if (outcome.kind === 'go') return { kind: 'go', attempt: attemptFor(db, keys, clock) };
    if (now - startedAt > BUSY_WAIT_MAX_MS) return { kind: 'locked', minutes: 1 };
    await nextSettlement();
  }
}

async function tryAdmit(
  db: Database,
  keys: LoginKeys,
  now: number,
): Promise<{ kind: 'go' } | { kind: 'busy' } | { kind: 'locked'; until: number }> {
  const pg = isPostgres(db);
  return db.transaction().execute(async (trx) => {
    const decisions = [];
    for (const [key, free] of keyLimits(keys)) {
      let query = trx
        .selectFrom('login_throttle')
        .select(['failures', 'last_failure_at', 'pending', 'pending_since'])
        .where('key', '=', key);
      if (pg) {
        await trx
          .insertInto('login_throttle')
          .values({ key })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        query = query.forUpdate();
      }
      const row: ThrottleRow | undefined = await query.executeTakeFirst();
      decisions.push({ key, decision: decide(row, free, now) });
    }
    const locked = decisions.flatMap(({ decision }) => (decision.kind === 'locked' ? [decision.until] : []));
    if (locked.length > 0) return { kind: 'locked' as const, until: Math.max(...locked) };
    if (decisions.some(({ decision }) => decision.kind === 'busy')) return { kind: 'busy' as const };
    for (const { key, decision } of decisions) {
      if (decision.kind !== 'go') continue;
      const values = { failures: decision.failures, pending: decision.pending + 1, pending_since: now };
      await trx
        .insertInto('login_throttle')
        .values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    }
    return { kind: 'go' as const };
  });
}

function attemptFor(db: Database, keys: LoginKeys, clock: () => number): LoginAttempt {
  let settled = false;
  const settle = async (work: () => Promise<void>) => {
    if (settled) return;
    settled = true;
    try {
      await work();
    } finally {
      wakeWaiters();
    }
  };
  const release = (key: string) =>
    db
      .updateTable('login_throttle')
      .set((eb) => ({
        pending: eb
          .case()
          .when('pending', '>', 0)
          .then(eb('pending', '-', 1))
          .else(0)
          .end(),
      }))
      .where('key', '=', key)
      .execute();
  return {
    failed: () =>
      settle(async () => {
        const now = clock();
        await db
          .updateTable('login_throttle')
          .set((eb) => ({
            // A failure after the window starts the count again.
            failures: eb
              .case()
              .when('last_failure_at', '<=', now - SESSION.loginWindowMs)
              .then(1)
              .else(eb('failures', '+', 1))
              .end(),
            last_failure_at: now,
            pending: eb
              .case()
              .when('pending', '>', 0)
              .then(eb('pending', '-', 1))
              .else(0)
              .end(),
          }))
          .where('key', 'in', [keys.pair, keys.address])
          .execute();
      }),
    succeeded: () =>
      settle(async () => {
        await db.deleteFrom('login_throttle').where('key', '=', keys.pair).execute();
        await release(keys.address);
        // Housekeeping rides on sign-ins: keys with nothing left to remember.
        const now = clock();
        await db
          .deleteFrom('login_throttle')
          .where('last_failure_at', '<=', now - SESSION.loginWindowMs)
          .where((eb) => eb.or([eb('pending', '=', 0), eb('pending_since', '<=', now - PENDING_STALE_MS)]))
          .execute();
      }),
    abandoned: () =>
      settle(async () => {
        await release(keys.pair);
        await release(keys.address);
      }),
  };
}
