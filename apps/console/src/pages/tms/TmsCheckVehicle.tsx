import { policeCheckResource } from '@roadwatch/core';
import { CostEntryPage } from '../../fleetMaintenance/CostEntryPage';
import type { PageProps } from '../../routes/pageRegistry';

/** Police checks (`tmsCheckVehicle`) of the vehicles in scope. */
export function TmsCheckVehicle({ route }: PageProps) {
  return <CostEntryPage resource={policeCheckResource} area="policeCheck" route={route} />;
}
