import {
  KIOSK_TOP_N,
  LIMITS,
  TRACKING_ORDER_STATE,
  type ENDPOINTS,
  type ExpiryItem,
  type OperationBoardData,
  type TrackingOrderStateKey,
} from '@roadwatch/core';
import type { EndpointHandler } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';
import { DAY_MS, chinaDayNumber, dayLabel, monthStartDay } from './boardCalendar';
import { cachedBoard } from './boardCache';
import { percent } from './percent';
import { requireScope } from './requireScope';
import { dailyKmOfScope, usedOn } from './dailyKm';

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Expired, near expiry (within LIMITS.nearExpiryDays) or neither, at `now`. */
export function expiryStatus(expiry: number | null, now: number): 'expired' | 'nearExpiry' | null {
  if (expiry === null) return null;
  if (expiry < now) return 'expired';
  return expiry - now <= LIMITS.nearExpiryDays * DAY_MS ? 'nearExpiry' : null;
}

export const kioskOperationBoard: EndpointHandler<typeof ENDPOINTS.kioskOperationBoard> = async (ctx) => {
  const scope = requireScope(ctx);
  const ttlMs = Number(ctx.input.refresh ?? 30) * 1000;
  return cachedBoard(ctx.deps, { board: 'operation', scope, ttlMs }, async () => {
    const { db } = ctx;
    const now = ctx.deps.now();
    const today = chinaDayNumber(now);

    const [vehicles, daily, orderRows] = await Promise.all([
      db
        .selectFrom('vehicles as v')
        .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
        .select([
          'v.id',
          'v.plate',
          'v.fuel_per_100km',
          'v.insurance_expiry',
          'v.certificate_expiry',
          's.online',
        ])
        .where(inScope(scope, 'vehicles', 'v'))
        .execute(),
      dailyKmOfScope(db, scope, now),
      db
        .selectFrom('transport_orders')
        .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
        .where(inScope(scope, 'transport_orders'))
        .groupBy('state')
        .execute(),
    ]);

    const { firstDay, days: divisor } = daily;
    const monthFrom = monthStartDay(today);
    const dailyKm = Array.from({ length: divisor + 1 }, () => 0); // index i = day firstDay + i; last = today
    const dailyUsed = Array.from({ length: divisor }, () => 0);
    let usedToday = 0;
    let activeToday = 0;
    let online = 0;
    let fuelToday = 0;
    let fuelMonth = 0;
    let kmMonth = 0;
    const todayKmByVehicle: { vehicleId: number; plate: string; km: number }[] = [];
    const expiries = {
      insurance: { expired: 0, nearExpiry: 0 },
      certificate: { expired: 0, nearExpiry: 0 },
    };
    const soon: ExpiryItem[] = [];
    for (const v of vehicles) {
      if (v.online === 1) online += 1;
      const km = daily.kmOf(v.id);
      const per100 = Number(v.fuel_per_100km ?? 0);
      km.forEach((k, i) => {
        dailyKm[i] = (dailyKm[i] ?? 0) + k;
        if (i < divisor && usedOn(k)) dailyUsed[i] = (dailyUsed[i] ?? 0) + 1;
        if (firstDay + i >= monthFrom) {
          kmMonth += k;
          fuelMonth += (k * per100) / 100;
        }
      });
      const kmToday = km[divisor] ?? 0;
      fuelToday += (kmToday * per100) / 100;
      if (kmToday > 0) {
        activeToday += 1;
        todayKmByVehicle.push({ vehicleId: v.id, plate: v.plate, km: round1(kmToday) });
      }
      if (usedOn(kmToday)) usedToday += 1;
      for (const kind of ['insurance', 'certificate'] as const) {
        const expiry = kind === 'insurance' ? v.insurance_expiry : v.certificate_expiry;
        const status = expiryStatus(expiry, now);
        if (!status || expiry === null) continue;
        expiries[kind][status] += 1;
        soon.push({
          vehicleId: v.id,
          plate: v.plate,
          kind,
          expiry: Number(expiry),
          // Calendar days in China: expiring later today is 0, yesterday's expiry is -1.
          daysLeft: chinaDayNumber(Number(expiry)) - today,
        });
      }
    }

    const orders = Object.fromEntries(
      (Object.keys(TRACKING_ORDER_STATE) as TrackingOrderStateKey[]).map((k) => [k, 0]),
    ) as Record<TrackingOrderStateKey, number>;
    for (const row of orderRows) {
      if (Object.hasOwn(orders, row.state)) orders[row.state as TrackingOrderStateKey] += Number(row.n);
    }

    const usedDays = dailyUsed.reduce((a, b) => a + b, 0);
    const result: OperationBoardData = {
      generatedAt: now,
      mileage: {
        todayKm: round1(dailyKm[divisor] ?? 0),
        monthKm: round1(kmMonth),
        daily: dailyKm.map((km, i) => ({ date: dayLabel(firstDay + i), km: round1(km) })),
      },
      utilisation: {
        rate: percent(usedDays, vehicles.length * divisor),
        vehicles: vehicles.length,
        usedToday,
        daily: dailyUsed.map((used, i) => ({ date: dayLabel(firstDay + i), used })),
      },
      fuel: {
        todayL: round1(fuelToday),
        monthL: round1(fuelMonth),
        per100km: kmMonth > 0 ? round1((fuelMonth / kmMonth) * 100) : null,
      },
      activeVehicles: { today: activeToday, online, total: vehicles.length },
      orders,
      expiries: {
        ...expiries,
        // Closest to today first, whichever side: what just expired or is about to.
        soonest: soon
          .sort((a, b) => Math.abs(a.expiry - now) - Math.abs(b.expiry - now) || a.vehicleId - b.vehicleId)
          .slice(0, KIOSK_TOP_N),
      },
      topMileage: todayKmByVehicle
        .sort((a, b) => b.km - a.km || a.vehicleId - b.vehicleId)
        .slice(0, KIOSK_TOP_N),
    };
    return result;
  });
};
