import { Readable } from 'node:stream';
import { HANDLE_STATUS, type ENDPOINTS, type ExceptionGridRow, formatChinaTime } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import type { Scope, UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { ABNORMAL_PAGE } from '../alarmPopover/alarmShellAccess';
import { exceptionTypeName } from '../alarmPopover/alarmTypeName';
import { departmentFilter, type AlarmFilters } from './alarmQuery';
import { handleStatusName } from './alarmNames';
import { csvField } from './exportAlarms';

function scopedExceptions(db: Database, scope: Scope, f: AlarmFilters, department: Scope | null) {
  let q = db
    .selectFrom('device_exceptions as x')
    .innerJoin('departments as d', 'd.id', 'x.department_id')
    .innerJoin('vehicles as v', 'v.id', 'x.vehicle_id')
    .leftJoin('users as u', 'u.id', 'x.handler_user_id')
    .where(inScope(scope, 'device_exceptions', 'x'))
    .where('x.begin_time', '>=', f.bTime)
    .where('x.begin_time', '<=', f.eTime);
  if (f.firstAlarmTypes?.length) q = q.where('x.type', 'in', f.firstAlarmTypes);
  if (f.handleStatus !== undefined) q = q.where('x.handle_status', '=', f.handleStatus);
  if (department) q = q.where(inScope(department, 'device_exceptions', 'x'));
  if (f.regName) q = q.where(containsText('v.plate', f.regName));
  return q;
}

const COLUMNS = [
  'x.guid',
  'x.vehicle_id',
  'x.type',
  'x.begin_time',
  'x.end_time',
  'x.handle_status',
  'x.handle_time',
  'x.handle_remark',
  'v.plate',
  'd.name as org_name',
  'u.real_name as handler_name',
  'u.user_name as handler_user_name',
] as const;

async function permissions(user: UserAuth) {
  const ops = await user.operations();
  return { canHandle: ops.has(`${ABNORMAL_PAGE}:handle`), canIgnore: ops.has(`${ABNORMAL_PAGE}:ignore`) };
}

interface Row {
  guid: string;
  vehicle_id: number;
  type: number;
  begin_time: number;
  end_time: number | null;
  handle_status: number;
  handle_time: number | null;
  handle_remark: string | null;
  plate: string;
  org_name: string;
  handler_name: string | null;
  handler_user_name: string | null;
}

function toRow(t: TFunction, r: Row, perms: { canHandle: boolean; canIgnore: boolean }): ExceptionGridRow {
  const open = r.handle_status === HANDLE_STATUS.unprocessed;
  return {
    guid: r.guid,
    vehicleId: r.vehicle_id,
    regName: r.plate,
    orgName: r.org_name,
    type: r.type,
    typeName: exceptionTypeName(t, r.type),
    bTime: Number(r.begin_time),
    eTime: r.end_time === null ? null : Number(r.end_time),
    handleStatus: r.handle_status as ExceptionGridRow['handleStatus'],
    handleStatusName: handleStatusName(t, r.handle_status),
    handleManName: r.handler_name || r.handler_user_name || '',
    handleTime: r.handle_time === null ? null : Number(r.handle_time),
    handleRemark: r.handle_remark ?? '',
    hasHandle: perms.canHandle && open,
    hasIgnore: perms.canIgnore && open,
  };
}

/** One page of device exceptions in scope, newest first. */
export const findDeviceExceptions: EndpointHandler<typeof ENDPOINTS.findDeviceExceptions> = async (ctx) => {
  const user = requireUser(ctx);
  const { pageParamVO, ...filters } = ctx.input;
  const query = scopedExceptions(
    ctx.db,
    user,
    filters,
    await departmentFilter(ctx.db, user, filters.departmentId),
  );
  const [count, rows, perms] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select([...COLUMNS])
      .orderBy('x.begin_time', 'desc')
      .orderBy('x.guid')
      .limit(pageParamVO.pageSize)
      .offset((pageParamVO.curPage - 1) * pageParamVO.pageSize)
      .execute(),
    permissions(user),
  ]);
  return { data: rows.map((r) => toRow(ctx.t, r, perms)), totalRecords: Number(count.n) };
};

/** The filtered device exceptions in scope as a CSV file with a BOM, streamed in slices. */
export const exportDeviceExceptions: EndpointHandler<typeof ENDPOINTS.exportDeviceExceptions> = async (
  ctx,
) => {
  const user = requireUser(ctx);
  const query = scopedExceptions(
    ctx.db,
    user,
    ctx.input,
    await departmentFilter(ctx.db, user, ctx.input.departmentId),
  );
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  if (total === 0) throw businessFailure('errors.noDataToExport');
  const perms = await permissions(user);
  const { t } = ctx;
  async function* lines(): AsyncGenerator<string> {
    const head = [
      'plate',
      'org',
      'alarmName',
      'beginTime',
      'endTime',
      'handleStatus',
      'handler',
      'handleTime',
      'remark',
    ];
    yield `\uFEFF${head.map((k) => csvField(t(`handling.column.${k}`))).join(',')}\r\n`;
    for (let offset = 0; offset < Math.min(total, 100_000); offset += 1000) {
      const rows = await query
        .select([...COLUMNS])
        .orderBy('x.begin_time', 'desc')
        .orderBy('x.guid')
        .limit(1000)
        .offset(offset)
        .execute();
      yield rows
        .map((raw) => {
          const r = toRow(t, raw, perms);
          return `${[
            r.regName,
            r.orgName,
            r.typeName,
            formatChinaTime(r.bTime),
            r.eTime === null ? '' : formatChinaTime(r.eTime),
            r.handleStatusName,
            r.handleManName,
            r.handleTime === null ? '' : formatChinaTime(r.handleTime),
            r.handleRemark,
          ]
            .map(csvField)
            .join(',')}\r\n`;
        })
        .join('');
    }
  }
  const name = `device-exceptions-${formatChinaTime(ctx.deps.now()).slice(0, 10)}.csv`;
  ctx.reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`);
  return Readable.from(lines());
};
