import { motorcadeResource, type RowOf } from '@roadwatch/core';
import { sql } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { inDepartmentSubtree } from './departmentSubtree';

/**
 * Fleets: a team of vehicles inside a department subtree. The code is unique in the company; a fleet that still
 * has vehicles is not deleted, and does not move to a department its vehicles would fall outside of.
 */
export const motorcadeHandlers = resourceHandlers({
  resource: motorcadeResource,
  table: 'fleets',
  from: (db) =>
    withModifier(db.selectFrom('fleets as t').innerJoin('departments as d', 'd.id', 't.department_id')),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.code as code',
        't.name as name',
        't.department_id as departmentId',
        'd.name as departmentName',
        't.leader as leader',
        't.leader_phone as leaderPhone',
        't.remark as remark',
        sql<number>`(select count(*) from vehicles v where v.fleet_id = t.id)`.as('vehicleCount'),
      ]),
    ),
  toRow: (raw) => ({ ...(raw as RowOf<typeof motorcadeResource>), vehicleCount: Number(raw.vehicleCount) }),
  sortColumns: { modifiedTime: 't.modified_at', code: 't.code', name: 't.name' },
  filter: (q, f) => {
    let out = q;
    if (typeof f.departmentId === 'number')
      out = out.where(inDepartmentSubtree('t.department_id', f.departmentId));
    if (typeof f.keyword === 'string' && f.keyword) {
      const k = f.keyword;
      out = out.where((eb) => eb.or([containsText('t.code', k), containsText('t.name', k)] as never));
    }
    return out;
  },
  departmentField: 'departmentId',
  toColumns: (s) => ({
    code: s.code,
    name: s.name,
    department_id: s.departmentId,
    leader: s.leader,
    leader_phone: s.leaderPhone,
    remark: s.remark,
  }),
  check: async (trx, s, ctx) => {
    let same = trx
      .selectFrom('fleets')
      .select('id')
      .where('company_id', '=', ctx.auth.companyId)
      .where('code', '=', s.code);
    if (ctx.id !== null) same = same.where('id', '<>', ctx.id);
    if (await same.executeTakeFirst()) throw businessFailure('errors.duplicateValue', { value: s.code });
    if (ctx.id === null) return;
    const outside = await trx
      .selectFrom('vehicles as v')
      .select('v.id')
      .where('v.fleet_id', '=', ctx.id)
      .where(sql<boolean>`not (${inDepartmentSubtree('v.department_id', s.departmentId)})`)
      .executeTakeFirst();
    if (outside) throw businessFailure('errors.fleetVehiclesOutside');
  },
  dependants: [{ table: 'vehicles', column: 'fleet_id', message: 'errors.fleetHasVehicles' }],
});
