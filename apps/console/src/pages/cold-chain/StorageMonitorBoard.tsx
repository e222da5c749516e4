import type { PageProps } from '../../routes/pageRegistry';
import { WarehouseMonitorBoard } from '../../warehouse/WarehouseMonitorBoard';

/** Warehouse monitor (`storageMonitorBoard`). */
export function StorageMonitorBoard({ route }: PageProps) {
  return <WarehouseMonitorBoard route={route} />;
}
