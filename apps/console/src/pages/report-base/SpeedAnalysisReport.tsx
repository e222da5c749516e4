import { dayStatReportConfig } from '../../reports/dayStats/dayStatReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

const config = dayStatReportConfig('speedAnalysisReport');

/** SpeedAnalysisReport: time and distance in each speed band per vehicle and per vehicle and day, from the daily roll-up. */
export function SpeedAnalysisReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
