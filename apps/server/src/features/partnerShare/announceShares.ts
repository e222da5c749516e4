import type { AppDeps } from '../../http/endpointHandler';

/** Tells the live feed (every instance, through the bus) that shares made to these companies changed. */
export function announceShares(deps: AppDeps, companyIds: readonly number[]): void {
  for (const companyId of new Set(companyIds))
    deps.liveBus?.publish({ type: 'sharesChanged', companyId, departmentPath: '/' });
}
