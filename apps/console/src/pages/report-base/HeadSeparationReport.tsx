import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import { switchDeviceReportConfig } from '../../reports/switchEpisode/switchDeviceReportConfig';
import type { PageProps } from '../../routes/pageRegistry';

const config = switchDeviceReportConfig('headSeparation');

/** HeadSeparationReport: episodes of tractors detached from their trailers in a range, in detail and per vehicle. */
export function HeadSeparationReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
