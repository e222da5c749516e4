import { epidemicVehicleReportConfig } from '../../reports/placeTrace/epidemicVehicleReportConfig';
import { EventReportPage } from '../../reports/eventReport/EventReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** EpidemicVehicleReport: the vehicles whose positions fell inside chosen stored areas, each pass and per vehicle. */
export function EpidemicVehicleReport({ route }: PageProps) {
  return <EventReportPage route={route} config={epidemicVehicleReportConfig} />;
}
