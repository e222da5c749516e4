import { resourceEndpoints, type AnyResource, type ResourceEndpointSet } from '@roadwatch/core';

const made = new WeakMap<AnyResource, ResourceEndpointSet<AnyResource>>();

/**
 * The endpoints of a resource (the same contract entries the server registers under `<name>List` …), made once
 * per resource.
 */
export function resourceCalls<R extends AnyResource>(resource: R): ResourceEndpointSet<R> {
  let calls = made.get(resource);
  if (!calls) {
    calls = resourceEndpoints(resource);
    made.set(resource, calls);
  }
  return calls as unknown as ResourceEndpointSet<R>;
}
