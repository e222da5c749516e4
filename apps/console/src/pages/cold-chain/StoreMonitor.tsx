import { SiteMonitorBoard } from '../../coldChainSite/SiteMonitorBoard';
import { STORE_SITES } from '../../coldChainSite/siteKindConfig';
import type { PageProps } from '../../routes/pageRegistry';

/** Store monitor (`storeMonitor`): every freezer's live value and state. */
export function StoreMonitor({ route }: PageProps) {
  return <SiteMonitorBoard route={route} config={STORE_SITES} />;
}
