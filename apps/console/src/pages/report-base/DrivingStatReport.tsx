import { DayStatReportPage } from '../../dayStats/DayStatReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** DrivingStatReport: driving time, speeds and reports per vehicle and per vehicle and day, from the daily roll-up. */
export function DrivingStatReport({ route }: PageProps) {
  return <DayStatReportPage route={route} report="drivingStatReport" />;
}
