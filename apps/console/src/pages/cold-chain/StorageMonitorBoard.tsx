import { SiteMonitorBoard } from '../../coldChainSite/SiteMonitorBoard';
import { WAREHOUSE_SITES } from '../../coldChainSite/siteKindConfig';
import type { PageProps } from '../../routes/pageRegistry';

/** Warehouse monitor board (`storageMonitorBoard`). */
export function StorageMonitorBoard({ route }: PageProps) {
  return <SiteMonitorBoard route={route} config={WAREHOUSE_SITES} />;
}
