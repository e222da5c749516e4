import { MultiVehicleTrackingPage } from '../../liveMap/MultiVehicleTrackingPage';

import type { PageProps } from '../../routes/pageRegistry';

/** Multi-vehicle tracking (menu multiVehicleTracking). */
export function MultiVehicleTracking(props: PageProps) {
  return <MultiVehicleTrackingPage {...props} />;
}
