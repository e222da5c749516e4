import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import { switchDeviceReportConfig } from '../../reports/switchEpisode/switchDeviceReportConfig';
import type { PageProps } from '../../routes/pageRegistry';

const config = switchDeviceReportConfig('unloading');

/** UnloadReport: episodes of bulk unloading (a cement or ash tanker discharging) in a range, in detail and per vehicle. */
export function UnloadReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
