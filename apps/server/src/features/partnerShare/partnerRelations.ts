import {
  PARTNER_ACTION_GRANT,
  PARTNER_OPEN_STATES,
  partnerTransition,
  partnerViewState,
  type ENDPOINTS,
  type PartnerRow,
  type PartnerSide,
  type PartnerState,
} from '@roadwatch/core';
import { sql } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { writeAudit } from '../../resources/writeAudit';
import { requireGrant } from './requireGrant';
import { announceShares } from './announceShares';

/** Relationships the caller's company is on either end of, newest change first, with the other company's name. */
export const partnerList: EndpointHandler<typeof ENDPOINTS.partnerList> = async (ctx) => {
  const auth = requireUser(ctx);
  const rows = await ctx.db
    .selectFrom('partner_relations as r')
    .innerJoin('companies as rc', 'rc.id', 'r.requester_company_id')
    .innerJoin('companies as pc', 'pc.id', 'r.partner_company_id')
    .select([
      'r.id',
      'r.requester_company_id',
      'r.state',
      'r.created_at',
      'r.modified_at',
      'rc.name as requester_name',
      'pc.name as partner_name',
    ])
    .where((eb) =>
      eb.or([
        eb('r.requester_company_id', '=', auth.companyId),
        eb('r.partner_company_id', '=', auth.companyId),
      ]),
    )
    .orderBy('r.modified_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((r): PartnerRow => {
    const side: PartnerSide = r.requester_company_id === auth.companyId ? 'requester' : 'partner';
    return {
      id: r.id,
      side,
      companyName: side === 'requester' ? r.partner_name : r.requester_name,
      state: r.state as PartnerState,
      createdTime: Number(r.created_at),
      modifiedTime: Number(r.modified_at),
    };
  });
};

/**
 * Asks the company whose cooperation and verification codes these are for a partnership. A wrong pair is the seed's
 * "the corresponding company does not exist" (which of the two was wrong is not told); the caller's own codes and a
 * pair of companies already in cooperation or with an open request are refused.
 */
export const partnerAdd: EndpointHandler<typeof ENDPOINTS.partnerAdd> = async (ctx) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  const { cooperationCode, verificationCode } = ctx.input;
  return ctx.db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('partner_codes')
      .select('company_id')
      .where('cooperation_code', '=', cooperationCode)
      .where('verification_code', '=', verificationCode)
      .executeTakeFirst();
    if (!target) throw businessFailure('errors.partnerNotFound');
    const targetId = Number(target.company_id);
    if (targetId === auth.companyId) throw businessFailure('errors.partnerSelf');
    const open = await trx
      .selectFrom('partner_relations')
      .select('id')
      .where('state', 'in', PARTNER_OPEN_STATES)
      .where((eb) =>
        eb.or([
          eb.and([eb('requester_company_id', '=', auth.companyId), eb('partner_company_id', '=', targetId)]),
          eb.and([eb('requester_company_id', '=', targetId), eb('partner_company_id', '=', auth.companyId)]),
        ]),
      )
      .executeTakeFirst();
    if (open) throw businessFailure('errors.partnerExists');
    const row = await trx
      .insertInto('partner_relations')
      .values({
        requester_company_id: auth.companyId,
        partner_company_id: targetId,
        state: 'pending',
        created_at: now,
        created_by: auth.userId,
        modified_at: now,
        modified_by: auth.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { auth, now }, 'tmsPartner', row.id, 'add', { partnerCompanyId: targetId });
    return { id: row.id };
  });
};

/**
 * One step of the relationship state machine (core `partnerTransition`): anything the table does not allow to the
 * caller's side in the current state is refused naming both. Re-adding checks again that the pair has no other open
 * relation and makes the caller the requester; terminating stops every share between the two companies.
 */
export const partnerAct: EndpointHandler<typeof ENDPOINTS.partnerAct> = async (ctx) => {
  const auth = requireUser(ctx);
  const { id, action } = ctx.input;
  await requireGrant(auth, `tmsPartner:${PARTNER_ACTION_GRANT[action]}`);
  const now = ctx.deps.now();
  const companies = await ctx.db.transaction().execute(async (trx) => {
    const relation = await trx
      .selectFrom('partner_relations')
      .selectAll()
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('requester_company_id', '=', auth.companyId),
          eb('partner_company_id', '=', auth.companyId),
        ]),
      )
      .executeTakeFirst();
    if (!relation) throw businessFailure('errors.notFound');
    const side: PartnerSide = relation.requester_company_id === auth.companyId ? 'requester' : 'partner';
    const state = relation.state as PartnerState;
    const next = partnerTransition(state, side, action);
    if (!next)
      throw businessFailure('errors.partnerActionRefused', { state: partnerViewState(state, side), action });
    const other = side === 'requester' ? relation.partner_company_id : relation.requester_company_id;
    if (action === 'readd') {
      const open = await trx
        .selectFrom('partner_relations')
        .select('id')
        .where('id', '<>', id)
        .where('state', 'in', PARTNER_OPEN_STATES)
        .where(
          sql<boolean>`((requester_company_id = ${auth.companyId} and partner_company_id = ${other}) or (requester_company_id = ${other} and partner_company_id = ${auth.companyId}))`,
        )
        .executeTakeFirst();
      if (open) throw businessFailure('errors.partnerExists');
    }
    await trx
      .updateTable('partner_relations')
      .set({
        state: next,
        modified_at: now,
        modified_by: auth.userId,
        ...(action === 'readd' ? { requester_company_id: auth.companyId, partner_company_id: other } : {}),
      })
      .where('id', '=', id)
      .execute();
    if (action === 'terminate') {
      await trx
        .updateTable('vehicle_shares')
        .set({ state: 'stopped', modified_at: now, modified_by: auth.userId })
        .where('relation_id', '=', id)
        .where('state', '=', 'active')
        .execute();
    }
    await writeAudit(trx, { auth, now }, 'tmsPartner', id, action, { from: state, to: next });
    return [relation.requester_company_id, relation.partner_company_id];
  });
  if (action === 'terminate') announceShares(ctx.deps, companies);
  return { id };
};
