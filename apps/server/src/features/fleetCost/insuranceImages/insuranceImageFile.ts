import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';
import { readInsuranceImage } from './insuranceImageStore';

/**
 * An image of a policy the caller may see: the image's company is the caller's and the policy's vehicle is in their
 * scope (anything else is "not found", so ids of other companies tell nothing). The type is the one its content was
 * read as.
 */
export const insuranceImageFile: EndpointHandler<typeof ENDPOINTS.insuranceImageFile> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('insurance_images as i')
    .innerJoin('insurance_policies as t', 't.id', 'i.policy_id')
    .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
    .select(['i.stored_name', 'i.mime'])
    .where('i.id', '=', ctx.input.id)
    .where('i.company_id', '=', user.companyId)
    .where(inScope(user, 'vehicles', 'v'))
    .executeTakeFirst();
  if (!row) throw businessFailure('errors.notFound');
  const bytes = await readInsuranceImage(ctx.deps, user.companyId, row.stored_name);
  void ctx.reply.type(row.mime).header('cache-control', 'private, max-age=300');
  return bytes;
};
