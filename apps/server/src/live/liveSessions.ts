import type { Database } from '../db/connect';

/**
 * Which of these sessions are still good: not expired, not signed out, user not disabled, display not revoked.
 * Read only — an open live feed does not keep an idle session alive (only calls slide its expiry).
 */
export async function liveSessions(
  db: Database,
  tokenHashes: readonly string[],
  now: number,
): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('kiosk_displays as k', 'k.id', 's.kiosk_display_id')
    .select('s.token_hash')
    .where('s.token_hash', 'in', [...tokenHashes])
    .where('s.expires_at', '>', now)
    .where((eb) => eb(eb.fn.coalesce('s.max_expires_at', eb.val(Number.MAX_SAFE_INTEGER)), '>', now))
    .where((eb) =>
      eb.or([
        eb.and([eb('s.kind', '=', 'user'), eb('u.disabled', '=', 0)]),
        eb.and([eb('s.kind', '=', 'kiosk'), eb('k.revoked', '=', 0)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.token_hash));
}
