import {
  ALARM_FIRST_TYPE,
  ALARM_ICON_TYPES,
  alarmIconTypeOf,
  deriveTempState,
  DEVICE_ALARM_KIND,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  isAlarmIconType,
  PROBE_FAULT_CODES,
  SPEED_ALARM,
  stateName,
  TEMPERATURE_POINT_STATE,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { describe, expect, it } from 'vitest';
import { planDemo, type DemoPlan } from './demoPlan';
import { siteHistory } from './siteHistory';
import { vehicleHistory, type VehicleHistory } from './vehicleHistory';

const handlers = { safety: [2, 5, 6], admin: 1 };
const MORNING = Date.parse('2026-05-20T10:00:00+08:00');
const EVENING = Date.parse('2026-05-20T18:00:00+08:00');

function histories(plan: DemoPlan): VehicleHistory[] {
  return plan.vehicles.map((v) =>
    vehicleHistory(v, plan.pointsByVehicle.get(v.row.id) ?? [], { ...plan, handlers }),
  );
}

const plan = planDemo({ vehicles: 60, days: 7, seed: 1, now: EVENING });
const evening = histories(plan);

describe('vehicle history', () => {
  it('is identical for the same seed and different for another', () => {
    const guids = (h: VehicleHistory[]) => h.flatMap((x) => x.alarms.map((a) => a.guid));
    expect(guids(histories(planDemo({ vehicles: 60, days: 7, seed: 1, now: EVENING })))).toEqual(
      guids(evening),
    );
    const other = new Set(guids(histories(planDemo({ vehicles: 60, days: 7, seed: 2, now: EVENING }))));
    expect(guids(evening).filter((g) => other.has(g))).toEqual([]);
  });

  it('only grows when now moves later in the same day', () => {
    const morning = histories(planDemo({ vehicles: 60, days: 7, seed: 1, now: MORNING }));
    morning.forEach((m, i) => {
      const e = evening[i] as VehicleHistory;
      expect(e.tracks.slice(0, m.tracks.length)).toEqual(m.tracks);
      const later = new Map(e.alarms.map((a) => [a.guid, a]));
      for (const a of m.alarms) expect(later.get(a.guid)?.begin_time).toBe(a.begin_time);
    });
  });

  it('dates nothing after now', () => {
    for (const h of evening) {
      expect(h.tracks.every((t) => t.gps_time <= EVENING)).toBe(true);
      expect(h.alarms.every((a) => a.begin_time <= EVENING && (a.end_time ?? 0) <= EVENING)).toBe(true);
      expect(h.exceptions.every((e) => e.begin_time <= EVENING)).toBe(true);
      expect(h.readings.every((r) => r.time <= EVENING)).toBe(true);
      expect(h.orders.every((o) => o.created_at <= EVENING)).toBe(true);
    }
  });

  it('drives plausible tracks: time and odometer only move forward, positions stay in China', () => {
    for (const h of evening) {
      expect(h.tracks.length).toBeGreaterThan(0);
      h.tracks.forEach((t, i) => {
        expect(t.lon).toBeGreaterThan(100);
        expect(t.lon).toBeLessThan(126);
        expect(t.lat).toBeGreaterThan(20);
        expect(t.lat).toBeLessThan(43);
        expect(t.speed_kmh).toBeLessThan(120);
        const prev = h.tracks[i - 1];
        if (prev) {
          expect(t.gps_time).toBeGreaterThan(prev.gps_time);
          expect(t.mileage_km).toBeGreaterThanOrEqual(prev.mileage_km);
        }
      });
      // Ignition goes off at night and on again in the morning.
      expect(h.tracks.some((t) => t.acc === 0)).toBe(true);
    }
  });

  it('leaves a parked vehicle where its last position report put it', () => {
    for (const h of evening) {
      const last = h.tracks[h.tracks.length - 1];
      if (h.state.speed_kmh === 0 && last) {
        expect([h.state.lon, h.state.lat]).toEqual([last.lon, last.lat]);
        expect(h.state.gps_time).toBe(last.gps_time);
      }
      if ((h.state.speed_kmh ?? 0) > 0) expect(h.state.online).toBe(1);
    }
  });

  it('stores temperature readings whose state follows from the value and the range', () => {
    const readings = evening.flatMap((h) => h.readings);
    expect(readings.length).toBeGreaterThan(0);
    const points = new Map(plan.sites.points.map((p) => [p.id, p]));
    for (const r of readings) {
      const p = points.get(r.point_id);
      if (!p) throw new Error('reading of an unknown point');
      if (r.state === TEMPERATURE_POINT_STATE.offline) expect(r.value_c).toBeNull();
      else if (r.state === TEMPERATURE_POINT_STATE.outOfRange) expect(PROBE_FAULT_CODES).toContain(r.value_c);
      else expect(r.state).toBe(deriveTempState(r.value_c ?? null, p.min_c, p.max_c));
    }
  });

  it('raises a temperature alarm for every reading in alarm state', () => {
    const points = new Map(plan.sites.points.map((p) => [p.id, p]));
    let inAlarm = 0;
    for (const h of evening) {
      const alarms = h.alarms.filter((a) => a.first_type === ALARM_FIRST_TYPE.temperature);
      for (const r of h.readings.filter((x) => x.state === TEMPERATURE_POINT_STATE.alarm)) {
        inAlarm += 1;
        expect(points.get(r.point_id)?.vehicle_id).toBe(h.state.vehicle_id);
        expect(
          alarms.some((a) => a.begin_time <= r.time && (a.end_time === null || r.time <= a.end_time)),
        ).toBe(true);
      }
    }
    const sites = plan.sites.sites.map((s) =>
      siteHistory(s, plan.pointsBySite.get(s.id) ?? [], { ...plan, handlers }),
    );
    for (const s of sites) {
      for (const r of s.readings.filter((x) => x.state === TEMPERATURE_POINT_STATE.alarm)) {
        inAlarm += 1;
        expect(
          s.alarms.some((a) => a.begin_time <= r.time && (a.end_time === null || r.time <= a.end_time)),
        ).toBe(true);
      }
    }
    expect(inAlarm).toBeGreaterThan(0);
  });

  it('has older alarms mostly handled and today’s mostly open, with a record per processed alarm', () => {
    const alarms = evening.flatMap((h) => h.alarms);
    const handles = new Set(evening.flatMap((h) => h.handles.map((x) => x.alarm_guid)));
    const share = (list: typeof alarms, status: number) =>
      list.filter((a) => a.handle_status === status).length / list.length;
    const older = alarms.filter((a) => a.begin_time < plan.dayStart);
    const today = alarms.filter((a) => a.begin_time >= plan.dayStart);
    expect(today.length).toBeGreaterThan(10);
    expect(share(older, HANDLE_STATUS.unprocessed)).toBeLessThan(0.15);
    expect(share(today, HANDLE_STATUS.unprocessed)).toBeGreaterThan(0.5);
    for (const a of alarms) expect(handles.has(a.guid)).toBe(a.handle_status === HANDLE_STATUS.processed);
  });

  it('numbers alarms as the core catalogue does, the worst ones at hazard level 3', () => {
    const alarms = evening.flatMap((h) => h.alarms);
    const zh = resources['zh-CN'].alarm;
    const events = alarms.filter((a) => a.first_type === ALARM_FIRST_TYPE.activeSafety);
    const byOwnRule = [alarmIconTypeOf('continuousDrivingTimeout'), alarmIconTypeOf('nightDriving')];
    expect(events.length).toBeGreaterThan(50);
    for (const a of events) {
      expect(isAlarmIconType(a.second_type)).toBe(true);
      expect(Object.values(HAZARD_LEVEL)).toContain(a.level);
      if (isAlarmIconType(a.second_type) && !byOwnRule.includes(a.second_type)) {
        const name = zh.alarmIconType[ALARM_ICON_TYPES[a.second_type].key];
        expect(a.content).toMatch(new RegExp(`^${name}（(低|中|高)风险）`));
      }
    }
    // Over the limit by more than a fifth is the highest hazard.
    const overspeeds = alarms.filter((a) => a.first_type === ALARM_FIRST_TYPE.speed);
    expect(overspeeds.length).toBeGreaterThan(0);
    for (const a of overspeeds) {
      expect(a.second_type).toBe(SPEED_ALARM.overspeed);
      const over = (a.b_speed - a.speed_limit) / a.speed_limit;
      expect(a.level === HAZARD_LEVEL.high).toBe(over > 0.2);
    }
    const deviceAlarms = alarms.filter((a) => a.first_type === ALARM_FIRST_TYPE.device);
    expect(deviceAlarms.length).toBeGreaterThan(0);
    for (const a of deviceAlarms) {
      const name = stateName(DEVICE_ALARM_KIND, a.second_type);
      expect(name).toBeDefined();
      if (name) expect(a.content).toBe(zh.deviceAlarmKind[name]);
      expect(a.level).toBe(name === 'sos' ? HAZARD_LEVEL.high : HAZARD_LEVEL.medium);
    }
  });
});
