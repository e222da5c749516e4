import { mediaRecordReportConfig } from '../../reports/mediaRecords/mediaRecordReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

const config = mediaRecordReportConfig('platform');

/** FlashPictureReport: pictures terminals took on the platform's capture command, in detail and per vehicle. */
export function FlashPictureReport({ route }: PageProps) {
  return <EventReportPage route={route} config={config} />;
}
