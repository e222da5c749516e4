import { randomInt } from 'node:crypto';
import type { ENDPOINTS, PartnerCodes } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';

const digits = (n: number) => String(randomInt(0, 10 ** n)).padStart(n, '0');

/** The company's codes, made the first time they are asked for (the cooperation code unique across companies). */
export async function ensurePartnerCodes(
  db: Database,
  companyId: number,
  now: number,
): Promise<PartnerCodes> {
  for (let attempt = 0; ; attempt += 1) {
    const row = await db
      .selectFrom('partner_codes')
      .select(['cooperation_code', 'verification_code'])
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (row) return { cooperationCode: row.cooperation_code, verificationCode: row.verification_code };
    try {
      await db
        .insertInto('partner_codes')
        .values({
          company_id: companyId,
          cooperation_code: digits(8),
          verification_code: digits(4),
          modified_at: now,
        })
        .execute();
    } catch (error) {
      // Another request made them at the same moment, or the random code was taken: read or try again.
      if (attempt >= 5) throw error;
    }
  }
}

export const partnerCodes: EndpointHandler<typeof ENDPOINTS.partnerCodes> = async (ctx) =>
  ensurePartnerCodes(ctx.db, requireUser(ctx).companyId, ctx.deps.now());

/** A new verification code: requests made with the old one are refused from now on. */
export const partnerVerificationRenew: EndpointHandler<typeof ENDPOINTS.partnerVerificationRenew> = async (
  ctx,
) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  await ensurePartnerCodes(ctx.db, auth.companyId, now);
  await ctx.db
    .updateTable('partner_codes')
    .set({ verification_code: digits(4), modified_at: now })
    .where('company_id', '=', auth.companyId)
    .execute();
  return ensurePartnerCodes(ctx.db, auth.companyId, now);
};
