import { businessFailure } from '../../../http/apiFailure';
import { phoneCandidates } from '../../../gateway/terminalDirectory';
import type { AnyTrx } from '../../../resources/resourceSpec';

/**
 * A site's (warehouse's or store's) logger number is free platform-wide: the gateway finds a terminal by its number alone, whichever
 * company owns it, in any stored form (a 2013 header pads to 12 digits, a 2019 one to 20), among devices, vehicles
 * and the sites' loggers. The site being updated may keep its own number.
 */
export async function checkLoggerPhoneFree(trx: AnyTrx, phone: string, siteId: number | null): Promise<void> {
  if (phone === '') return;
  const forms = phoneCandidates(phone);
  const taken = () => businessFailure('errors.terminalPhoneTaken', { phone });
  if (await trx.selectFrom('terminals').select('id').where('phone', 'in', forms).executeTakeFirst())
    throw taken();
  if (await trx.selectFrom('vehicles').select('id').where('terminal_phone', 'in', forms).executeTakeFirst())
    throw taken();
  let sites = trx.selectFrom('sites').select('id').where('terminal_phone', 'in', forms);
  if (siteId !== null) sites = sites.where('id', '<>', siteId);
  if (await sites.executeTakeFirst()) throw taken();
}
