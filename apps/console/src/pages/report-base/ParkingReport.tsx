import { parkingReportConfig } from '../../reports/parking/parkingReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** ParkingReport: the stops of a range at least a chosen length, in detail and per vehicle. */
export function ParkingReport({ route }: PageProps) {
  return <EventReportPage route={route} config={parkingReportConfig} />;
}
