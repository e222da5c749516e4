import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  HAZARD_LEVEL,
  PROBE_FAULT_CODES,
  TEMPERATURE_ALARM,
} from '@roadwatch/core';
import { mixSeed, Random } from './prng';
import type { AlarmHandleRow, AlarmRow, ReadingRow } from './rows';
import { TEMPERATURE_RANGES, type SiteRow, type TempPointRow } from './sites';
import {
  excursionAlarms,
  randomExcursion,
  readingsBetween,
  type Outage,
  type TempSeries,
} from './temperature';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';
import type { Cadence } from './tracks';
import { pushAlarm, type EventContext } from './vehicleEvents';

export interface SiteContext extends EventContext {
  seed: number;
  temperature: Cadence;
}

export interface SiteHistory {
  readings: ReadingRow[];
  alarms: AlarmRow[];
  handles: AlarmHandleRow[];
}

/** Readings and temperature alarms of one warehouse or store, every probe around the clock. */
export function siteHistory(site: SiteRow, points: readonly TempPointRow[], ctx: SiteContext): SiteHistory {
  const rng = new Random(mixSeed(ctx.seed, 901, site.id));
  const sink = { alarms: [] as AlarmRow[], handles: [] as AlarmHandleRow[] };
  const readings: ReadingRow[] = [];
  const warehouse = site.kind === 'warehouse';
  const end = ctx.dayStart + DAY_MS;
  for (const point of points) {
    const zone = point.min_c < 0 ? TEMPERATURE_RANGES.frozen : TEMPERATURE_RANGES.chilled;
    const setpoint = zone.setpoint + rng.range(-0.8, 0.8);
    const series: TempSeries = {
      point,
      setpoint,
      excursions: [],
      outages: [],
      doors: [],
      shopperDoors: !warehouse,
      defrost: warehouse && point.min_c < 0,
    };
    const outages: Outage[] = [];
    for (let day = ctx.from; day < end; day += DAY_MS) {
      if (rng.chance(warehouse ? 0.012 : 0.025)) {
        series.excursions.push(randomExcursion(rng, point, setpoint, day + rng.range(0, 22) * HOUR_MS));
      }
      if (rng.chance(0.02)) {
        const start = Math.round((day + rng.range(0, 20) * HOUR_MS) / MINUTE_MS) * MINUTE_MS;
        outages.push({ start, end: start + rng.int(60, 360) * MINUTE_MS, fault: null });
      }
      if (rng.chance(0.004)) {
        // Out of range: the probe reports a value no sensor of this kind can measure (85 °C or −127 °C codes).
        const start = Math.round((day + rng.range(0, 20) * HOUR_MS) / MINUTE_MS) * MINUTE_MS;
        outages.push({ start, end: start + rng.int(30, 90) * MINUTE_MS, fault: rng.pick(PROBE_FAULT_CODES) });
      }
    }
    series.outages = outages.sort((a, b) => a.start - b.start);
    readingsBetween(series, ctx.temperature, ctx.from, end, ctx.now, readings);
    for (const span of excursionAlarms(series, end)) {
      const limit = span.high ? point.max_c : point.min_c;
      const beyond = Math.abs(span.peak - limit);
      pushAlarm(sink, rng, ctx, {
        company_id: site.company_id,
        department_id: site.department_id,
        vehicle_id: null,
        site_id: site.id,
        point_id: point.id,
        driver_id: null,
        alarm_class: warehouse ? ALARM_CLASS.storage : ALARM_CLASS.store,
        first_type: ALARM_FIRST_TYPE.temperature,
        second_type: span.high ? TEMPERATURE_ALARM.high : TEMPERATURE_ALARM.low,
        level: beyond > 6 ? HAZARD_LEVEL.high : beyond > 3.5 ? HAZARD_LEVEL.medium : HAZARD_LEVEL.low,
        begin_time: span.begin,
        end_time: span.end,
        begin_lon: site.lon,
        begin_lat: site.lat,
        end_lon: span.end === null ? null : site.lon,
        end_lat: span.end === null ? null : site.lat,
        b_speed: 0,
        e_speed: 0,
        speed_limit: 0,
        content: `${site.name} ${point.name} 温度 ${span.peak.toFixed(1)}℃，${span.high ? '高于上限' : '低于下限'} ${limit}℃`,
      });
    }
  }
  return { readings, alarms: sink.alarms, handles: sink.handles };
}
