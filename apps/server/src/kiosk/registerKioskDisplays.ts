import { displayConfigSchema, type DisplayConfig } from '@roadwatch/core';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/connect';

/** Displays belong to the demo company; a later issue lets each company manage its own. */
export const KIOSK_COMPANY_ID = 1;

export interface KioskRegistration {
  registered: string[];
  skipped: { name: string; reason: string }[];
}

export interface RegisterOptions {
  now?: number;
  /** Hashes of the generated tokens (displayTokenStore), for the configs without a `token`. */
  generatedTokenHashes?: ReadonlyMap<string, string>;
}

/**
 * Upserts one kiosk_displays row per config: sha256 of the token (never the token: the config's own or the
 * installation's generated one), the company, the configured department or the company's root, and the addresses
 * it may be opened from. A changed token ends the display's open sessions. A display revoked in the database
 * stays revoked.
 */
export async function registerKioskDisplays(
  db: Database,
  configs: readonly DisplayConfig[],
  options: RegisterOptions = {},
): Promise<KioskRegistration> {
  const now = options.now ?? Date.now();
  const result: KioskRegistration = { registered: [], skipped: [] };
  for (const input of configs) {
    const parsed = displayConfigSchema.safeParse(input);
    if (!parsed.success) {
      result.skipped.push({ name: String(input.name), reason: 'invalid config' });
      continue;
    }
    const config = parsed.data;
    const department = await db
      .selectFrom('departments')
      .select('id')
      .where('company_id', '=', KIOSK_COMPANY_ID)
      .$if(config.departmentId === undefined, (q) => q.where('parent_id', 'is', null))
      .$if(config.departmentId !== undefined, (q) => q.where('id', '=', config.departmentId ?? 0))
      .orderBy('id')
      .executeTakeFirst();
    if (!department) {
      result.skipped.push({
        name: config.name,
        reason:
          config.departmentId === undefined
            ? `company ${KIOSK_COMPANY_ID} has no root department`
            : `department ${config.departmentId} is not in company ${KIOSK_COMPANY_ID}`,
      });
      continue;
    }
    const tokenHash =
      config.token === undefined ? options.generatedTokenHashes?.get(config.name) : hashToken(config.token);
    if (tokenHash === undefined) {
      result.skipped.push({ name: config.name, reason: 'no token in its config and none generated' });
      continue;
    }
    const allowFrom = config.allowFrom ? JSON.stringify(config.allowFrom) : null;
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('kiosk_displays')
        .select(['id', 'token_hash'])
        .where('name', '=', config.name)
        .executeTakeFirst();
      if (!existing) {
        await trx
          .insertInto('kiosk_displays')
          .values({
            company_id: KIOSK_COMPANY_ID,
            department_id: department.id,
            name: config.name,
            token_hash: tokenHash,
            allow_from: allowFrom,
            created_at: now,
          })
          .execute();
        return;
      }
      if (existing.token_hash !== tokenHash) {
        await trx.deleteFrom('sessions').where('kiosk_display_id', '=', existing.id).execute();
      }
      await trx
        .updateTable('kiosk_displays')
        .set({
          company_id: KIOSK_COMPANY_ID,
          department_id: department.id,
          token_hash: tokenHash,
          allow_from: allowFrom,
        })
        .where('id', '=', existing.id)
        .execute();
    });
    result.registered.push(config.name);
  }
  return result;
}
