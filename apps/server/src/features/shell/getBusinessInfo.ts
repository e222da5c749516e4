import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';

/** Where the loan dialog's QR code points (the partner's WeChat page). */
export const BUSINESS_WECHAT_URL = 'https://weixin.qq.com/r/roadwatch-business-loan';

/**
 * The business loan is offered to registered food businesses: a company with a licence number on file.
 */
export const getBusinessInfo: EndpointHandler<typeof ENDPOINTS.getBusinessInfo> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('companies')
    .select('licence_number')
    .where('id', '=', user.companyId)
    .executeTakeFirst();
  const isLoanCorp = Boolean(row?.licence_number);
  return { isLoanCorp, wechatUrl: isLoanCorp ? BUSINESS_WECHAT_URL : '' };
};
