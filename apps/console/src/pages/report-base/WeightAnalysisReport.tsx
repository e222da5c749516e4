import { weightAnalysisReportConfig } from '../../reports/weightAnalysis/weightAnalysisReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** WeightAnalysisReport: trucks' load episodes (empty, loaded, overloaded) over a range, in detail and per vehicle. */
export function WeightAnalysisReport({ route }: PageProps) {
  return <EventReportPage route={route} config={weightAnalysisReportConfig} />;
}
