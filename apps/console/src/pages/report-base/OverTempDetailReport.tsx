import { overTempReportConfig } from '../../reports/overTemp/overTempReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

const config = overTempReportConfig('overTempDetailReport', 'detail');

/** OverTempDetailReport: over-temperature episodes of a range, opening on the details. */
export function OverTempDetailReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
