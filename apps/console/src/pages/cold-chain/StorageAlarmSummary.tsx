import { SiteAlarmSummary } from '../../coldChainSite/SiteAlarmSummary';
import { WAREHOUSE_SITES } from '../../coldChainSite/siteKindConfig';
import type { PageProps } from '../../routes/pageRegistry';

/** Warehouse alarm summary (`storageAlarmSummary`). */
export function StorageAlarmSummary({ route }: PageProps) {
  return <SiteAlarmSummary route={route} config={WAREHOUSE_SITES} />;
}
