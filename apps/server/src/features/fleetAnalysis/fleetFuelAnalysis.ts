import {
  fuelLevelCheck,
  fullToFullIntervals,
  overallPer100km,
  overRated,
  percentOfRated,
  type ENDPOINTS,
  type FuelIntervalRow,
  type FuelVehicleRow,
  type RefuelCheckRow,
} from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { rangeKm } from './rangeKm';
import { refuelChecks, type CheckedRefuel } from './refuelChecks';

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Refuellings of the vehicles in the caller's scope over the range (at most 12 months), each checked against the
 * track (a stop near it) and the fuel level (a rise of half its litres); full-to-full consumption per interval and
 * per vehicle against the vehicle's rated L/100 km; the vehicle's odometer km in the range.
 */
export const fleetFuelAnalysis: EndpointHandler<typeof ENDPOINTS.fleetFuelAnalysis> = async (ctx) => {
  const auth = requireUser(ctx);
  const { startTime, endTime, vehicleId } = ctx.input;
  if (vehicleId !== undefined) await vehicleInScope(ctx.db, auth, vehicleId);
  const [checked, km] = await Promise.all([
    refuelChecks(ctx.db, auth, startTime, endTime, vehicleId),
    rangeKm(ctx.db, auth, startTime, endTime),
  ]);

  const byVehicle = new Map<number, CheckedRefuel[]>();
  for (const r of checked) {
    const list = byVehicle.get(r.vehicleId);
    if (list) list.push(r);
    else byVehicle.set(r.vehicleId, [r]);
  }

  const refuels: RefuelCheckRow[] = checked.map((r) => ({
    id: r.id,
    vehicleId: r.vehicleId,
    plate: r.plate,
    refuelTime: r.refuelTime,
    fullTank: r.fullTank,
    litres: r.litres,
    amountFen: r.amountFen,
    odometerKm: r.odometerKm,
    stop: r.stopped ? 'found' : 'none',
    level: fuelLevelCheck(r.levelBefore, r.levelAfter, r.litres),
    levelBefore: r.levelBefore,
    levelAfter: r.levelAfter,
  }));
  const flagged = new Map<number, number>();
  for (const r of refuels)
    if (r.stop === 'none' || r.level === 'noRise')
      flagged.set(r.vehicleId, (flagged.get(r.vehicleId) ?? 0) + 1);

  const vehicles: FuelVehicleRow[] = [];
  const intervals: FuelIntervalRow[] = [];
  for (const [id, list] of byVehicle) {
    const first = list[0];
    if (!first) continue;
    const rated = first.ratedPer100km > 0 ? first.ratedPer100km : null;
    const own = fullToFullIntervals(
      list.map((r) => ({
        id: r.id,
        time: r.refuelTime,
        fullTank: r.fullTank,
        litres: r.litres,
        km: r.odometerKm,
      })),
    );
    for (const i of own)
      intervals.push({
        ...i,
        vehicleId: id,
        plate: first.plate,
        overRated: overRated(percentOfRated(i.per100km, rated)),
      });
    const per100km = overallPer100km(own);
    const percent = percentOfRated(per100km, rated);
    vehicles.push({
      vehicleId: id,
      plate: first.plate,
      refuels: list.length,
      litres: round2(list.reduce((s, r) => s + r.litres, 0)),
      amountFen: list.reduce((s, r) => s + r.amountFen, 0),
      km: km.get(id) ?? 0,
      per100km,
      ratedPer100km: rated,
      percentOfRated: percent,
      overRated: overRated(percent),
      flagged: flagged.get(id) ?? 0,
    });
  }
  return { vehicles, intervals, refuels };
};
