import { DeviceExceptionSummaryReportPage } from '../../alarmStatistics/DeviceExceptionSummaryReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** DeviceExceptionSummaryReport: device exceptions per vehicle and type with their total duration. */
export function DeviceExceptionSummaryReport({ route }: PageProps) {
  return <DeviceExceptionSummaryReportPage route={route} />;
}
