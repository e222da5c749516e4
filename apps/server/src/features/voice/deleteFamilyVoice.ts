import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';
import { requireUser } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { removeVoiceFile } from './familyVoiceStore';

/** Deletes files of drivers in scope; one id outside that makes the whole call "not found" and nothing changes. */
export const deleteFamilyVoice: EndpointHandler<typeof ENDPOINTS.deleteFamilyVoice> = async (ctx) => {
  const user = requireUser(ctx);
  const ids = [...new Set(ctx.input.ids)];
  const rows = await ctx.db
    .selectFrom('family_voices')
    .innerJoin('drivers', 'drivers.id', 'family_voices.driver_id')
    .select(['family_voices.id', 'family_voices.stored_name'])
    .where('family_voices.id', 'in', ids)
    .where('family_voices.company_id', '=', user.companyId)
    .where(inScope(user, 'drivers'))
    .execute();
  if (rows.length !== ids.length) throw businessFailure('errors.notFound');
  await ctx.db.deleteFrom('family_voices').where('id', 'in', ids).execute();
  for (const row of rows) await removeVoiceFile(ctx.deps, user.companyId, row.stored_name);
  return { deleted: rows.length };
};
