import { zoneAlarmResource, type RowOf } from '@roadwatch/core';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { checkRuleAreas } from './ruleElements';
import {
  checkRuleVehicles,
  checkZonesPerVehicle,
  parsePeriods,
  ruleVehiclesOf,
  writeRuleVehicles,
} from './ruleVehicles';

type Row = RowOf<typeof zoneAlarmResource>;

const flag = (v: unknown) => Number(v) === 1;
const bit = (v: boolean) => (v ? 1 : 0);

/**
 * Zone alarm rules (`zone_alarms`, vehicles in `zone_alarm_vehicles`): the area must be one the caller sees with
 * an outline, the vehicles in the caller's scope, and no vehicle may end up in more than 30 rules. A rule belongs
 * to its author's department.
 */
export const zoneAlarmHandlers = resourceHandlers({
  resource: zoneAlarmResource,
  table: 'zone_alarms',
  from: (db) =>
    withModifier(db.selectFrom('zone_alarms as t').innerJoin('map_areas as a', 'a.id', 't.area_id')),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.area_id as areaId',
        'a.name as areaName',
        't.entry as entry',
        't.exit as exit',
        't.stop as stop',
        't.stop_s as stopSeconds',
        't.door_open as doorOpen',
        't.ash_dump as ashDump',
        't.overspeed as overspeed',
        't.speed_limit_kmh as speedLimitKmh',
        't.overspeed_s as overspeedSeconds',
        't.pre_warning_m as preWarningMetres',
        't.notice as notice',
        't.periods as periods',
      ]),
    ),
  sortColumns: { modifiedTime: 't.modified_at', areaName: 'a.name' },
  filter: (q, f) =>
    typeof f.keyword === 'string' && f.keyword ? q.where(containsText('a.name', f.keyword)) : q,
  toRow: (raw) =>
    ({
      ...raw,
      entry: flag(raw.entry),
      exit: flag(raw.exit),
      stop: flag(raw.stop),
      stopSeconds: Number(raw.stopSeconds),
      doorOpen: flag(raw.doorOpen),
      ashDump: flag(raw.ashDump),
      overspeed: flag(raw.overspeed),
      speedLimitKmh: Number(raw.speedLimitKmh),
      overspeedSeconds: Number(raw.overspeedSeconds),
      preWarningMetres: raw.preWarningMetres === null ? null : Number(raw.preWarningMetres),
      periods: parsePeriods(raw.periods),
      vehicleIds: [],
      vehiclePlates: [],
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as Row,
  enrich: async (db, rows) => {
    const byRule = await ruleVehiclesOf(
      db as never,
      'zone_alarm_vehicles',
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...r,
      vehicleIds: byRule.get(r.id)?.ids ?? [],
      vehiclePlates: byRule.get(r.id)?.plates ?? [],
    }));
  },
  toColumns: (s) => ({
    area_id: s.areaId,
    entry: bit(s.entry),
    exit: bit(s.exit),
    stop: bit(s.stop),
    stop_s: s.stopSeconds,
    door_open: bit(s.doorOpen),
    ash_dump: bit(s.ashDump),
    overspeed: bit(s.overspeed),
    speed_limit_kmh: s.overspeed ? (s.speedLimitKmh ?? 0) : 0,
    overspeed_s: s.overspeedSeconds,
    pre_warning_m: s.preWarningMetres,
    notice: s.notice,
    periods: JSON.stringify(s.periods),
  }),
  insertColumns: (_trx, _s, ctx) => ({ department_id: ctx.auth.departmentId }),
  check: async (trx, s, ctx) => {
    await checkRuleAreas(trx, ctx.auth, [s.areaId]);
    await checkRuleVehicles(trx, ctx.auth, s.vehicleIds);
  },
  afterWrite: async (trx, id, s) => {
    await writeRuleVehicles(trx, 'zone_alarm_vehicles', id, s.vehicleIds);
    await checkZonesPerVehicle(trx, s.vehicleIds);
  },
  beforeDelete: async (trx, ids) => {
    await trx
      .deleteFrom('zone_alarm_vehicles')
      .where('rule_id', 'in', ids as number[])
      .execute();
  },
});
