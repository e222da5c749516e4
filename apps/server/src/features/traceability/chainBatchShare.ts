import { SHARE_PAGE_PATH, shareValidityMs, type ENDPOINTS } from '@roadwatch/core';
import { hashToken, newToken } from '../../auth/tokens';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { writeAudit } from '../../resources/writeAudit';
import { inScope } from '../../scope/inScope';
import { tokenSealOf } from '../sharing/shareTokenSeal';

/**
 * Shares a batch's record through a share link of scene `batch` (one target: the batch), made like any other link
 * (token hashed and sealed, the creator's department, the chosen validity) so the share-link list shows it and can
 * disable it. Answers the public address.
 */
export const chainBatchShare: EndpointHandler<typeof ENDPOINTS.chainBatchShare> = async (ctx) => {
  const auth = requireUser(ctx);
  const { input, deps } = ctx;
  const now = deps.now();
  const token = newToken();
  const lasts = shareValidityMs(input.validity, input.customHours);
  const linkId = await ctx.db.transaction().execute(async (trx) => {
    const batch = await trx
      .selectFrom('chain_batches as t')
      .where(inScope(auth, 'chain_batches', 't'))
      .where('t.id', '=', input.id)
      .select('t.id')
      .executeTakeFirst();
    if (!batch) throw businessFailure('errors.notFound');
    const link = await trx
      .insertInto('share_links')
      .values({
        company_id: auth.companyId,
        department_id: auth.departmentId,
        scene: 'batch',
        shared_data: 'temperature',
        history_hours: 0,
        validity: input.validity,
        custom_hours: input.customHours ?? null,
        expires_at: lasts === null ? null : now + lasts,
        token_hash: hashToken(token),
        token_sealed: tokenSealOf(deps.dataDir).seal(token),
        created_by: auth.userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('share_link_targets')
      .values({ link_id: link.id, target_id: batch.id, sort: 0 })
      .execute();
    await writeAudit(trx, { auth, now }, 'chainTraceability', batch.id, 'share', {
      ...input,
      linkId: link.id,
    });
    return link.id;
  });
  return { linkId, path: `${SHARE_PAGE_PATH}${token}` };
};
