import {
  warehouseAlarmDetail,
  exportWarehouseAlarmSummary,
  warehouseAlarmSummary,
} from './warehouseAlarmSummary';
import { warehouseBoard } from './warehouseBoard';
import { warehouseOnlineRate } from './warehouseOnlineRate';

/** Warehouse monitor board, temperature online rate and alarm summary. */
export const warehouseReportHandlers = {
  warehouseBoard,
  warehouseOnlineRate,
  warehouseAlarmSummary,
  warehouseAlarmDetail,
  exportWarehouseAlarmSummary,
};
