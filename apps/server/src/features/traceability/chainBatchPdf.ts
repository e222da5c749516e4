import type { ChainBatchRecord, ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../http/endpointHandler';
import { placeResolverOf } from '../../geo/placeResolver';
import { pdfFont } from '../../resources/pdf/pdfFont';
import { readChainRecord } from './chainRecord';

/** Sends a record's excursion report as an attachment (a server without a CJK font says so instead). */
export async function sendChainPdf(
  ctx: Pick<HandlerContext<unknown>, 'reply' | 't' | 'deps'>,
  record: ChainBatchRecord,
): Promise<never> {
  const font = pdfFont();
  if (!font) throw businessFailure('errors.pdfFontMissing');
  // The PDF library is loaded by the first PDF asked for, not by every server.
  const { chainPdf } = await import('./chainPdf');
  const name = `excursion-${record.code}.pdf`;
  ctx.reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  return chainPdf(ctx.t, font, record, ctx.deps.now()) as unknown as never;
}

/** The excursion report of a batch in the caller's scope, with every reading (GSP intervals need them all). */
export const chainBatchPdf: EndpointHandler<typeof ENDPOINTS.chainBatchPdf> = async (ctx) => {
  const auth = requireUser(ctx);
  const record = await readChainRecord(
    ctx.db,
    auth,
    ctx.input.id,
    ctx.lang,
    placeResolverOf(ctx.deps),
    Number.POSITIVE_INFINITY,
  );
  if (!record) throw businessFailure('errors.notFound');
  return sendChainPdf(ctx, record);
};
