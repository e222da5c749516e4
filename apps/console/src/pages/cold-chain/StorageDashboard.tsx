import type { PageProps } from '../../routes/pageRegistry';
import { WarehouseDashboard } from '../../warehouse/WarehouseDashboard';

/** Warehouse dashboard (`storageDashboard`). */
export function StorageDashboard({ route }: PageProps) {
  return <WarehouseDashboard route={route} />;
}
