import { resourceOperation, type AnyResource, type ResourceAction } from '@roadwatch/core';

/** The actions a page offers: declared by the resource AND granted to the user (`<key>:<action>` in the route). */
export function grantedActions(
  resource: Pick<AnyResource, 'key' | 'actions'>,
  operationIds: readonly string[],
): ReadonlySet<ResourceAction> {
  const granted = new Set(operationIds);
  return new Set(resource.actions.filter((action) => granted.has(resourceOperation(resource, action))));
}
