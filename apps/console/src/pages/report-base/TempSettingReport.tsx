import { tempSettingReportConfig } from '../../reports/tempSetting/tempSettingReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** TempSettingReport: who changed which over-temperature setting when, and what applies now, in detail and per vehicle. */
export function TempSettingReport({ route }: PageProps) {
  return <EventReportPage route={route} config={tempSettingReportConfig} />;
}
