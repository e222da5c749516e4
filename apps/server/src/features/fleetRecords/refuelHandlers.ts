import { refuelResource, type RowOf } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import type { AnyTrx } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { editableRecord, requireVehicleEditable } from '../../scope/visibleVehicles';
import { containsText } from '../../scope/likePattern';
import { fromFen, toFen } from '../fleetCost/fleetCostMoney';
import { twoPlaces } from './fleetRecordChecks';

/** The card that pays must be one the caller sees, and in normal use unless the record already named it. */
async function requireUsableCard(
  trx: AnyTrx,
  auth: UserAuth,
  cardId: number,
  recordId: number | null,
): Promise<void> {
  const card = await trx
    .selectFrom('gas_cards')
    .select(['card_no', 'status'])
    .where('id', '=', cardId)
    .where(inScope(auth, 'gas_cards'))
    .executeTakeFirst();
  if (!card) throw businessFailure('errors.gasCardNotFound');
  if (card.status === 'normal') return;
  // Editing a refuelling paid before its card was stopped keeps that card.
  if (recordId !== null) {
    const before = await trx
      .selectFrom('refuels')
      .select('gas_card_id')
      .where('id', '=', recordId)
      .executeTakeFirst();
    if (before?.gas_card_id === cardId) return;
  }
  throw businessFailure('errors.gasCardStopped', { cardNo: card.card_no });
}

/**
 * Refuellings of the company's vehicles in scope and of vehicles lent to it under business authorisation while in use
 * (each company sees only its own); the time is not after the server's clock.
 */
export const refuelHandlers = resourceHandlers({
  resource: refuelResource,
  table: 'refuels',
  from: (db) =>
    withModifier(
      db
        .selectFrom('refuels as t')
        .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
        .leftJoin('gas_cards as g', 'g.id', 't.gas_card_id'),
    ),
  scope: (auth, now) => editableRecord(auth, 't', 'v', now),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.refuel_time as refuelTime',
        't.fuel_type as fuelType',
        't.litres as litres',
        't.unit_price_fen as unitPriceFen',
        't.amount_fen as amountFen',
        't.odometer_km as odometerKm',
        't.gas_card_id as gasCardId',
        'g.card_no as cardNo',
        't.station as station',
        't.remark as remark',
      ]),
    ),
  toRow: (raw) => {
    const { unitPriceFen, amountFen, ...rest } = raw;
    return {
      ...(rest as RowOf<typeof refuelResource>),
      refuelTime: Number(raw.refuelTime),
      litres: twoPlaces(raw.litres) ?? 0,
      unitPrice: fromFen(unitPriceFen),
      amount: fromFen(amountFen),
      odometerKm: twoPlaces(raw.odometerKm),
      cardNo: typeof raw.cardNo === 'string' ? raw.cardNo : '',
    };
  },
  sortColumns: { refuelTime: 't.refuel_time', modifiedTime: 't.modified_at', amount: 't.amount_fen' },
  filter: (q, f) => {
    let out = q;
    if (typeof f.keyword === 'string' && f.keyword) {
      const k = f.keyword;
      out = out.where((eb) => eb.or([containsText('v.plate', k), containsText('g.card_no', k)] as never));
    }
    if (typeof f.fuelType === 'string') out = out.where('t.fuel_type', '=', f.fuelType);
    return out;
  },
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    refuel_time: s.refuelTime,
    fuel_type: s.fuelType,
    litres: s.litres,
    unit_price_fen: toFen(s.unitPrice),
    amount_fen: toFen(s.amount),
    odometer_km: s.odometerKm,
    gas_card_id: s.gasCardId,
    station: s.station,
    remark: s.remark,
  }),
  check: async (trx, s, ctx) => {
    if (s.refuelTime > ctx.now) throw businessFailure('errors.refuelTimeInFuture');
    await requireVehicleEditable(trx, ctx.auth, s.vehicleId, ctx.now);
    if (s.gasCardId !== null) await requireUsableCard(trx, ctx.auth, s.gasCardId, ctx.id);
  },
});
