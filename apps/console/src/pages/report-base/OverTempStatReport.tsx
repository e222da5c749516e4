import { overTempReportConfig } from '../../reports/overTemp/overTempReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

const config = overTempReportConfig('overTempStatReport', 'summary');

/** OverTempStatReport: over-temperature statistics per vehicle probe of a range, opening on the statistics. */
export function OverTempStatReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
