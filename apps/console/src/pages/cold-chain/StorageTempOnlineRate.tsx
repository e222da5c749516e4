import type { PageProps } from '../../routes/pageRegistry';
import { WarehouseOnlineRate } from '../../warehouse/WarehouseOnlineRate';

/** Temperature online rate of the warehouses (`storageTempOnlineRate`). */
export function StorageTempOnlineRate({ route }: PageProps) {
  return <WarehouseOnlineRate route={route} />;
}
