import { areaBetweenReportConfig } from '../../reports/areaBetween/areaBetweenReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** AreaBetweenReport: trips from one of the company's zones to another, their travel time and mileage. */
export function AreaBetweenReport({ route }: PageProps) {
  return <EventReportPage route={route} config={areaBetweenReportConfig} />;
}
