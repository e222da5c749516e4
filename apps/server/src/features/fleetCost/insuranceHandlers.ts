import { formatChinaDate, insuranceResource, type InsuranceImageRow, type RowOf } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { inScope } from '../../scope/inScope';
import type { AnyTrx, WriteContext } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { expiryStatusColumns, expiryStatusOf, whereExpiryStatus, type ExpiryTable } from './expiryStatus';
import { fromFen, fromOptionalFen, toFen } from './fleetCostMoney';
import { removeInsuranceImage } from './insuranceImages/insuranceImageStore';

const EXPIRY: ExpiryTable = {
  table: 'insurance_policies',
  typeColumn: 'insurance_type',
  reminderKind: 'insurance',
};

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

/** Removes image rows now and their files once the transaction has committed (a rollback keeps both). */
async function dropImages(
  trx: AnyTrx,
  rows: readonly { id: number; stored_name: string }[],
  ctx: WriteContext,
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .deleteFrom('insurance_images')
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  ctx.onCommit(async () => {
    for (const row of rows) await removeInsuranceImage(ctx.deps, ctx.auth.companyId, row.stored_name);
  });
}

/**
 * Insurance policies of the vehicles in the caller's scope, with their images (deleted with the policy, files
 * included). Two policies of one vehicle and type may not share a
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
    const {
      premiumFen,
      insuredAmountFen,
      deductibleFen,
      newestEndDay: _n,
      firstReminderDays: _f,
      ...rest
    } = raw;
    return {
      ...(rest as RowOf<typeof insuranceResource>),
      startDay: Number(raw.startDay),
      premium: fromFen(premiumFen),
      insuredAmount: fromOptionalFen(insuredAmountFen),
      deductible: fromOptionalFen(deductibleFen),
      images: [],
      ...expiryStatusOf(raw, at.now),
    };
  },
  enrich: async (db, rows) => {
    if (rows.length === 0) return rows;
    const images = await db
      .selectFrom('insurance_images')
      .select(['id', 'policy_id', 'file_name', 'size'])
      .where(
        'policy_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id')
      .execute();
    const byPolicy = new Map<number, InsuranceImageRow[]>();
    for (const i of images) {
      const list = byPolicy.get(i.policy_id) ?? [];
      list.push({ id: i.id, fileName: i.file_name, size: i.size });
      byPolicy.set(i.policy_id, list);
    }
    return rows.map((r) => ({ ...r, images: byPolicy.get(r.id) ?? [] }));
  },
  afterWrite: async (trx, id, s, ctx) => {
    if (s.imageIds === undefined) return;
    let gone = trx.selectFrom('insurance_images').select(['id', 'stored_name']).where('policy_id', '=', id);
    if (s.imageIds.length > 0) gone = gone.where('id', 'not in', s.imageIds);
    await dropImages(trx, (await gone.execute()) as { id: number; stored_name: string }[], ctx);
  },
  beforeDelete: async (trx, ids, ctx) => {
    const images = await trx
      .selectFrom('insurance_images')
      .select(['id', 'stored_name'])
      .where('policy_id', 'in', ids as number[])
      .execute();
    await dropImages(trx, images as { id: number; stored_name: string }[], ctx);
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
