import { standardIcCardResource, type RowOf } from '@roadwatch/core';
import { businessFailure } from '../../../http/apiFailure';
import { auditColumns, withModifier } from '../../../resources/auditColumns';
import { resourceHandlers } from '../../../resources/resourceHandlers';
import { inScope } from '../../../scope/inScope';
import { containsText } from '../../../scope/likePattern';
import { departmentColumns, withDepartment } from '../../basicData/departmentColumns';

type Row = RowOf<typeof standardIcCardResource>;

/**
 * The standard IC-card set on the resource kit: a certificate code is unique in the company (whatever department
 * holds it, since a terminal's swipe names only the code), and a linked driver must be one the caller may see.
 */
export const standardIcCardHandlers = resourceHandlers({
  resource: standardIcCardResource,
  table: 'standard_ic_cards',
  from: (db) =>
    withDepartment(withModifier(db.selectFrom('standard_ic_cards as t'))).leftJoin(
      'drivers as dr',
      'dr.id',
      't.driver_id',
    ),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.certificate_no as certificateNo',
          't.driver_name as driverName',
          't.issuing_authority as issuingAuthority',
          't.valid_until as validUntil',
          't.driver_id as driverId',
          'dr.name as linkedDriverName',
          't.remark as remark',
        ]),
      ),
    ),
  sortColumns: {
    modifiedTime: 't.modified_at',
    certificateNo: 't.certificate_no',
    validUntil: 't.valid_until',
  },
  filter: (q, f) => {
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (!keyword) return q;
    return q.where((eb) =>
      eb.or([
        containsText('t.certificate_no', keyword),
        containsText('t.driver_name', keyword),
        containsText('t.issuing_authority', keyword),
      ] as never),
    );
  },
  toRow: (raw) =>
    ({
      ...raw,
      validUntil: Number(raw.validUntil),
      linkedDriverName: (raw.linkedDriverName as string | null) ?? '',
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as Row,
  toColumns: (s) => ({
    certificate_no: s.certificateNo,
    driver_name: s.driverName,
    issuing_authority: s.issuingAuthority,
    valid_until: s.validUntil,
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
      .selectFrom('standard_ic_cards')
      .select('id')
      .where('company_id', '=', ctx.auth.companyId)
      .where('certificate_no', '=', s.certificateNo);
    if (ctx.id !== null) same = same.where('id', '<>', ctx.id);
    if (await same.executeTakeFirst())
      throw businessFailure('errors.icCardCertificateTaken', { value: s.certificateNo });
  },
});
