import { dayStatReportConfig } from '../../reports/dayStats/dayStatReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

const config = dayStatReportConfig('drivingStatReport');

/** DrivingStatReport: driving time, speeds and reports per vehicle and per vehicle and day, from the daily roll-up. */
export function DrivingStatReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
