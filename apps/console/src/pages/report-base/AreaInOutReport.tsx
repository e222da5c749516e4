import { areaInOutReportConfig } from '../../reports/areaInOut/areaInOutReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** AreaInOutReport: when each vehicle entered and left the company's zones, and how long it stayed. */
export function AreaInOutReport({ route }: PageProps) {
  return <EventReportPage route={route} config={areaInOutReportConfig} />;
}
