import type { PageProps } from '../../routes/pageRegistry';
import { OverTempSummaryPage } from '../../vehicleColdChain/OverTempSummaryPage';

/** Over-temperature summary and detail (`vehicleOverTempSummary`). */
export function VehicleOverTempSummary({ route }: PageProps) {
  return <OverTempSummaryPage route={route} />;
}
