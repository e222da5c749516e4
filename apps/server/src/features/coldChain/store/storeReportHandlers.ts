import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { siteAlarmDetailOf, siteAlarmSummaryOf, siteAlarmSummaryXlsx } from '../site/siteAlarmSummary';
import { siteBoardOf } from '../site/siteBoard';
import { storeAlarmMap } from './storeAlarmMap';
import { storeBindingHistory } from './storeBindingHistory';
import { storeDashboard } from './storeDashboard';

type Handler<N extends keyof typeof ENDPOINTS> = EndpointHandler<(typeof ENDPOINTS)[N]>;

const storeBoard: Handler<'storeBoard'> = (ctx) => siteBoardOf(ctx.db, requireUser(ctx), 'store');

const storeAlarmSummary: Handler<'storeAlarmSummary'> = (ctx) =>
  siteAlarmSummaryOf(ctx.db, requireUser(ctx), 'store', ctx.input);

const storeAlarmDetail: Handler<'storeAlarmDetail'> = (ctx) =>
  siteAlarmDetailOf(ctx.db, requireUser(ctx), 'store', ctx.input);

const exportStoreAlarmSummary: Handler<'exportStoreAlarmSummary'> = async (ctx) =>
  siteAlarmSummaryXlsx(
    await siteAlarmSummaryOf(ctx.db, requireUser(ctx), 'store', ctx.input),
    ctx.t,
    ctx.reply,
    ctx.deps.now(),
    {
      siteHeader: 'store.summary.store',
      departmentHeader: 'store.summary.department',
      totalHeader: 'store.summary.total',
      fileName: 'store-warning-summary',
    },
  );

/** Store monitor, warning summary, alarm map, dashboard and binding history. */
export const storeReportHandlers = {
  storeBoard,
  storeAlarmSummary,
  storeAlarmDetail,
  exportStoreAlarmSummary,
  storeAlarmMap,
  storeDashboard,
  storeBindingHistory,
};
