import {
  gasCardResource,
  mayStopGasCard,
  type ENDPOINTS,
  type GasCardStatus,
  type RowOf,
} from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers, userOf } from '../../resources/resourceHandlers';
import { writeAudit } from '../../resources/writeAudit';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { requireUniqueInCompany } from './fleetRecordChecks';

/**
 * Fuel cards of the caller's department subtree; the card number is unique in the company. A save never changes
 * the status (a stopped card stays stopped); a card that paid for refuellings is not deleted.
 */
const cardHandlers = resourceHandlers({
  resource: gasCardResource,
  table: 'gas_cards',
  from: (db) =>
    withModifier(db.selectFrom('gas_cards as t').innerJoin('departments as d', 'd.id', 't.department_id')),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.selling_company as sellingCompany',
        't.card_no as cardNo',
        't.account_no as accountNo',
        't.cardholder as cardholder',
        't.card_type as cardType',
        't.department_id as departmentId',
        'd.name as departmentName',
        't.status as status',
        't.remark as remark',
      ]),
    ),
  toRow: (raw) => raw as RowOf<typeof gasCardResource>,
  sortColumns: { modifiedTime: 't.modified_at', cardNo: 't.card_no' },
  filter: (q, f) => {
    let out = q;
    if (typeof f.keyword === 'string' && f.keyword) {
      const k = f.keyword;
      out = out.where((eb) =>
        eb.or([containsText('t.card_no', k), containsText('t.cardholder', k)] as never),
      );
    }
    if (typeof f.status === 'string') out = out.where('t.status', '=', f.status);
    return out;
  },
  departmentField: 'departmentId',
  toColumns: (s) => ({
    selling_company: s.sellingCompany,
    card_no: s.cardNo,
    account_no: s.accountNo,
    cardholder: s.cardholder,
    card_type: s.cardType,
    department_id: s.departmentId,
    remark: s.remark,
  }),
  check: (trx, s, ctx) => requireUniqueInCompany(trx, ctx.auth, 'gas_cards', 'card_no', s.cardNo, ctx.id),
  dependants: [{ table: 'refuels', column: 'gas_card_id', message: 'errors.gasCardInUse' }],
});

/** Stops a card in normal use (normal → disabled, once); the status row and its audit in one transaction. */
export const gasCardStop: EndpointHandler<typeof ENDPOINTS.gasCardStop> = async (ctx) => {
  const auth = userOf(ctx);
  const now = ctx.deps.now();
  await ctx.db.transaction().execute(async (trx) => {
    const card = await trx
      .selectFrom('gas_cards')
      .select(['id', 'status'])
      .where('id', '=', ctx.input.id)
      .where(inScope(auth, 'gas_cards'))
      .executeTakeFirst();
    if (!card) throw businessFailure('errors.notFound');
    if (!mayStopGasCard(card.status as GasCardStatus)) throw businessFailure('errors.gasCardAlreadyStopped');
    await trx
      .updateTable('gas_cards')
      .set({ status: 'disabled', stopped_at: now, modified_by: auth.userId, modified_at: now })
      .where('id', '=', card.id)
      .where('status', '=', 'normal')
      .execute();
    await writeAudit(trx, { auth, now }, 'tmsGasCard', card.id, 'stop', { status: 'disabled' });
  });
  return { stopped: true };
};

export const gasCardHandlers = { ...cardHandlers, gasCardStop };
