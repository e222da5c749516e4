import type { ChainBatchRecord, ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler, HandlerContext } from '../../http/endpointHandler';
import { placeResolverOf } from '../../geo/placeResolver';
import { sharedLinkByToken } from '../sharing/sharedLinkByToken';
import { readChainRecord } from './chainRecord';
import { sendChainPdf } from './chainBatchPdf';
import { companyProfileOf } from '../coldChain/information/companyMessage';

/**
 * The record a valid batch link shares, read in its creator's scope (a batch moved out of it, or deleted, makes
 * the link show nothing); null for an unknown, expired or disabled token, or a link of another scene.
 */
async function sharedRecord(
  ctx: HandlerContext<{ token: string }>,
  curveMax?: number,
): Promise<{ record: ChainBatchRecord; expiresAt: number | null; companyId: number } | null> {
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
  return record ? { record, expiresAt: link.expiresAt, companyId: link.scope.companyId } : null;
}

/** Public: a shared batch's record (legs, curves, figures) with the company's profile, or `{ valid: false }`. */
export const shareBatchRecord: EndpointHandler<typeof ENDPOINTS.shareBatchRecord> = async (ctx) => {
  const shared = await sharedRecord(ctx);
  if (!shared) return { valid: false };
  const { record, expiresAt, companyId } = shared;
  // Who edited the profile and when stay inside the company.
  const {
    showOnShare,
    operatorName: _who,
    modifiedTime: _when,
    ...company
  } = await companyProfileOf(ctx.db, companyId);
  return { valid: true, record, expiresAt, company: showOnShare ? company : null };
};

/** Public: a shared batch's excursion report; an invalid link is "the share link is no longer valid". */
export const shareBatchPdf: EndpointHandler<typeof ENDPOINTS.shareBatchPdf> = async (ctx) => {
  const shared = await sharedRecord(ctx, Number.POSITIVE_INFINITY);
  if (!shared) throw businessFailure('errors.shareLinkInvalid');
  return sendChainPdf(ctx, shared.record);
};
