import {
  SHARE_ACTION_GRANT,
  SHARE_ACTION_RESULT,
  shareActions,
  shareUseState,
  type ENDPOINTS,
  type ShareAction,
  type ShareKind,
  type ShareSide,
  type ShareState,
} from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../http/endpointHandler';
import { writeAudit } from '../../resources/writeAudit';
import type { AnyTrx } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { announceShares } from './announceShares';
import { checkShareConflicts } from './shareConflicts';
import { shareRows, toShareRow } from './shareRows';
import { requireGrant } from './requireGrant';

/** The caller's own vehicles in scope: what the share dialog offers. */
export const vehicleShareVehicles: EndpointHandler<typeof ENDPOINTS.vehicleShareVehicles> = async (ctx) => {
  const auth = requireUser(ctx);
  const rows = await ctx.db
    .selectFrom('vehicles as v')
    .select(['v.id', 'v.plate as name'])
    .where(inScope(auth, 'vehicles', 'v'))
    .orderBy('v.plate')
    .execute();
  return rows;
};

/** Shares of the vehicles in the caller's scope. */
export const vehicleShareList: EndpointHandler<typeof ENDPOINTS.vehicleShareList> = async (ctx) => {
  const auth = requireUser(ctx);
  let query = shareRows(ctx.db, 'partner')
    .where('t.owner_company_id', '=', auth.companyId)
    .where(inScope(auth, 'vehicles', 'v'));
  if (ctx.input.vehicleId !== undefined) query = query.where('t.vehicle_id', '=', ctx.input.vehicleId);
  return (await query.execute()).map(toShareRow);
};

/** The relation with a partner in cooperation, seen from the caller's company; else refused. */
async function cooperatingPartner(trx: AnyTrx, auth: UserAuth, relationId: number): Promise<number> {
  const relation = (await trx
    .selectFrom('partner_relations')
    .select(['requester_company_id', 'partner_company_id', 'state'])
    .where('id', '=', relationId)
    .executeTakeFirst()) as
    { requester_company_id: number; partner_company_id: number; state: string } | undefined;
  const mine =
    relation &&
    (relation.requester_company_id === auth.companyId || relation.partner_company_id === auth.companyId);
  if (!relation || !mine) throw businessFailure('errors.notFound');
  if (relation.state !== 'cooperating') throw businessFailure('errors.partnerNotCooperating');
  return relation.requester_company_id === auth.companyId
    ? relation.partner_company_id
    : relation.requester_company_id;
}

/**
 * Shares vehicles of the caller's scope with a partner in cooperation for a window that has not ended. Every vehicle
 * is checked (in scope, no clash with a live share — `checkShareConflicts`); one refusal writes nothing.
 */
export const vehicleShareAdd: EndpointHandler<typeof ENDPOINTS.vehicleShareAdd> = async (ctx) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  const { relationId, vehicleIds, kind, startAt, endAt } = ctx.input;
  if (endAt <= now) throw businessFailure('errors.shareWindowPast');
  const result = await ctx.db.transaction().execute(async (trx) => {
    const partnerCompanyId = await cooperatingPartner(trx, auth, relationId);
    const vehicles = await trx
      .selectFrom('vehicles')
      .select(['id', 'plate'])
      .where('id', 'in', vehicleIds)
      .where(inScope(auth, 'vehicles'))
      .execute();
    if (vehicles.length !== vehicleIds.length) throw businessFailure('errors.vehicleNotFound');
    const ids: number[] = [];
    for (const v of vehicles) {
      await checkShareConflicts(
        trx,
        { vehicleId: v.id, plate: v.plate, partnerCompanyId, kind, startAt, endAt },
        now,
      );
      const row = await trx
        .insertInto('vehicle_shares')
        .values({
          relation_id: relationId,
          owner_company_id: auth.companyId,
          partner_company_id: partnerCompanyId,
          vehicle_id: v.id,
          kind,
          state: 'active',
          start_at: startAt,
          end_at: endAt,
          created_at: now,
          created_by: auth.userId,
          modified_at: now,
          modified_by: auth.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, { auth, now }, 'tmsVehicleShare', row.id, 'share', ctx.input);
      ids.push(row.id);
    }
    return { ids, partnerCompanyId };
  });
  announceShares(ctx.deps, [result.partnerCompanyId]);
  return { ids: result.ids };
};

interface StoredShare {
  id: number;
  relation_id: number;
  partner_company_id: number;
  owner_company_id: number;
  vehicle_id: number;
  plate: string;
  kind: string;
  state: string;
  start_at: number;
  end_at: number;
}

/**
 * One step of a share's state machine (core `shareActions`) by the caller's side: the owner's (vehicle in scope) or
 * the partner's. `window` is the new window of a re-authorisation. Starting and re-authorising need the partnership
 * still in cooperation, a window not over and no clash with live shares.
 */
export async function actOnShare(
  ctx: Pick<HandlerContext<unknown>, 'db' | 'deps' | 'auth'>,
  side: ShareSide,
  id: number,
  action: ShareAction,
  window?: { startAt: number; endAt: number },
): Promise<{ id: number }> {
  const auth = requireUser(ctx);
  await requireGrant(auth, SHARE_ACTION_GRANT[action]);
  const now = ctx.deps.now();
  const partnerCompanyId = await ctx.db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('vehicle_shares as t')
      .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
      .selectAll('t')
      .select('v.plate')
      .where('t.id', '=', id);
    query =
      side === 'owner'
        ? query.where('t.owner_company_id', '=', auth.companyId).where(inScope(auth, 'vehicles', 'v'))
        : query.where('t.partner_company_id', '=', auth.companyId);
    const share = (await query.executeTakeFirst()) as StoredShare | undefined;
    if (!share) throw businessFailure('errors.notFound');
    const stored = {
      state: share.state as ShareState,
      startAt: Number(share.start_at),
      endAt: Number(share.end_at),
    };
    const use = shareUseState(stored, now);
    if (!shareActions(use, side).includes(action))
      throw businessFailure('errors.shareActionRefused', { state: use, action });
    const next = window ?? { startAt: stored.startAt, endAt: stored.endAt };
    if (action === 'start' || action === 'reauthorise') {
      if (next.endAt <= now) throw businessFailure('errors.shareWindowPast');
      await cooperatingPartner(trx, auth, share.relation_id);
      await checkShareConflicts(
        trx,
        {
          vehicleId: share.vehicle_id,
          plate: share.plate,
          partnerCompanyId: share.partner_company_id,
          kind: share.kind as ShareKind,
          ...next,
        },
        now,
        share.id,
      );
    }
    await trx
      .updateTable('vehicle_shares')
      .set({
        state: SHARE_ACTION_RESULT[action],
        start_at: next.startAt,
        end_at: next.endAt,
        modified_at: now,
        modified_by: auth.userId,
      })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, { auth, now }, 'tmsVehicleShare', id, action, { from: use, ...next });
    return share.partner_company_id;
  });
  announceShares(ctx.deps, [partnerCompanyId]);
  return { id };
}

export const vehicleShareAct: EndpointHandler<typeof ENDPOINTS.vehicleShareAct> = (ctx) =>
  actOnShare(ctx, 'owner', ctx.input.id, ctx.input.action);

export const vehicleShareReauthorise: EndpointHandler<typeof ENDPOINTS.vehicleShareReauthorise> = (ctx) =>
  actOnShare(ctx, 'owner', ctx.input.id, 'reauthorise', {
    startAt: ctx.input.startAt,
    endAt: ctx.input.endAt,
  });

/** What partners share with the caller's company, newest first. */
export const shareCenterList: EndpointHandler<typeof ENDPOINTS.shareCenterList> = async (ctx) => {
  const auth = requireUser(ctx);
  return (await shareRows(ctx.db, 'owner').where('t.partner_company_id', '=', auth.companyId).execute()).map(
    toShareRow,
  );
};

export const shareCenterRelease: EndpointHandler<typeof ENDPOINTS.shareCenterRelease> = (ctx) =>
  actOnShare(ctx, 'partner', ctx.input.id, 'release');
