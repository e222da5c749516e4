import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { placeResolverOf } from '../../geo/placeResolver';
import { inScope } from '../../scope/inScope';
import { readChainRecord } from './chainRecord';

/** A batch's temperature record, in the caller's scope. */
export const chainBatchRecord: EndpointHandler<typeof ENDPOINTS.chainBatchRecord> = async (ctx) => {
  const auth = requireUser(ctx);
  const record = await readChainRecord(ctx.db, auth, ctx.input.id, ctx.lang, placeResolverOf(ctx.deps));
  if (!record) throw businessFailure('errors.notFound');
  return record;
};

/** The batch of a code in the caller's scope (codes are kept upper case, as the schema makes them). */
export const chainBatchByCode: EndpointHandler<typeof ENDPOINTS.chainBatchByCode> = async (ctx) => {
  const auth = requireUser(ctx);
  const found = await ctx.db
    .selectFrom('chain_batches as t')
    .where(inScope(auth, 'chain_batches', 't'))
    .where('t.code', '=', ctx.input.code)
    .select('t.id')
    .executeTakeFirst();
  if (!found) throw businessFailure('errors.chainBatchNotFound');
  return { id: found.id };
};
