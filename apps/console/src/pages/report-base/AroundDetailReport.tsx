import { aroundDetailReportConfig } from '../../reports/placeTrace/aroundDetailReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** AroundDetailReport: which vehicles were within a radius of a point over a day, each pass and per vehicle. */
export function AroundDetailReport({ route }: PageProps) {
  return <EventReportPage route={route} config={aroundDetailReportConfig} />;
}
