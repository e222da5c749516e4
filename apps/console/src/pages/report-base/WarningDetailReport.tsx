import { warningReportConfig } from '../../reports/warningDetail/warningReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** WarningDetailReport: the terminal's pre-warnings of a range, in detail and per vehicle. */
export function WarningDetailReport({ route }: PageProps) {
  return <EventReportPage route={route} config={warningReportConfig} />;
}
