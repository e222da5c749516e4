import { switchDoorReportConfig } from '../../reports/switchDoor/switchDoorReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** SwitchDoorReport: cargo-door openings of a range, in detail and per vehicle. */
export function SwitchDoorReport({ route }: PageProps) {
  return <EventReportPage route={route} config={switchDoorReportConfig} />;
}
