import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { businessFailure } from '../../http/apiFailure';

/** The company's name and licence, as the company information page shows them. */
export const companyInfoDetail: EndpointHandler<typeof ENDPOINTS.companyInfoDetail> = async (ctx) => {
  const user = requireUser(ctx);
  const c = await ctx.db
    .selectFrom('companies')
    .select([
      'name',
      'licence_province',
      'licence_city',
      'licence_county',
      'licence_bin',
      'licence_number',
      'licence_address',
    ])
    .where('id', '=', user.companyId)
    .executeTakeFirst();
  if (!c) throw businessFailure('errors.notFound');
  return {
    name: c.name,
    provinceName: c.licence_province ?? '',
    cityName: c.licence_city ?? '',
    countyName: c.licence_county ?? '',
    bin: c.licence_bin ?? '',
    foodBusiLicNum: c.licence_number ?? '',
    registerAddress: c.licence_address ?? '',
  };
};

/** Saves the name and the licence together (unlike the one-time licence prompt, this page may correct them). */
export const companyInfoUpdate: EndpointHandler<typeof ENDPOINTS.companyInfoUpdate> = async (ctx) => {
  const user = requireUser(ctx);
  const f = ctx.input;
  await ctx.db
    .updateTable('companies')
    .set({
      name: f.name,
      licence_number: f.foodBusiLicNum,
      licence_province: f.provinceName,
      licence_city: f.cityName,
      licence_county: f.countyName,
      licence_bin: f.bin,
      licence_address: f.registerAddress,
    })
    .where('id', '=', user.companyId)
    .execute();
  return null;
};
