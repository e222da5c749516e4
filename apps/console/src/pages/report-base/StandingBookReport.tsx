import { standingBookReportConfig } from '../../reports/standingBook/standingBookReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** StandingBookReport: the vehicle ledger — each vehicle's cost records and, per vehicle, mileage and money. */
export function StandingBookReport({ route }: PageProps) {
  return <EventReportPage route={route} config={standingBookReportConfig} />;
}
