import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connect';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Stores a new answer (lower case) and returns the id the client keeps in its HttpOnly cookie. */
export async function storeCaptcha(
  db: Database,
  answer: string,
  now: number,
  replaces: string | undefined,
): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db.transaction().execute(async (trx) => {
    // A new image replaces the previous one; expired answers are swept at the same time.
    await trx.deleteFrom('captchas').where('expires_at', '<=', now).execute();
    if (replaces) await trx.deleteFrom('captchas').where('id', '=', replaces).execute();
    await trx
      .insertInto('captchas')
      .values({ id, answer: answer.toLowerCase(), expires_at: now + CAPTCHA_TTL_MS })
      .execute();
  });
  return id;
}

/** Single use: the answer is deleted whether or not the guess is right. Case-insensitive. */
export async function consumeCaptcha(
  db: Database,
  id: string | undefined,
  guess: string,
  now: number,
): Promise<boolean> {
  if (!id || id.length > 64) return false;
  const row = await db
    .deleteFrom('captchas')
    .where('id', '=', id)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  return !!row && row.expires_at > now && row.answer === guess.trim().toLowerCase();
}
