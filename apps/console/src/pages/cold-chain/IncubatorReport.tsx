import { IncubatorReportView } from '../../incubator/IncubatorReportView';
import type { PageProps } from '../../routes/pageRegistry';

/** Incubator report (`incubatorReport`). */
export function IncubatorReport({ route }: PageProps) {
  return <IncubatorReportView route={route} />;
}
