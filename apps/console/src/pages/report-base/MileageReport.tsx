import { dayStatReportConfig } from '../../reports/dayStats/dayStatReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

const config = dayStatReportConfig('mileageReport');

/** MileageReport: mileage per vehicle (summary) and per vehicle and day (detail), from the daily roll-up. */
export function MileageReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
