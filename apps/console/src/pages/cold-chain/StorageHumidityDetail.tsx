import type { PageProps } from '../../routes/pageRegistry';
import { WarehouseHumidity } from '../../warehouse/WarehouseHumidity';

/** Warehouse humidity detail (`storageHumidityDetail`). */
export function StorageHumidityDetail({ route }: PageProps) {
  return <WarehouseHumidity route={route} />;
}
