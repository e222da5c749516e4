import { MapMonitorPage } from '../../liveMap/MapMonitorPage';
import type { PageProps } from '../../routes/pageRegistry';

/** Live monitoring map (menu mapMonitor). */
export function MapMonitor(props: PageProps) {
  return <MapMonitorPage {...props} />;
}
