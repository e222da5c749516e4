import { IncubatorTempDetailView } from '../../incubator/IncubatorTempDetailView';
import type { PageProps } from '../../routes/pageRegistry';

/** Incubator temperature detail (`incubatorTempDetail`). */
export function IncubatorTempDetail({ route }: PageProps) {
  return <IncubatorTempDetailView route={route} />;
}
