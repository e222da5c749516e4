import type { ENDPOINTS } from '@roadwatch/core';
import { ALARM_CLASS } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import type { Scope } from '../../scope/authContext';
import { departmentFilter, ROW_COLUMNS, scopedAlarms, toGridRow } from '../alarmHandling/alarmQuery';
import { statConditions, type StatFilters } from './statConditions';

/** Statistics rows are read-only: no handle or ignore buttons. */
export const READ_ONLY = { canHandle: false, canIgnore: false } as const;

/** The alarms behind a summary count, joined for display. */
export function statDetailQuery(db: Database, scope: Scope, f: StatFilters, department: Scope | null) {
  return scopedAlarms(db, scope, ALARM_CLASS.vehicle)
    .where('v.id', 'is not', null)
    .where(statConditions(scope, f, department));
}

/** One page of the filtered alarms, newest first. */
export const alarmStatDetail: EndpointHandler<typeof ENDPOINTS.alarmStatDetail> = async (ctx) => {
  const user = requireUser(ctx);
  const { pageParamVO, ...filters } = ctx.input;
  const department = await departmentFilter(ctx.db, user, filters.departmentId);
  const query = statDetailQuery(ctx.db, user, filters, department);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select([...ROW_COLUMNS])
      .orderBy('a.begin_time', 'desc')
      .orderBy('a.guid')
      .limit(pageParamVO.pageSize)
      .offset((pageParamVO.curPage - 1) * pageParamVO.pageSize)
      .execute(),
  ]);
  return { data: rows.map((r) => toGridRow(ctx.t, r, READ_ONLY)), totalRecords: Number(count.n) };
};
