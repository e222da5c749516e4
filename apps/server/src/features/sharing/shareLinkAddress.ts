import { SHARE_PAGE_PATH, type ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { tokenSealOf } from './shareTokenSeal';

/**
 * The public page's path of a link in the caller's scope (the console puts its own origin before it), opened
 * from the sealed token; a link sealed under another key cannot be shown again (`errors.shareLinkUnrecoverable`).
 */
export const shareLinkAddress: EndpointHandler<typeof ENDPOINTS.shareLinkAddress> = async ({
  db,
  deps,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const link = await db
    .selectFrom('share_links as t')
    .where(inScope(auth, 'share_links', 't'))
    .where('t.id', '=', input.id)
    .select('t.token_sealed')
    .executeTakeFirst();
  if (!link) throw businessFailure('errors.notFound');
  const token = tokenSealOf(deps.dataDir).open(link.token_sealed);
  if (token === null) throw businessFailure('errors.shareLinkUnrecoverable');
  return { path: `${SHARE_PAGE_PATH}${token}` };
};
