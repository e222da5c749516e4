import { IncubatorFlowView } from '../../incubator/IncubatorFlowView';
import type { PageProps } from '../../routes/pageRegistry';

/** Incubator flow detail (`incubatorFlowDetail`). */
export function IncubatorFlowDetail({ route }: PageProps) {
  return <IncubatorFlowView route={route} />;
}
