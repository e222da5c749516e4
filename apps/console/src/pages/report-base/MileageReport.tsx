import { DayStatReportPage } from '../../dayStats/DayStatReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** MileageReport: mileage per vehicle (summary) and per vehicle and day (detail), from the daily roll-up. */
export function MileageReport({ route }: PageProps) {
  return <DayStatReportPage route={route} report="mileageReport" />;
}
