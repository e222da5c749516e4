import type { Database } from '../db/connect';
import { hashToken } from '../auth/tokens';
import { replaceDisplayToken } from './displayTokenStore';

/**
 * Issues a new generated token for a display (npm run kiosk:token -- --rotate): the data folder keeps its hash
 * for the next start, and the database takes it at once, ending the display's open sessions, so the old token
 * and every session opened with it stop working on the running server too. Returns the new token (print it once).
 */
export async function rotateDisplayToken(
  db: Database,
  dataDir: string,
  display: string,
  now: number = Date.now(),
): Promise<string> {
  const token = replaceDisplayToken(dataDir, display, now);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('kiosk_displays')
      .select('id')
      .where('name', '=', display)
      .executeTakeFirst();
    if (!row) return;
    await trx.deleteFrom('sessions').where('kiosk_display_id', '=', row.id).execute();
    await trx
      .updateTable('kiosk_displays')
      .set({ token_hash: hashToken(token) })
      .where('id', '=', row.id)
      .execute();
  });
  return token;
}
