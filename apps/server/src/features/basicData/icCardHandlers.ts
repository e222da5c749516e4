import { icCardResource, type RowOf } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { departmentColumns, withDepartment } from './departmentColumns';

/** IC cards: a number unique in the company, issued to a driver the caller may see (or to nobody). */
export const icCardHandlers = resourceHandlers({
  resource: icCardResource,
  table: 'ic_cards',
  from: (db) =>
    withDepartment(withModifier(db.selectFrom('ic_cards as t'))).leftJoin(
      'drivers as dr',
      'dr.id',
      't.driver_id',
    ),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.card_no as cardNo',
          't.driver_id as driverId',
          'dr.name as driverName',
          't.remark as remark',
        ]),
      ),
    ),
  sortColumns: { modifiedTime: 't.modified_at', cardNo: 't.card_no' },
  filter: (q, f) => {
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (!keyword) return q;
    return q.where((eb) =>
      eb.or([containsText('t.card_no', keyword), containsText('dr.name', keyword)] as never),
    );
  },
  toRow: (raw) =>
    ({
      ...raw,
      driverName: (raw.driverName as string | null) ?? '',
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as RowOf<typeof icCardResource>,
  toColumns: (s) => ({
    card_no: s.cardNo,
    driver_id: s.driverId,
    department_id: s.departmentId,
    remark: s.remark,
  }),
  departmentField: 'departmentId',
  check: async (trx, s, ctx) => {
    if (s.driverId !== null) {
      const driver = await trx
        .selectFrom('drivers as d')
        .select('d.id')
        .where('d.id', '=', s.driverId)
        .where(inScope(ctx.auth, 'drivers', 'd'))
        .executeTakeFirst();
      if (!driver) throw businessFailure('errors.driverNotFound');
    }
    let same = trx
      .selectFrom('ic_cards')
      .select('id')
      .where('company_id', '=', ctx.auth.companyId)
      .where('card_no', '=', s.cardNo);
    if (ctx.id !== null) same = same.where('id', '<>', ctx.id);
    if (await same.executeTakeFirst()) throw businessFailure('errors.duplicateValue', { value: s.cardNo });
  },
});
