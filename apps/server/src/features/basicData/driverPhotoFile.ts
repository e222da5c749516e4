import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { readDriverPhoto } from './driverPhotoStore';

/** A photo of a driver the caller may see (company and department scope), with the type its content was read as. */
export const driverPhotoFile: EndpointHandler<typeof ENDPOINTS.driverPhotoFile> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('driver_photos as p')
    .innerJoin('drivers', 'drivers.id', 'p.driver_id')
    .select(['p.stored_name', 'p.mime'])
    .where('p.id', '=', ctx.input.id)
    .where(inScope(user, 'drivers'))
    .executeTakeFirst();
  if (!row) throw businessFailure('errors.notFound');
  const bytes = await readDriverPhoto(ctx.deps, user.companyId, row.stored_name);
  void ctx.reply.type(row.mime).header('cache-control', 'private, max-age=300');
  return bytes;
};
