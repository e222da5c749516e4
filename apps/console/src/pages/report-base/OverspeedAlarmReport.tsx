import { overspeedReportConfig } from '../../reports/overspeed/overspeedReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** OverspeedAlarmReport: overspeed alarms of a range, in detail and per vehicle. */
export function OverspeedAlarmReport({ route }: PageProps) {
  return <EventReportPage route={route} config={overspeedReportConfig} />;
}
