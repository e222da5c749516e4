import type { PageProps } from '../../routes/pageRegistry';
import { ColdChainDynamicPage } from '../../vehicleColdChain/ColdChainDynamicPage';

/** Cold-chain dynamics (`vehicleColdChainDynamic`). */
export function VehicleColdChainDynamic({ route }: PageProps) {
  return <ColdChainDynamicPage route={route} />;
}
