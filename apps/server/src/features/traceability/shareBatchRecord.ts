import type { ChainBatchRecord, ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler, HandlerContext } from '../../http/endpointHandler';
import { placeResolverOf } from '../../geo/placeResolver';
import { sharedLinkByToken } from '../sharing/sharedLinkByToken';
import { readChainRecord } from './chainRecord';
import { sendChainPdf } from './chainBatchPdf';

/**
 * The record a valid batch link shares, read in its creator's scope (a batch moved out of it, or deleted, makes
 * the link show nothing); null for an unknown, expired or disabled token, or a link of another scene.
 */
async function sharedRecord(
  ctx: HandlerContext<{ token: string }>,
  curveMax?: number,
): Promise<{ record: ChainBatchRecord; expiresAt: number | null } | null> {
  const link = await sharedLinkByToken(ctx, ctx.input.token);
  const batchId = link?.targetIds[0];
  if (!link || link.scene !== 'batch' || batchId === undefined) return null;
  const record = await readChainRecord(
    ctx.db,
    link.scope,
    batchId,
    ctx.lang,
    placeResolverOf(ctx.deps),
    curveMax,
  );
  return record ? { record, expiresAt: link.expiresAt } : null;
}

/** Public: a shared batch's record (legs, curves, figures), or `{ valid: false }`. */
export const shareBatchRecord: EndpointHandler<typeof ENDPOINTS.shareBatchRecord> = async (ctx) => {
  const shared = await sharedRecord(ctx);
  return shared ? { valid: true, ...shared } : { valid: false };
};

/** Public: a shared batch's excursion report; an invalid link is "the share link is no longer valid". */
export const shareBatchPdf: EndpointHandler<typeof ENDPOINTS.shareBatchPdf> = async (ctx) => {
  const shared = await sharedRecord(ctx, Number.POSITIVE_INFINITY);
  if (!shared) throw businessFailure('errors.shareLinkInvalid');
  return sendChainPdf(ctx, shared.record);
};
