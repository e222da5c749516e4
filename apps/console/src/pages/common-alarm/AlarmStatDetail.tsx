import { AlarmStatDetailPage } from '../../alarmStatistics/AlarmStatDetailPage';
import type { PageProps } from '../../routes/pageRegistry';

/** AlarmStatDetail: the alarms behind the summary's counts. */
export function AlarmStatDetail({ route }: PageProps) {
  return <AlarmStatDetailPage route={route} />;
}
