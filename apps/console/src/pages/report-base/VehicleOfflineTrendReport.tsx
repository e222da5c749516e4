import { offlineTrendReportConfig } from '../../reports/offlineTrend/offlineTrendReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** VehicleOfflineTrendReport: which terminals went offline, how often and how long, per vehicle and per episode. */
export function VehicleOfflineTrendReport({ route }: PageProps) {
  return <EventReportPage route={route} config={offlineTrendReportConfig} />;
}
