import { SEARCH_TYPES, type ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inSection, menuForest } from './menuNodes';
import { loadPermittedMenus } from './permittedMenus';

export const loginUserMessage: EndpointHandler<typeof ENDPOINTS.loginUserMessage> = async (ctx) => {
  const user = requireUser(ctx);
  const [perm, org, pages] = await Promise.all([
    loadPermittedMenus(ctx.db, user.roleId),
    ctx.db
      .selectFrom('departments')
      .innerJoin('companies', 'companies.id', 'departments.company_id')
      .select([
        'companies.name as companyName',
        'companies.logo_url',
        'companies.ico_url',
        'departments.name as departmentName',
      ])
      .where('departments.id', '=', user.departmentId)
      .where('companies.id', '=', user.companyId)
      .executeTakeFirst(),
    ctx.db.selectFrom('menu_operations').select('route').distinct().orderBy('route').execute(),
  ]);
  if (!org) throw businessFailure('errors.notFound');
  return {
    userName: user.userName,
    userId: user.userId,
    logoUrl: org.logo_url,
    icoUrl: org.ico_url,
    searchMenuList: SEARCH_TYPES.map((type) => ({ type, title: ctx.t(`common.searchTypes.${type}`) })),
    userMenuList: menuForest(perm, ctx.lang, inSection('user')),
    companyName: org.companyName,
    departmentName: org.departmentName,
    kind: user.userKind,
    pageRoutes: pages.map((p) => p.route),
  };
};
