import { MapMonitorPage } from '../../liveMap/MapMonitorPage';
import type { PageProps } from '../../routes/pageRegistry';

/** The pro monitor entry and the header's vehicle search (`?vehicleId=`): the live map following that vehicle. */
export function ProVehicleMonitor(props: PageProps) {
  return <MapMonitorPage {...props} />;
}
