import {
  COST_CATEGORIES,
  addCosts,
  costPerKm,
  emptyCosts,
  sharePercent,
  totalFen,
  type CostByCategory,
  type CostFigures,
  type CostFleetRow,
  type CostVehicleRow,
  type ENDPOINTS,
} from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { chinaMonthOf, chinaMonthsBetween } from './chinaMonths';
import { costEntries } from './costEntries';
import { rangeKm } from './rangeKm';

const round1 = (x: number) => Math.round(x * 10) / 10;

function figures(costs: CostByCategory, km: number): CostFigures {
  const total = totalFen(costs);
  return { costs, totalFen: total, km: round1(km), costPerKm: costPerKm(total, km) };
}

const byTotal = <T extends { totalFen: number }>(a: T, b: T) => b.totalFen - a.totalFen;

/**
 * Costs of the vehicles in the caller's scope over the range (at most 12 months, checked by the schema): per
 * vehicle with its odometer km and cost per km, per fleet, per category with its share and per China month. A
 * vehicle appears when it had a cost or drove in the range.
 */
export const fleetCostAnalysis: EndpointHandler<typeof ENDPOINTS.fleetCostAnalysis> = async (ctx) => {
  const auth = requireUser(ctx);
  const { startTime, endTime, vehicleId } = ctx.input;
  if (vehicleId !== undefined) await vehicleInScope(ctx.db, auth, vehicleId);
  let vehicleQuery = ctx.db
    .selectFrom('vehicles as v')
    .leftJoin('fleets as f', 'f.id', 'v.fleet_id')
    .select(['v.id', 'v.plate', 'v.fleet_id', 'f.name as fleet_name'])
    .where(inScope(auth, 'vehicles', 'v'));
  if (vehicleId !== undefined) vehicleQuery = vehicleQuery.where('v.id', '=', vehicleId);
  const [vehicles, entries, km] = await Promise.all([
    vehicleQuery.execute(),
    costEntries(ctx.db, auth, startTime, endTime, vehicleId),
    rangeKm(ctx.db, auth, startTime, endTime),
  ]);

  const months = chinaMonthsBetween(startTime, endTime).map((month) => ({ month, costs: emptyCosts() }));
  const monthAt = new Map(months.map((m) => [m.month, m.costs]));
  const costsOf = new Map<number, CostByCategory>();
  for (const e of entries) {
    let costs = costsOf.get(e.vehicleId);
    if (!costs) costsOf.set(e.vehicleId, (costs = emptyCosts()));
    costs[e.category] += e.fen;
    const month = monthAt.get(chinaMonthOf(e.at));
    if (month) month[e.category] += e.fen;
  }

  const rows: CostVehicleRow[] = [];
  for (const v of vehicles) {
    const costs = costsOf.get(v.id);
    const driven = km.get(v.id) ?? 0;
    if (!costs && !(driven > 0)) continue;
    rows.push({
      vehicleId: v.id,
      plate: v.plate,
      fleetId: v.fleet_id,
      fleetName: v.fleet_name,
      ...figures(costs ?? emptyCosts(), driven),
    });
  }
  rows.sort((a, b) => byTotal(a, b) || a.plate.localeCompare(b.plate));

  const fleetGroups = new Map<
    number | null,
    { name: string | null; costs: CostByCategory; km: number; n: number }
  >();
  for (const r of rows) {
    let g = fleetGroups.get(r.fleetId);
    if (!g) fleetGroups.set(r.fleetId, (g = { name: r.fleetName, costs: emptyCosts(), km: 0, n: 0 }));
    addCosts(g.costs, r.costs);
    g.km += r.km;
    g.n += 1;
  }
  const fleets: CostFleetRow[] = [...fleetGroups].map(([fleetId, g]) => ({
    fleetId,
    fleetName: g.name,
    vehicles: g.n,
    ...figures(g.costs, g.km),
  }));
  fleets.sort(byTotal);

  const all = emptyCosts();
  let allKm = 0;
  for (const r of rows) {
    addCosts(all, r.costs);
    allKm += r.km;
  }
  const totals = figures(all, allKm);
  return {
    vehicles: rows,
    fleets,
    categories: COST_CATEGORIES.map((category) => ({
      category,
      fen: all[category],
      sharePercent: sharePercent(all[category], totals.totalFen),
    })),
    months,
    totals,
  };
};
