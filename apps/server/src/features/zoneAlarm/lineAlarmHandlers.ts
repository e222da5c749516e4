import { lineAlarmResource, type RowOf } from '@roadwatch/core';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { checkRuleAreas, checkRuleLine } from './ruleElements';
import { checkRuleVehicles, ruleVehiclesOf, writeRuleVehicles } from './ruleVehicles';

type Row = RowOf<typeof lineAlarmResource>;

/**
 * Line alarm rules (`line_alarms`, vehicles in `line_alarm_vehicles`): the line and the start and end zones must
 * be ones the caller sees, the vehicles in the caller's scope. A rule belongs to its author's department.
 */
export const lineAlarmHandlers = resourceHandlers({
  resource: lineAlarmResource,
  table: 'line_alarms',
  from: (db) =>
    withModifier(
      db
        .selectFrom('line_alarms as t')
        .innerJoin('map_lines as l', 'l.id', 't.line_id')
        .leftJoin('map_areas as sa', 'sa.id', 't.start_area_id')
        .leftJoin('map_areas as ea', 'ea.id', 't.end_area_id'),
    ),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.line_id as lineId',
        'l.name as lineName',
        't.offset_m as offsetMetres',
        't.overspeed as overspeed',
        't.speed_limit_kmh as speedLimitKmh',
        't.overspeed_s as overspeedSeconds',
        't.departure_start as departureStart',
        't.departure_end as departureEnd',
        't.start_area_id as startAreaId',
        'sa.name as startAreaName',
        't.end_area_id as endAreaId',
        'ea.name as endAreaName',
        't.notice as notice',
      ]),
    ),
  sortColumns: { modifiedTime: 't.modified_at', lineName: 'l.name' },
  filter: (q, f) =>
    typeof f.keyword === 'string' && f.keyword ? q.where(containsText('l.name', f.keyword)) : q,
  toRow: ({ departureStart, departureEnd, ...raw }) =>
    ({
      ...raw,
      offsetMetres: Number(raw.offsetMetres),
      overspeed: Number(raw.overspeed) === 1,
      speedLimitKmh: Number(raw.speedLimitKmh),
      overspeedSeconds: Number(raw.overspeedSeconds),
      departure:
        typeof departureStart === 'string' && typeof departureEnd === 'string'
          ? { start: departureStart, end: departureEnd }
          : null,
      startAreaId: raw.startAreaId === null ? null : Number(raw.startAreaId),
      startAreaName: raw.startAreaName ?? '',
      endAreaId: raw.endAreaId === null ? null : Number(raw.endAreaId),
      endAreaName: raw.endAreaName ?? '',
      periods: [],
      vehicleIds: [],
      vehiclePlates: [],
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as Row,
  enrich: async (db, rows) => {
    const byRule = await ruleVehiclesOf(
      db as never,
      'line_alarm_vehicles',
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...r,
      vehicleIds: byRule.get(r.id)?.ids ?? [],
      vehiclePlates: byRule.get(r.id)?.plates ?? [],
    }));
  },
  toColumns: (s) => ({
    line_id: s.lineId,
    offset_m: s.offsetMetres,
    overspeed: s.overspeed ? 1 : 0,
    speed_limit_kmh: s.overspeed ? (s.speedLimitKmh ?? 0) : 0,
    overspeed_s: s.overspeedSeconds,
    departure_start: s.departure?.start ?? null,
    departure_end: s.departure?.end ?? null,
    start_area_id: s.startAreaId,
    end_area_id: s.endAreaId,
    notice: s.notice,
  }),
  insertColumns: (_trx, _s, ctx) => ({ department_id: ctx.auth.departmentId }),
  check: async (trx, s, ctx) => {
    await checkRuleLine(trx, ctx.auth, s.lineId);
    await checkRuleAreas(trx, ctx.auth, [s.startAreaId, s.endAreaId]);
    await checkRuleVehicles(trx, ctx.auth, s.vehicleIds);
  },
  afterWrite: (trx, id, s) => writeRuleVehicles(trx, 'line_alarm_vehicles', id, s.vehicleIds),
  beforeDelete: async (trx, ids) => {
    await trx
      .deleteFrom('line_alarm_vehicles')
      .where('rule_id', 'in', ids as number[])
      .execute();
  },
});
