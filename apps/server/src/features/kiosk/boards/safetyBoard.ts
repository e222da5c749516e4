import {
  ALARM_FIRST_TYPE,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  KIOSK_TICKER_MAX,
  KIOSK_TOP_N,
  LIMITS,
  SCORE_RULES,
  ACTIVE_SAFETY_EVENT_KIND,
  type ENDPOINTS,
  type HazardLevel,
  type HazardLevelName,
  type RiskKindName,
  type SafetyBoardData,
  type SafetyRanked,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { EndpointHandler } from '../../../http/endpointHandler';
import { requireScope } from './requireScope';
import { inScope } from '../../../scope/inScope';
import { chinaDayNumber, dayNumberStart, CHINA_OFFSET_MS, DAY_MS } from './boardCalendar';
import { cachedBoard } from './boardCache';
import { rankedDepartments, scopeDepartments } from './boardScope';
import { drivingScore, scoreBucket } from './drivingScore';
import { percent } from './percent';
import { RISK_ICON_TYPES, RISK_KIND_OF_ICON, zeroByKind } from './riskKinds';
import { trendBuckets } from './trendBuckets';
import { drivingHoursSince } from './vehicleDays';

const LEVEL_NAMES: Record<HazardLevel, HazardLevelName> = { 1: 'low', 2: 'medium', 3: 'high' };

function levelOf(raw: number): HazardLevel {
  return raw >= HAZARD_LEVEL.high
    ? HAZARD_LEVEL.high
    : raw <= HAZARD_LEVEL.low
      ? HAZARD_LEVEL.low
      : HAZARD_LEVEL.medium;
}

export const kioskSafetyBoard: EndpointHandler<typeof ENDPOINTS.kioskSafetyBoard> = async (ctx) => {
  const scope = requireScope(ctx);
  const window = ctx.input.trend ?? '7d';
  const ttlMs = Number(ctx.input.refresh ?? 15) * 1000;
  return cachedBoard(ctx.deps, { board: 'safety', scope, options: window, ttlMs }, async () => {
    const { db } = ctx;
    const now = ctx.deps.now();
    const todayStart = dayNumberStart(chinaDayNumber(now));
    const buckets = trendBuckets(window, now);

    const [vehicles, drivers, departments, events, trendRows, hours] = await Promise.all([
      db
        .selectFrom('vehicles')
        .select(['id', 'plate', 'department_id', 'driver_id'])
        .where(inScope(scope, 'vehicles'))
        .execute(),
      db
        .selectFrom('drivers')
        .select(['id', 'name', 'department_id'])
        .where(inScope(scope, 'drivers'))
        .execute(),
      scopeDepartments(db, scope),
      db
        .selectFrom('alarms')
        .select([
          'guid',
          'begin_time',
          'second_type',
          'level',
          'handle_status',
          'handle_time',
          'vehicle_id',
          'driver_id',
          'department_id',
        ])
        .where(inScope(scope, 'alarms'))
        .where('first_type', '=', ALARM_FIRST_TYPE.activeSafety)
        .where('second_type', 'in', RISK_ICON_TYPES)
        .where('begin_time', '>=', todayStart)
        .where('begin_time', '<=', now)
        .execute(),
      db
        .selectFrom('alarms')
        .select([
          sql<number>`(begin_time + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`.as('day'),
          (eb) => eb.fn.countAll<number>().as('events'),
          sql<number>`sum(case when level >= ${sql.lit(HAZARD_LEVEL.high)} then 1 else 0 end)`.as('high'),
        ])
        .where(inScope(scope, 'alarms'))
        .where('first_type', '=', ALARM_FIRST_TYPE.activeSafety)
        .where('second_type', 'in', RISK_ICON_TYPES)
        .where('begin_time', '>=', dayNumberStart(buckets.fromDay))
        .where('begin_time', '<=', now)
        .groupBy(sql`(begin_time + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`)
        .execute(),
      drivingHoursSince(db, scope, todayStart),
    ]);

    const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
    const driverName = new Map(drivers.map((d) => [d.id, d.name]));
    const deptName = new Map(departments.map((d) => [d.id, d.name]));

    // Today by kind and level; overdue and intervention over today's high-risk events.
    const byKind = zeroByKind(() => 0);
    const byKindLevel = zeroByKind<[number, number, number]>(() => [0, 0, 0]);
    const byLevel: Record<HazardLevelName, number> = { low: 0, medium: 0, high: 0 };
    let highToday = 0;
    let overdue = 0;
    let pending = 0;
    let handledInTime = 0;
    interface Tally {
      events: number;
      highRisk: number;
      scored: { kind: RiskKindName; level: HazardLevel }[];
    }
    const perDriver = new Map<number, Tally>();
    const perVehicle = new Map<number, Tally>();
    const tally = (map: Map<number, Tally>, id: number) => {
      let t = map.get(id);
      if (!t) {
        t = { events: 0, highRisk: 0, scored: [] };
        map.set(id, t);
      }
      return t;
    };
    for (const e of events) {
      const kind = RISK_KIND_OF_ICON.get(e.second_type) as RiskKindName;
      const level = levelOf(e.level);
      byKind[kind] += 1;
      const cell = byKindLevel[kind];
      cell[level - 1] = (cell[level - 1] ?? 0) + 1;
      byLevel[LEVEL_NAMES[level]] += 1;
      const high = level === HAZARD_LEVEL.high;
      if (high) {
        highToday += 1;
        if (e.handle_status === HANDLE_STATUS.unprocessed) {
          pending += 1;
          if (now - e.begin_time > LIMITS.overdueHighRiskMs) overdue += 1;
        } else if (
          e.handle_status === HANDLE_STATUS.processed &&
          e.handle_time !== null &&
          e.handle_time - e.begin_time <= LIMITS.overdueHighRiskMs
        ) {
          handledInTime += 1;
        }
      }
      const driverId =
        e.driver_id ?? (e.vehicle_id === null ? null : vehicleById.get(e.vehicle_id)?.driver_id);
      for (const t of [
        driverId === null || driverId === undefined ? undefined : tally(perDriver, driverId),
        e.vehicle_id === null ? undefined : tally(perVehicle, e.vehicle_id),
      ]) {
        if (!t) continue;
        t.events += 1;
        if (high) t.highRisk += 1;
        t.scored.push({ kind, level });
      }
    }

    // Scores: each driver who drove at least an hour today, by the hours of the vehicles they drive.
    const driverHours = new Map<number, number>();
    for (const v of vehicles) {
      if (v.driver_id === null) continue;
      const h = hours.get(v.id) ?? 0;
      driverHours.set(v.driver_id, (driverHours.get(v.driver_id) ?? 0) + h);
    }
    const scoreOf = new Map<number, number | null>();
    const buckets10 = Array.from({ length: 10 }, () => 0);
    let scoreSum = 0;
    let scored = 0;
    let hazardDrivers = 0;
    for (const [driverId, h] of driverHours) {
      const score = drivingScore(perDriver.get(driverId)?.scored ?? [], h);
      scoreOf.set(driverId, score);
      if (score === null) continue;
      scored += 1;
      scoreSum += score;
      buckets10[scoreBucket(score)] = (buckets10[scoreBucket(score)] ?? 0) + 1;
      if (score < SCORE_RULES.hazardBelow) hazardDrivers += 1;
    }

    const rank = (
      map: Map<number, Tally>,
      describe: (id: number) => Omit<SafetyRanked, 'events' | 'highRisk'>,
    ) =>
      [...map.entries()]
        .sort(([ia, a], [ib, b]) => b.highRisk - a.highRisk || b.events - a.events || ia - ib)
        .slice(0, KIOSK_TOP_N)
        .map(([id, t]) => ({ ...describe(id), events: t.events, highRisk: t.highRisk }));
    const vehicleDriver = (vehicleId: number) => vehicleById.get(vehicleId)?.driver_id ?? null;
    const riskiestDrivers = rank(perDriver, (id) => {
      const d = drivers.find((x) => x.id === id);
      return {
        id,
        name: driverName.get(id) ?? '',
        departmentName: d ? (deptName.get(d.department_id) ?? '') : '',
        score: scoreOf.get(id) ?? null,
      };
    });
    const riskiestVehicles = rank(perVehicle, (id) => {
      const v = vehicleById.get(id);
      const driverId = vehicleDriver(id);
      return {
        id,
        name: v?.plate ?? '',
        departmentName: v ? (deptName.get(v.department_id) ?? '') : '',
        score: driverId === null ? null : (scoreOf.get(driverId) ?? null),
      };
    });

    // Secondary departments.
    const { groups, groupOf } = rankedDepartments(departments);
    const ranking = new Map(
      groups.map((g) => [g.id, { id: g.id, name: g.name, vehicles: 0, events: 0, highRisk: 0 }]),
    );
    for (const v of vehicles) {
      const g = groupOf(v.department_id);
      if (g) (ranking.get(g.id) as { vehicles: number }).vehicles += 1;
    }
    for (const e of events) {
      const g = groupOf(e.department_id);
      const r = g ? ranking.get(g.id) : undefined;
      if (!r) continue;
      r.events += 1;
      if (e.level >= HAZARD_LEVEL.high) r.highRisk += 1;
    }

    const trendPoints = buckets.labels.map((label) => ({ label, events: 0, highRisk: 0 }));
    for (const row of trendRows) {
      const point = trendPoints[buckets.indexOf(Number(row.day))];
      if (!point) continue;
      point.events += Number(row.events);
      point.highRisk += Number(row.high ?? 0);
    }

    const ticker = [...events]
      .sort((a, b) => b.begin_time - a.begin_time || (a.guid < b.guid ? -1 : 1))
      .slice(0, KIOSK_TICKER_MAX)
      .map((e) => {
        const kindName = RISK_KIND_OF_ICON.get(e.second_type) as RiskKindName;
        const driverId = e.driver_id ?? (e.vehicle_id === null ? null : vehicleDriver(e.vehicle_id));
        return {
          guid: e.guid,
          time: e.begin_time,
          plate: e.vehicle_id === null ? '' : (vehicleById.get(e.vehicle_id)?.plate ?? ''),
          driverName: driverId === null ? '' : (driverName.get(driverId) ?? ''),
          kind: ACTIVE_SAFETY_EVENT_KIND[kindName],
          kindName,
          level: levelOf(e.level),
          handled: e.handle_status !== HANDLE_STATUS.unprocessed,
        };
      });

    const result: SafetyBoardData = {
      generatedAt: now,
      today: { total: events.length, byKind, byLevel, byKindLevel },
      highRisk: {
        today: highToday,
        overdue,
        pending,
        handledInTime,
        interventionRate: percent(handledInTime, highToday),
      },
      trend: { window, points: trendPoints },
      scores: {
        buckets: buckets10,
        scored,
        hazardDrivers,
        average: scored === 0 ? null : Math.round((scoreSum / scored) * 10) / 10,
      },
      riskiestDrivers,
      riskiestVehicles,
      departmentRanking: [...ranking.values()].sort((a, b) => b.events - a.events || a.id - b.id),
      ticker,
    };
    return result;
  });
};
