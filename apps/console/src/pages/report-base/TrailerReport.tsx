import { trailerReportConfig } from '../../reports/trailer/trailerReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** TrailerReport: trailers coupled to the fleet's heads over a range, per coupling and per trailer. */
export function TrailerReport({ route }: PageProps) {
  return <EventReportPage route={route} config={trailerReportConfig} />;
}
