import { fitsEdition2013 } from '@roadwatch/core';
import type { AnyTrx, WriteContext } from '../../../resources/resourceSpec';
import { checkLoggerPhoneFree } from './checkLoggerPhoneFree';

/** The logger's identity as the gateway binds it at its first registration ('' = not bound yet). */
const UNBOUND = { terminal_id: '', terminal_maker: '', terminal_imei: '', auth_code: '' } as const;

/**
 * Before a site is saved: its logger number is free platform-wide, and a changed number starts unbound, so the
 * terminal that registers with it next is bound to the site.
 */
export async function checkSiteLogger(trx: AnyTrx, phone: string, siteId: number | null): Promise<void> {
  await checkLoggerPhoneFree(trx, phone, siteId);
  if (siteId === null) return;
  const before = (await trx
    .selectFrom('sites')
    .select('terminal_phone')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow()) as { terminal_phone: string | null };
  if (before.terminal_phone !== (phone === '' ? null : phone)) {
    await trx
      .updateTable('sites')
      .set({ ...UNBOUND, protocol_version: fitsEdition2013(phone) ? 2013 : 2019 })
      .where('id', '=', siteId)
      .execute();
  }
}

/**
 * After a site is saved: the binding history follows its logger number. A number other than the open binding's
 * closes that binding at the save's time and (unless '') opens a new one by the saving user.
 */
export async function recordSiteBinding(
  trx: AnyTrx,
  siteId: number,
  phone: string,
  ctx: WriteContext,
): Promise<void> {
  const open = (await trx
    .selectFrom('site_bindings')
    .select(['id', 'terminal_phone'])
    .where('site_id', '=', siteId)
    .where('unbound_at', 'is', null)
    .executeTakeFirst()) as { id: number; terminal_phone: string } | undefined;
  if (open?.terminal_phone === phone) return;
  if (open)
    await trx.updateTable('site_bindings').set({ unbound_at: ctx.now }).where('id', '=', open.id).execute();
  if (phone === '') return;
  await trx
    .insertInto('site_bindings')
    .values({
      company_id: ctx.auth.companyId,
      site_id: siteId,
      terminal_phone: phone,
      bound_at: ctx.now,
      bound_by: ctx.auth.userId,
    })
    .execute();
}

/** A deleted site's binding history goes with it. */
export async function deleteSiteBindings(trx: AnyTrx, siteIds: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('site_bindings')
    .where('site_id', 'in', [...siteIds])
    .execute();
}
