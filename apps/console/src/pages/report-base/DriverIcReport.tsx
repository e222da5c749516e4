import { driverShiftReportConfig } from '../../reports/driverShifts/driverShiftReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** DriverIcReport: each driver's IC card shifts (sign-in to sign-out) with time and mileage, and per driver. */
export function DriverIcReport({ route }: PageProps) {
  return <EventReportPage route={route} config={driverShiftReportConfig} />;
}
