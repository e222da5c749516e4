import { AlarmStatSummaryPage } from '../../alarmStatistics/AlarmStatSummaryPage';
import type { PageProps } from '../../routes/pageRegistry';

/** AlarmStatSummary: alarm counts per vehicle for a range of China days. */
export function AlarmStatSummary({ route }: PageProps) {
  return <AlarmStatSummaryPage route={route} />;
}
