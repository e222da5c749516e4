import { Readable } from 'node:stream';
import {
  DEVICE_EXCEPTION_TYPE,
  formatChinaTime,
  type DeviceExceptionReportRow,
  type DeviceExceptionSummaryRow,
  type ENDPOINTS,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { TFunction } from 'i18next';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../http/endpointHandler';
import { xlsxStream, type SheetValue } from '../../resources/sheet/xlsxStream';
import { exceptionTypeName } from '../alarmPopover/alarmTypeName';
import { departmentFilter } from '../alarmHandling/alarmQuery';
import { handleStatusName } from '../alarmHandling/alarmNames';
import { exceptionReportQuery, type ExceptionReportFilters } from './exceptionReportQuery';
import { attachXlsx } from './attachXlsx';

const SLICE = 1000;
const EXPORT_MAX_ROWS = 100_000;

const COLUMNS = [
  'x.guid',
  'x.vehicle_id',
  'x.type',
  'x.begin_time',
  'x.end_time',
  'x.handle_status',
  'x.handle_remark',
  'x.begin_lon',
  'x.begin_lat',
  'x.end_lon',
  'x.end_lat',
  'v.plate',
  'd.name as org_name',
] as const;

interface Row {
  guid: string;
  vehicle_id: number;
  type: number;
  begin_time: number;
  end_time: number | null;
  handle_status: number;
  handle_remark: string | null;
  begin_lon: number | null;
  begin_lat: number | null;
  end_lon: number | null;
  end_lat: number | null;
  plate: string;
  org_name: string;
}

const place = (lon: number | null, lat: number | null) =>
  lon === null || lat === null ? '' : `${Number(lon).toFixed(6)}, ${Number(lat).toFixed(6)}`;

function toReportRow(t: TFunction, r: Row, now: number): DeviceExceptionReportRow {
  const ended = r.end_time !== null;
  const begin = Number(r.begin_time);
  const end = r.end_time === null ? null : Number(r.end_time);
  return {
    guid: r.guid,
    vehicleId: Number(r.vehicle_id),
    vehicleNo: r.plate,
    orgName: r.org_name,
    equipmentType: r.type,
    equipmentTypeName: exceptionTypeName(t, r.type),
    alarmStatus: ended ? 1 : 0,
    alarmStatusName: t(ended ? 'alarmStatistics.exception.ended' : 'alarmStatistics.exception.ongoing'),
    handleType: r.handle_status,
    handleTypeName: handleStatusName(t, r.handle_status),
    bTimeStr: formatChinaTime(begin),
    eTimeStr: end === null ? '' : formatChinaTime(end),
    duration: Math.max(0, Math.round(((end ?? now) - begin) / 1000)),
    bPlaceName: place(r.begin_lon, r.begin_lat),
    ePlaceName: place(r.end_lon, r.end_lat),
    reasonText: r.handle_remark ?? '',
  };
}

type ReportInput = ExceptionReportFilters & { departmentId?: number };

async function reportQuery(ctx: HandlerContext<ReportInput>) {
  const user = requireUser(ctx);
  const department = await departmentFilter(ctx.db, user, ctx.input.departmentId);
  return exceptionReportQuery(ctx.db, user, ctx.input, department);
}

/** One page of device exceptions with the report's fields, newest first. */
export const deviceExceptionDetailReport: EndpointHandler<
  typeof ENDPOINTS.deviceExceptionDetailReport
> = async (ctx) => {
  const query = await reportQuery(ctx);
  const { pageParamVO } = ctx.input;
  const now = ctx.deps.now();
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select([...COLUMNS])
      .orderBy('x.begin_time', 'desc')
      .orderBy('x.guid')
      .limit(pageParamVO.pageSize)
      .offset((pageParamVO.curPage - 1) * pageParamVO.pageSize)
      .execute(),
  ]);
  return { data: rows.map((r) => toReportRow(ctx.t, r, now)), totalRecords: Number(count.n) };
};

export const DETAIL_FIELDS = [
  'vehicleNo',
  'orgName',
  'equipmentTypeName',
  'alarmStatusName',
  'handleTypeName',
  'bTimeStr',
  'eTimeStr',
  'duration',
  'bPlaceName',
  'ePlaceName',
  'reasonText',
] as const;

/** The detail report as an .xlsx, streamed slice by slice. */
export const exportDeviceExceptionDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportDeviceExceptionDetailReport
> = async (ctx) => {
  const query = await reportQuery(ctx);
  const count = Number(
    (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  if (count === 0) throw businessFailure('errors.noDataToExport');
  const { t } = ctx;
  const now = ctx.deps.now();
  const total = Math.min(count, EXPORT_MAX_ROWS);
  async function* cells(): AsyncGenerator<SheetValue[]> {
    for (let offset = 0; offset < total; offset += SLICE) {
      const rows = await query
        .select([...COLUMNS])
        .orderBy('x.begin_time', 'desc')
        .orderBy('x.guid')
        .limit(Math.min(SLICE, total - offset))
        .offset(offset)
        .execute();
      for (const r of rows) {
        const row = toReportRow(t, r, now);
        yield DETAIL_FIELDS.map((f) => row[f]);
      }
    }
  }
  attachXlsx(ctx.reply, 'device-exception-details', now);
  return Readable.from(
    xlsxStream(
      DETAIL_FIELDS.map((f) => ({ header: t(`alarmStatistics.exception.${f}`) })),
      cells(),
    ),
  );
};

/** Per vehicle: count per type, total and summed duration (open exceptions counted up to now). */
async function summaryRows(ctx: HandlerContext<ReportInput>): Promise<DeviceExceptionSummaryRow[]> {
  const query = await reportQuery(ctx);
  const now = ctx.deps.now();
  const rows = await query
    .select((eb) => [
      'x.vehicle_id',
      'x.type',
      'v.plate',
      'd.name as org_name',
      eb.fn.countAll<number>().as('n'),
      sql<number>`sum(coalesce(x.end_time, ${sql.lit(now)}) - x.begin_time)`.as('ms'),
    ])
    .groupBy(['x.vehicle_id', 'x.type', 'v.plate', 'd.name'])
    .orderBy('v.plate')
    .execute();
  const byVehicle = new Map<number, DeviceExceptionSummaryRow>();
  for (const r of rows) {
    const id = Number(r.vehicle_id);
    let row = byVehicle.get(id);
    if (!row) {
      row = { vehicleId: id, vehicleNo: r.plate, orgName: r.org_name, counts: {}, total: 0, duration: 0 };
      byVehicle.set(id, row);
    }
    const n = Number(r.n);
    row.counts[r.type] = (row.counts[r.type] ?? 0) + n;
    row.total += n;
    row.duration += Math.max(0, Math.round(Number(r.ms) / 1000));
  }
  return [...byVehicle.values()];
}

export const deviceExceptionSummaryReport: EndpointHandler<typeof ENDPOINTS.deviceExceptionSummaryReport> = (
  ctx,
) => summaryRows(ctx);

/** The summary report as an .xlsx: a column per exception type. */
export const exportDeviceExceptionSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportDeviceExceptionSummaryReport
> = async (ctx) => {
  const rows = await summaryRows(ctx);
  if (rows.length === 0) throw businessFailure('errors.noDataToExport');
  const { t } = ctx;
  const types = Object.values(DEVICE_EXCEPTION_TYPE);
  const header = [
    t('alarmStatistics.exception.vehicleNo'),
    t('alarmStatistics.exception.orgName'),
    ...types.map((type) => exceptionTypeName(t, type)),
    t('alarmStatistics.exception.total'),
    t('alarmStatistics.exception.duration'),
  ].map((h) => ({ header: h }));
  async function* cells(): AsyncGenerator<SheetValue[]> {
    for (const r of rows)
      yield [r.vehicleNo, r.orgName, ...types.map((type) => r.counts[type] ?? 0), r.total, r.duration];
  }
  attachXlsx(ctx.reply, 'device-exception-summary', ctx.deps.now());
  return Readable.from(xlsxStream(header, cells()));
};
