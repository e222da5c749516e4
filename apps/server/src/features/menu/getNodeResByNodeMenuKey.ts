import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { findNode, maxLevel, menuForest } from './menuNodes';
import { loadPermittedMenus } from './permittedMenus';

/** One permitted node with its subtree (the left menu of a section), and the deepest level in it. */
export const getNodeResByNodeMenuKey: EndpointHandler<typeof ENDPOINTS.getNodeResByNodeMenuKey> = async (
  ctx,
) => {
  const perm = await loadPermittedMenus(ctx.db, requireUser(ctx).roleId);
  const node = findNode(menuForest(perm, ctx.lang), ctx.input.menuKey);
  if (!node) throw businessFailure('errors.menuNotPermitted');
  return { data: [node], maxLevel: maxLevel([node]) };
};
