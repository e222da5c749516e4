import { DeviceExceptionDetailReportPage } from '../../alarmStatistics/DeviceExceptionDetailReportPage';
import type { PageProps } from '../../routes/pageRegistry';

/** DeviceExceptionDetailReport: device exceptions of a range, one row each. */
export function DeviceExceptionDetailReport({ route }: PageProps) {
  return <DeviceExceptionDetailReportPage route={route} />;
}
