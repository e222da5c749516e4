import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import { switchDeviceReportConfig } from '../../reports/switchEpisode/switchDeviceReportConfig';
import type { PageProps } from '../../routes/pageRegistry';

const config = switchDeviceReportConfig('hydraulic');

/** HydraulicReport: episodes of hydraulic lifts (a dump truck's raised body) in a range, in detail and per vehicle. */
export function HydraulicReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
