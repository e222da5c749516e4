import type { PageProps } from '../../routes/pageRegistry';
import { WarehouseDaily } from '../../warehouse/WarehouseDaily';

/** Warehouse daily monitor (`storageDailyMonitor`). */
export function StorageDailyMonitor({ route }: PageProps) {
  return <WarehouseDaily route={route} />;
}
