import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import { switchDeviceReportConfig } from '../../reports/switchEpisode/switchDeviceReportConfig';
import type { PageProps } from '../../routes/pageRegistry';

const config = switchDeviceReportConfig('airConditioning');

/** AirConditioningReport: episodes of the cab air conditioning of vehicles that are not reefers in a range, in detail and per vehicle. */
export function AirConditioningReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
