import { Readable } from 'node:stream';
import { formatChinaTime, type AlarmStatCounts, type ENDPOINTS } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { xlsxStream, type SheetValue } from '../../resources/sheet/xlsxStream';
import { departmentFilter, ROW_COLUMNS, toGridRow } from '../alarmHandling/alarmQuery';
import { READ_ONLY, statDetailQuery } from './alarmStatDetail';
import { alarmStatSummaryOf } from './alarmStatSummary';
import { attachXlsx } from './attachXlsx';

/** Rows are read in slices so a month of alarms never sits in memory at once. */
const SLICE = 1000;
const EXPORT_MAX_ROWS = 100_000;

const COUNT_KEYS = ['total', 'low', 'medium', 'high', 'handled', 'unprocessed', 'ignored'] as const;

/** A summary row's count cells, the handled rate as a percentage last. */
export function countCells(c: AlarmStatCounts): SheetValue[] {
  return [...COUNT_KEYS.map((k) => c[k]), `${(c.handledRate * 100).toFixed(1)}%`];
}

/** The summary's columns: plate, department, the counts, the handled rate. */
export function summaryHeader(t: TFunction): { header: string }[] {
  return ['plate', 'org', ...COUNT_KEYS, 'handledRate'].map((k) => ({
    header: t(`alarmStatistics.column.${k}`),
  }));
}

/** The summary as an .xlsx: one row per vehicle, then the totals. */
export const exportAlarmStatSummary: EndpointHandler<typeof ENDPOINTS.exportAlarmStatSummary> = async (
  ctx,
) => {
  const { rows, totals } = await alarmStatSummaryOf(ctx);
  if (rows.length === 0) throw businessFailure('errors.noDataToExport');
  const { t } = ctx;
  async function* cells(): AsyncGenerator<SheetValue[]> {
    for (const r of rows) yield [r.plate, r.orgName, ...countCells(r)];
    yield [t('alarmStatistics.totals'), '', ...countCells(totals)];
  }
  attachXlsx(ctx.reply, 'alarm-summary', ctx.deps.now());
  return Readable.from(xlsxStream(summaryHeader(t), cells()));
};

function detailHeader(t: TFunction): { header: string }[] {
  return [
    'plate',
    'org',
    'alarmName',
    'level',
    'beginTime',
    'endTime',
    'content',
    'handleStatus',
    'handler',
  ].map((k) => ({ header: t(`handling.column.${k}`) }));
}

/** The alarms behind a summary count as an .xlsx, newest first, streamed slice by slice. */
export const exportAlarmStatDetail: EndpointHandler<typeof ENDPOINTS.exportAlarmStatDetail> = async (ctx) => {
  const user = requireUser(ctx);
  const department = await departmentFilter(ctx.db, user, ctx.input.departmentId);
  const query = statDetailQuery(ctx.db, user, ctx.input, department);
  const count = Number(
    (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  if (count === 0) throw businessFailure('errors.noDataToExport');
  const { t } = ctx;
  const total = Math.min(count, EXPORT_MAX_ROWS);
  async function* cells(): AsyncGenerator<SheetValue[]> {
    for (let offset = 0; offset < total; offset += SLICE) {
      const rows = await query
        .select([...ROW_COLUMNS])
        .orderBy('a.begin_time', 'desc')
        .orderBy('a.guid')
        .limit(Math.min(SLICE, total - offset))
        .offset(offset)
        .execute();
      for (const r of rows) {
        const row = toGridRow(t, r, READ_ONLY);
        yield [
          row.regName,
          row.orgName,
          row.alarmName,
          row.alarmLevelName,
          formatChinaTime(row.bTime),
          row.eTime === null ? '' : formatChinaTime(row.eTime),
          row.alarmContent,
          row.handleStatusName,
          row.handleManName,
        ];
      }
    }
  }
  attachXlsx(ctx.reply, 'alarm-details', ctx.deps.now());
  return Readable.from(xlsxStream(detailHeader(t), cells()));
};
