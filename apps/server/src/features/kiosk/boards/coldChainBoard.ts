import {
  ALARM_FIRST_TYPE,
  KIOSK_TOP_N,
  TEMPERATURE_ALARM,
  TEMPERATURE_POINT_STATE,
  deriveTempState,
  stateName,
  type ColdChainBoardData,
  type ColdChainPointNow,
  type ColdChainSiteKind,
  type ENDPOINTS,
  type TempStateName,
  type TemperaturePointState,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { EndpointHandler } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';
import { CHINA_OFFSET_MS, DAY_MS, chinaDayNumber, dayLabel, dayNumberStart } from './boardCalendar';
import { cachedBoard } from './boardCache';
import { percent } from './percent';
import { requireScope } from './requireScope';
import { warehouseLayout } from './warehouseLayout';

/** A point whose latest reading is older than this counts as offline now. */
export const COLD_CHAIN_OFFLINE_AFTER_MS = 65 * 60_000;
const OVER_TEMP_TREND_DAYS = 14;
const KINDS: readonly ColdChainSiteKind[] = ['warehouse', 'store', 'vehicle'];
// Worst first: an alarm, a probe fault, a warning, then silence.
const SEVERITY: Record<TemperaturePointState, number> = { 2: 4, 4: 3, 1: 2, 3: 1, 0: 0 };

function zeroStates(): Record<TempStateName, number> {
  return { normal: 0, warning: 0, alarm: 0, offline: 0, outOfRange: 0 };
}

function beyondRange(p: ColdChainPointNow): number {
  if (p.valueC === null) return 0;
  return p.valueC > p.maxC ? p.valueC - p.maxC : p.valueC < p.minC ? p.minC - p.valueC : 0;
}

export const kioskColdChainBoard: EndpointHandler<typeof ENDPOINTS.kioskColdChainBoard> = async (ctx) => {
  const scope = requireScope(ctx);
  const window = ctx.input.onlineDays ?? '7';
  const ttlMs = Number(ctx.input.refresh ?? 30) * 1000;
  return cachedBoard(ctx.deps, { board: 'coldChain', scope, options: window, ttlMs }, async () => {
    const { db } = ctx;
    const now = ctx.deps.now();
    const today = chinaDayNumber(now);
    const onlineFromDay = today - Number(window) + 1;
    const trendFromDay = today - OVER_TEMP_TREND_DAYS + 1;
    const day = sql<number>`(r.time + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
    const kindExpr = sql<string>`case when p.vehicle_id is not null then 'vehicle' else s.kind end`;

    const [points, latest, onlineRows, alarmRows] = await Promise.all([
      db
        .selectFrom('temp_points as p')
        .leftJoin('sites as s', 's.id', 'p.site_id')
        .leftJoin('vehicles as v', 'v.id', 'p.vehicle_id')
        .select([
          'p.id',
          'p.name',
          'p.probe_no',
          'p.min_c',
          'p.max_c',
          'p.site_id',
          'p.vehicle_id',
          's.kind as site_kind',
          's.name as site_name',
          'v.plate',
        ])
        .where(inScope(scope, 'temp_points', 'p'))
        .execute(),
      // The newest reading of each point: one primary-key seek per point (no scan of the readings by time).
      db
        .selectFrom((eb) =>
          eb
            .selectFrom('temp_points as p')
            .select([
              'p.id as point_id',
              (e) =>
                e
                  .selectFrom('temp_readings as x')
                  .select((m) => m.fn.max('x.time').as('t'))
                  .whereRef('x.point_id', '=', 'p.id')
                  .where('x.time', '<=', now)
                  .as('t'),
            ])
            .where(inScope(scope, 'temp_points', 'p'))
            .as('m'),
        )
        .innerJoin('temp_readings as r', (join) =>
          join.onRef('r.point_id', '=', 'm.point_id').onRef('r.time', '=', 'm.t'),
        )
        .select(['r.point_id', 'r.time', 'r.value_c', 'r.state'])
        .where('r.time', '>', now - COLD_CHAIN_OFFLINE_AFTER_MS)
        .execute(),
      db
        .selectFrom('temp_readings as r')
        .innerJoin('temp_points as p', 'p.id', 'r.point_id')
        .leftJoin('sites as s', 's.id', 'p.site_id')
        .select([
          kindExpr.as('kind'),
          day.as('day'),
          (eb) => eb.fn.countAll<number>().as('readings'),
          sql<number>`sum(case when r.state = ${sql.lit(TEMPERATURE_POINT_STATE.offline)} then 0 else 1 end)`.as(
            'online',
          ),
        ])
        .where(inScope(scope, 'temp_points', 'p'))
        .where('r.time', '>=', dayNumberStart(onlineFromDay))
        .where('r.time', '<=', now)
        .groupBy([kindExpr, day])
        .execute(),
      db
        .selectFrom('alarms')
        .select([
          sql<number>`(begin_time + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`.as('day'),
          'second_type',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where(inScope(scope, 'alarms'))
        .where('first_type', '=', ALARM_FIRST_TYPE.temperature)
        .where('begin_time', '>=', dayNumberStart(trendFromDay))
        .where('begin_time', '<=', now)
        .groupBy([sql`(begin_time + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`, 'second_type'])
        .execute(),
    ]);

    const latestByPoint = new Map(latest.map((r) => [r.point_id, r]));
    const pointsByKind: Record<ColdChainSiteKind, Record<TempStateName, number>> = {
      warehouse: zeroStates(),
      store: zeroStates(),
      vehicle: zeroStates(),
    };
    const nowPoints: (ColdChainPointNow & { probeNo: number; siteId: number | null })[] = [];
    for (const p of points) {
      const siteKind: ColdChainSiteKind | undefined =
        p.vehicle_id !== null
          ? 'vehicle'
          : p.site_kind === 'warehouse' || p.site_kind === 'store'
            ? p.site_kind
            : undefined;
      if (!siteKind) continue;
      const r = latestByPoint.get(p.id);
      const offline = !r || r.state === TEMPERATURE_POINT_STATE.offline;
      const valueC = offline || r.value_c === null ? null : Number(r.value_c);
      const state = offline ? TEMPERATURE_POINT_STATE.offline : deriveTempState(valueC, p.min_c, p.max_c);
      pointsByKind[siteKind][stateName(TEMPERATURE_POINT_STATE, state) as TempStateName] += 1;
      nowPoints.push({
        pointId: p.id,
        name: p.name,
        placeName: siteKind === 'vehicle' ? (p.plate ?? '') : (p.site_name ?? ''),
        siteKind,
        valueC,
        minC: p.min_c,
        maxC: p.max_c,
        state,
        time: r ? Number(r.time) : null,
        probeNo: p.probe_no,
        siteId: p.site_id,
      });
    }

    const worst = nowPoints
      .filter((p) => p.state !== TEMPERATURE_POINT_STATE.normal)
      .sort(
        (a, b) =>
          SEVERITY[b.state] - SEVERITY[a.state] || beyondRange(b) - beyondRange(a) || a.pointId - b.pointId,
      )
      .slice(0, KIOSK_TOP_N)
      .map(({ probeNo: _p, siteId: _s, ...rest }) => rest);

    // Online rate: readings that carried a temperature over all readings due in the window.
    const days = Array.from({ length: Number(window) }, (_, i) => onlineFromDay + i);
    const perDay = new Map(days.map((d) => [d, { online: 0, readings: 0 }]));
    const perKind = new Map(KINDS.map((k) => [k, { online: 0, readings: 0 }]));
    let online = 0;
    let readings = 0;
    for (const row of onlineRows) {
      const n = Number(row.readings);
      const on = Number(row.online ?? 0);
      online += on;
      readings += n;
      const d = perDay.get(Number(row.day));
      if (d) {
        d.online += on;
        d.readings += n;
      }
      const k = perKind.get(row.kind as ColdChainSiteKind);
      if (k) {
        k.online += on;
        k.readings += n;
      }
    }
    const byKindRate = Object.fromEntries(
      KINDS.map((k) => [k, percent(perKind.get(k)?.online ?? 0, perKind.get(k)?.readings ?? 0)]),
    ) as Record<ColdChainSiteKind, number | null>;

    const trend = Array.from({ length: OVER_TEMP_TREND_DAYS }, (_, i) => ({
      date: dayLabel(trendFromDay + i),
      high: 0,
      low: 0,
    }));
    for (const row of alarmRows) {
      const point = trend[Number(row.day) - trendFromDay];
      if (!point) continue;
      if (row.second_type === TEMPERATURE_ALARM.high) point.high += Number(row.n);
      else if (row.second_type === TEMPERATURE_ALARM.low) point.low += Number(row.n);
    }

    // The warehouse with the most probes (the first by id on a tie) for the 3D view.
    const probesBySite = new Map<number, typeof nowPoints>();
    for (const p of nowPoints) {
      if (p.siteKind !== 'warehouse' || p.siteId === null) continue;
      const list = probesBySite.get(p.siteId) ?? [];
      list.push(p);
      probesBySite.set(p.siteId, list);
    }
    const chosen = [...probesBySite.entries()].sort(([ia, a], [ib, b]) => b.length - a.length || ia - ib)[0];
    const warehouse = chosen
      ? {
          siteId: chosen[0],
          name: chosen[1][0]?.placeName ?? '',
          probes: warehouseLayout(chosen[1].map(({ siteId: _s, ...rest }) => rest)),
        }
      : null;

    const result: ColdChainBoardData = {
      generatedAt: now,
      pointsByKind,
      worst,
      onlineRate: {
        window,
        rate: percent(online, readings),
        byKind: byKindRate,
        daily: days.map((d) => ({
          date: dayLabel(d),
          rate: percent(perDay.get(d)?.online ?? 0, perDay.get(d)?.readings ?? 0),
        })),
      },
      overTempTrend: trend,
      warehouse,
    };
    return result;
  });
};
