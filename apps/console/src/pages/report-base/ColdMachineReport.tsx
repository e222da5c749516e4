import { coldMachineReportConfig } from '../../reports/coldMachine/coldMachineReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** ColdMachineReport: the runs of each reefer's refrigeration unit in a range, in detail and per vehicle. */
export function ColdMachineReport({ route }: PageProps) {
  return <EventReportPage route={route} config={coldMachineReportConfig} />;
}
