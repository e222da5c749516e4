import { directiveRecordReportConfig } from '../../reports/directiveRecords/directiveRecordReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** DirectiveRecordReport: the commands sent to terminals over a range and their outcomes, in detail and per vehicle. */
export function DirectiveRecordReport({ route }: PageProps) {
  return <EventReportPage route={route} config={directiveRecordReportConfig} />;
}
