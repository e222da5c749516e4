import { SiteAlarmSummary } from '../../coldChainSite/SiteAlarmSummary';
import { STORE_SITES } from '../../coldChainSite/siteKindConfig';
import type { PageProps } from '../../routes/pageRegistry';

/** Store warning summary (`storeWarningSummary`) with its detail drawer and export. */
export function StoreWarningSummary({ route }: PageProps) {
  return <SiteAlarmSummary route={route} config={STORE_SITES} />;
}
