import type { PageProps } from '../../routes/pageRegistry';
import { WarehouseAlarmSummary } from '../../warehouse/WarehouseAlarmSummary';

/** Warehouse alarm summary (`storageAlarmSummary`). */
export function StorageAlarmSummary({ route }: PageProps) {
  return <WarehouseAlarmSummary route={route} />;
}
