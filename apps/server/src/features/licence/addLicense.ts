import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';

/**
 * Registers the company's food business licence. Only the company administrator may, and only once: the prompt
 * exists to collect a missing number, not to overwrite one on file.
 */
export const addLicense: EndpointHandler<typeof ENDPOINTS.addLicense> = async (ctx) => {
  const user = requireUser(ctx);
  if (user.userKind !== 'companyAdmin') throw businessFailure('errors.licenceAdminOnly');
  // The "is null" guard makes check and write one statement, so two concurrent submissions cannot both win.
  const result = await ctx.db
    .updateTable('companies')
    .set({
      licence_number: ctx.input.foodBusiLicNum,
      licence_province: ctx.input.provinceName,
      licence_city: ctx.input.cityName,
      licence_county: ctx.input.countyName,
      licence_bin: ctx.input.bin,
      licence_address: ctx.input.registerAddress,
    })
    .where('id', '=', user.companyId)
    .where('licence_number', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw businessFailure('errors.licenceAlreadyGiven');
  return null;
};
