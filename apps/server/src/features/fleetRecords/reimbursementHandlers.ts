import {
  chinaDayStart,
  REIMBURSEMENT_CATEGORIES,
  reimbursementResource,
  reimbursementTotalFen,
  type RowOf,
} from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { fromFen, toFen } from '../fleetCost/fleetCostMoney';
import { inDepartmentSubtree } from '../fleet/departmentSubtree';
import { requireUniqueInCompany } from './fleetRecordChecks';

/**
 * Reimbursements of the caller's departments: the number is unique in the company, the day is not after today
 * (China) by the server's clock, and the total is the sum of the category amounts, worked out here.
 */
export const reimbursementHandlers = resourceHandlers({
  resource: reimbursementResource,
  table: 'reimbursements',
  from: (db) =>
    withModifier(
      db.selectFrom('reimbursements as t').innerJoin('departments as d', 'd.id', 't.department_id'),
    ),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.reimbursement_no as reimbursementNo',
        't.day as day',
        't.applicant as applicant',
        't.approver as approver',
        't.department_id as departmentId',
        'd.name as departmentName',
        ...REIMBURSEMENT_CATEGORIES.map((c) => `t.${c}_fen as ${c}` as const),
        't.total_fen as total',
        't.description as description',
      ]),
    ),
  toRow: (raw) => ({
    ...(raw as RowOf<typeof reimbursementResource>),
    day: Number(raw.day),
    ...Object.fromEntries(REIMBURSEMENT_CATEGORIES.map((c) => [c, fromFen(raw[c])])),
    total: fromFen(raw.total),
  }),
  sortColumns: { day: 't.day', modifiedTime: 't.modified_at' },
  filter: (q, f) => {
    let out = q;
    if (typeof f.keyword === 'string' && f.keyword) {
      const k = f.keyword;
      out = out.where((eb) =>
        eb.or([containsText('t.reimbursement_no', k), containsText('t.applicant', k)] as never),
      );
    }
    if (typeof f.departmentId === 'number')
      out = out.where(inDepartmentSubtree('t.department_id', f.departmentId));
    return out;
  },
  departmentField: 'departmentId',
  toColumns: (s) => ({
    reimbursement_no: s.reimbursementNo,
    day: s.day,
    applicant: s.applicant,
    approver: s.approver,
    department_id: s.departmentId,
    ...Object.fromEntries(REIMBURSEMENT_CATEGORIES.map((c) => [`${c}_fen`, toFen(s[c])])),
    total_fen: reimbursementTotalFen(s),
    description: s.description,
  }),
  check: async (trx, s, ctx) => {
    if (chinaDayStart(s.day) > chinaDayStart(ctx.now))
      throw businessFailure('errors.reimbursementDayInFuture');
    await requireUniqueInCompany(
      trx,
      ctx.auth,
      'reimbursements',
      'reimbursement_no',
      s.reimbursementNo,
      ctx.id,
    );
  },
});
