import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import { timingTrackReportConfig } from '../../reports/timingTrack/timingTrackReportConfig';
import type { PageProps } from '../../routes/pageRegistry';

/** TimingTrackReport: every stored position of a query, scrolled, and per vehicle from the daily roll-up. */
export function TimingTrackReport({ route }: PageProps) {
  return <EventReportPage route={route} config={timingTrackReportConfig} />;
}
