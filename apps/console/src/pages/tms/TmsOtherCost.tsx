import { otherCostResource } from '@roadwatch/core';
import { CostEntryPage } from '../../fleetMaintenance/CostEntryPage';
import type { PageProps } from '../../routes/pageRegistry';

/** Other costs (`tmsOtherCost`) of the vehicles in scope. */
export function TmsOtherCost({ route }: PageProps) {
  return <CostEntryPage resource={otherCostResource} area="otherCost" route={route} />;
}
