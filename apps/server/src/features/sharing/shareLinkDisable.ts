import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { writeAudit } from '../../resources/writeAudit';
import { inScope } from '../../scope/inScope';

/** Disables a link in the caller's scope for good (audited); a link outside it is "not found". */
export const shareLinkDisable: EndpointHandler<typeof ENDPOINTS.shareLinkDisable> = async ({
  db,
  deps,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const now = deps.now();
  await db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('share_links as t')
      .where(inScope(auth, 'share_links', 't'))
      .where('t.id', '=', input.id)
      .select(['t.id', 't.disabled_at'])
      .executeTakeFirst();
    if (!link) throw businessFailure('errors.notFound');
    if (link.disabled_at !== null) throw businessFailure('errors.shareLinkDisabled');
    await trx
      .updateTable('share_links')
      .set({ disabled_at: now, disabled_by: auth.userId, modified_by: auth.userId, modified_at: now })
      .where('id', '=', input.id)
      .execute();
    await writeAudit(trx, { auth, now }, 'infoShareLink', input.id, 'disable', { id: input.id });
  });
  return { id: input.id };
};
