import { mediaRecordReportConfig } from '../../reports/mediaRecords/mediaRecordReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

const config = mediaRecordReportConfig('terminal');

/** FlashShotReport: pictures terminals took by themselves (timed, alarm, door, distance), in detail and per vehicle. */
export function FlashShotReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
