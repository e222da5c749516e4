import { aiAnalysisReportConfig } from '../../reports/aiAnalysis/aiAnalysisReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** AiAnalysisReport: the active-safety (ADAS, driver monitoring, blind spot) alarms of a range, in detail and per vehicle. */
export function AiAnalysisReport({ route }: PageProps) {
  return <EventReportPage route={route} config={aiAnalysisReportConfig} />;
}
