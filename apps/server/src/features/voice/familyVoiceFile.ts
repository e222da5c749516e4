import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';
import { requireUser } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { readVoiceFile } from './familyVoiceStore';

/** The audio of a family voice file of a driver in scope, with the type its content was recognised as. */
export const familyVoiceFile: EndpointHandler<typeof ENDPOINTS.familyVoiceFile> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('family_voices')
    .innerJoin('drivers', 'drivers.id', 'family_voices.driver_id')
    .select(['family_voices.stored_name', 'family_voices.mime'])
    .where('family_voices.id', '=', ctx.input.id)
    .where('family_voices.company_id', '=', user.companyId)
    .where(inScope(user, 'drivers'))
    .executeTakeFirst();
  if (!row) throw businessFailure('errors.notFound');
  const bytes = await readVoiceFile(ctx.deps, user.companyId, row.stored_name);
  void ctx.reply.type(row.mime).header('cache-control', 'private, max-age=300');
  return bytes;
};
