import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';

/** The company's valid values of one dictionary, in its order, named in the caller's language. */
export const dictionaryTypeValidList: EndpointHandler<typeof ENDPOINTS.dictionaryTypeValidList> = async (
  ctx,
) => {
  const { companyId } = requireUser(ctx);
  const rows = await ctx.db
    .selectFrom('dictionaries')
    .select(['code', 'name_zh', 'name_en'])
    .where('company_id', '=', companyId)
    .where('dic_type_key', '=', ctx.input.dicTypeKey)
    .where('valid', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    value: r.code,
    label: ctx.lang === 'en-US' && r.name_en ? r.name_en : r.name_zh,
  }));
};
