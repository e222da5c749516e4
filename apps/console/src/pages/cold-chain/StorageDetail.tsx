import type { PageProps } from '../../routes/pageRegistry';
import { WarehouseDetail } from '../../warehouse/WarehouseDetail';

/** Warehouse detail curves (`storageDetail`). */
export function StorageDetail({ route }: PageProps) {
  return <WarehouseDetail route={route} />;
}
