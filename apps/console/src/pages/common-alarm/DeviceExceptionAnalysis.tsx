import { DeviceExceptionAnalysisPage } from '../../alarmStatistics/DeviceExceptionAnalysisPage';
import type { PageProps } from '../../routes/pageRegistry';

/** DeviceExceptionAnalysis: device exceptions per day and type, and the vehicles with the most. */
export function DeviceExceptionAnalysis({ route }: PageProps) {
  return <DeviceExceptionAnalysisPage route={route} />;
}
