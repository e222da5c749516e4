import { tirePressureReportConfig } from '../../reports/tirePressure/tirePressureReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** TirePressureReport: the tyre events of the terminals' tyre-pressure monitors over a range, in detail and per vehicle. */
export function TirePressureReport({ route }: PageProps) {
  return <EventReportPage route={route} config={tirePressureReportConfig} />;
}
