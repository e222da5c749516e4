import { exportWarehouseDaily, warehouseDaily } from './warehouseDaily';
import { warehouseDashboard } from './warehouseDashboard';
import { warehouseCurves } from './warehouseCurves';
import { warehouseHumidity } from './warehouseHumidity';

/** Warehouse daily monitor, humidity detail, dashboard and detail curves. */
export const warehouseViewHandlers = {
  warehouseDaily,
  exportWarehouseDaily,
  warehouseHumidity,
  warehouseDashboard,
  warehouseCurves,
};
