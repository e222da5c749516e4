import { operationRecordReportConfig } from '../../reports/operationRecords/operationRecordReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** OperationRecordReport: the platform's audit log (who changed what, when), in detail and per user. */
export function OperationRecordReport({ route }: PageProps) {
  return <EventReportPage route={route} config={operationRecordReportConfig} />;
}
