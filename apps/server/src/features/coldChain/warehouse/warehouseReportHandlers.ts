import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { siteAlarmDetailOf, siteAlarmSummaryOf, siteAlarmSummaryXlsx } from '../site/siteAlarmSummary';
import { siteBoardOf } from '../site/siteBoard';
import { warehouseOnlineRate } from './warehouseOnlineRate';

type Handler<N extends keyof typeof ENDPOINTS> = EndpointHandler<(typeof ENDPOINTS)[N]>;

const warehouseBoard: Handler<'warehouseBoard'> = (ctx) => siteBoardOf(ctx.db, requireUser(ctx), 'warehouse');

const warehouseAlarmSummary: Handler<'warehouseAlarmSummary'> = (ctx) =>
  siteAlarmSummaryOf(ctx.db, requireUser(ctx), 'warehouse', ctx.input);

const warehouseAlarmDetail: Handler<'warehouseAlarmDetail'> = (ctx) =>
  siteAlarmDetailOf(ctx.db, requireUser(ctx), 'warehouse', ctx.input);

const exportWarehouseAlarmSummary: Handler<'exportWarehouseAlarmSummary'> = async (ctx) =>
  siteAlarmSummaryXlsx(
    await siteAlarmSummaryOf(ctx.db, requireUser(ctx), 'warehouse', ctx.input),
    ctx.t,
    ctx.reply,
    ctx.deps.now(),
    {
      siteHeader: 'warehouse.alarmSummary.warehouse',
      departmentHeader: 'warehouse.alarmSummary.department',
      totalHeader: 'warehouse.alarmSummary.total',
      fileName: 'warehouse-alarm-summary',
    },
  );

/** Warehouse monitor board, temperature online rate and alarm summary (the site module's, for warehouses). */
export const warehouseReportHandlers = {
  warehouseBoard,
  warehouseOnlineRate,
  warehouseAlarmSummary,
  warehouseAlarmDetail,
  exportWarehouseAlarmSummary,
};
