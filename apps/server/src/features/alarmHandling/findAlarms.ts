import { ALARM_CLASS, type AlarmClass, type ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { applyFilters, departmentFilter, ROW_COLUMNS, scopedAlarms, toGridRow } from './alarmQuery';
import { rowPermissions } from './handlingAccess';

type FindEndpoint = typeof ENDPOINTS.findVehicleAlarms;

/** One page of a class's alarms in scope, newest first, with the row buttons the caller may use. */
function findAlarmsOf(alarmClass: AlarmClass): EndpointHandler<FindEndpoint> {
  return async (ctx) => {
    const user = requireUser(ctx);
    const { pageParamVO, ...filters } = ctx.input;
    const department = await departmentFilter(ctx.db, user, filters.departmentId);
    const query = applyFilters(scopedAlarms(ctx.db, user, alarmClass), filters, department);
    const [count, rows, perms] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      query
        .select([...ROW_COLUMNS])
        .orderBy('a.begin_time', 'desc')
        .orderBy('a.guid')
        .limit(pageParamVO.pageSize)
        .offset((pageParamVO.curPage - 1) * pageParamVO.pageSize)
        .execute(),
      rowPermissions(user, alarmClass),
    ]);
    return {
      data: rows.map((r) => toGridRow(ctx.t, r, perms)),
      totalRecords: Number(count.n),
    };
  };
}

export const findVehicleAlarms = findAlarmsOf(ALARM_CLASS.vehicle);
export const findStoreAlarms = findAlarmsOf(ALARM_CLASS.store);
export const findStorageAlarms = findAlarmsOf(ALARM_CLASS.storage);
