import { formatChinaDate, insuranceResource, type RowOf } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { inScope } from '../../scope/inScope';
import type { AnyTrx } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { expiryStatusColumns, expiryStatusOf, whereExpiryStatus, type ExpiryTable } from './expiryStatus';
import { fromFen, fromOptionalFen, toFen } from './fleetCostMoney';

const EXPIRY: ExpiryTable = { table: 'insurance_policies', typeColumn: 'insurance_type' };

/** The vehicle a record names must be one the caller sees. */
export async function requireVehicleInScope(trx: AnyTrx, auth: UserAuth, vehicleId: number): Promise<void> {
  const vehicle = await trx
    .selectFrom('vehicles')
    .select('id')
    .where('id', '=', vehicleId)
    .where(inScope(auth, 'vehicles'))
    .executeTakeFirst();
  if (!vehicle) throw businessFailure('errors.vehicleNotFound');
}

/**
 * Insurance policies of the vehicles in the caller's scope. Two policies of one vehicle and type may not share a
 * day: a save whose period meets another's is refused naming the other policy and its period.
 */
export const insuranceHandlers = resourceHandlers({
  resource: insuranceResource,
  table: 'insurance_policies',
  from: (db) =>
    withModifier(db.selectFrom('insurance_policies as t').innerJoin('vehicles as v', 'v.id', 't.vehicle_id')),
  scope: (auth) => inScope(auth, 'vehicles', 'v'),
  select: (q) =>
    auditColumns(
      expiryStatusColumns(q, EXPIRY).select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.insurance_type as insuranceType',
        't.policy_no as policyNo',
        't.insurer as insurer',
        't.start_day as startDay',
        't.premium_fen as premiumFen',
        't.insured_amount_fen as insuredAmountFen',
        't.deductible_fen as deductibleFen',
        't.remark as remark',
      ]),
    ),
  toRow: (raw, at) => {
    const { premiumFen, insuredAmountFen, deductibleFen, newestEndDay: _n, ...rest } = raw;
    return {
      ...(rest as RowOf<typeof insuranceResource>),
      startDay: Number(raw.startDay),
      premium: fromFen(premiumFen),
      insuredAmount: fromOptionalFen(insuredAmountFen),
      deductible: fromOptionalFen(deductibleFen),
      ...expiryStatusOf(raw, at.now),
    };
  },
  sortColumns: { endDay: 't.end_day', modifiedTime: 't.modified_at', startDay: 't.start_day' },
  filter: (q, f, at) => {
    let out = q;
    if (typeof f.keyword === 'string' && f.keyword) {
      const k = f.keyword;
      out = out.where((eb) => eb.or([containsText('v.plate', k), containsText('t.policy_no', k)] as never));
    }
    if (typeof f.insuranceType === 'string') out = out.where('t.insurance_type', '=', f.insuranceType);
    if (typeof f.status === 'string') out = whereExpiryStatus(out, f.status as never, at.now, EXPIRY);
    return out;
  },
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    insurance_type: s.insuranceType,
    policy_no: s.policyNo,
    insurer: s.insurer,
    start_day: s.startDay,
    end_day: s.endDay,
    premium_fen: toFen(s.premium),
    insured_amount_fen: s.insuredAmount === null ? null : toFen(s.insuredAmount),
    deductible_fen: s.deductible === null ? null : toFen(s.deductible),
    insured_person: s.insuredPerson,
    remark: s.remark,
  }),
  check: async (trx, s, ctx) => {
    await requireVehicleInScope(trx, ctx.auth, s.vehicleId);
    let clash = trx
      .selectFrom('insurance_policies')
      .select(['id', 'policy_no', 'start_day', 'end_day'])
      .where('vehicle_id', '=', s.vehicleId)
      .where('insurance_type', '=', s.insuranceType)
      .where('start_day', '<=', s.endDay)
      .where('end_day', '>=', s.startDay);
    if (ctx.id !== null) clash = clash.where('id', '<>', ctx.id);
    const other = await clash.orderBy('start_day').executeTakeFirst();
    if (other)
      throw businessFailure('errors.insuranceOverlap', {
        policyNo: other.policy_no,
        from: formatChinaDate(Number(other.start_day)),
        to: formatChinaDate(Number(other.end_day)),
      });
  },
});
