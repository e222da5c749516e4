import type { Database } from '../../db/connect';
import type { OpenedAlarm } from '../../pipeline/openedAlarm';
import { loadEffectiveAlarmRules } from '../alarmRules/effectiveAlarmRules';

/**
 * Vehicle alarms that began at `since` or later and were never claimed for their effects: the process that
 * committed them ended before their turn came (the effects queue lives in memory). Read per company, on the
 * (company, begin time) index. Settings are today's, as the ones in force then were not kept.
 */
export async function unclaimedAlarms(db: Database, since: number): Promise<OpenedAlarm[]> {
  const companies = await db.selectFrom('companies').select('id').execute();
  const rows = [];
  for (const { id } of companies) {
    rows.push(
      ...(await db
        .selectFrom('alarms')
        .innerJoin('vehicles', 'vehicles.id', 'alarms.vehicle_id')
        .leftJoin('alarm_effects', 'alarm_effects.alarm_guid', 'alarms.guid')
        .select([
          'alarms.guid',
          'alarms.company_id',
          'alarms.vehicle_id',
          'vehicles.plate',
          'alarms.first_type',
          'alarms.second_type',
          'alarms.level',
          'alarms.begin_time',
          'alarms.end_time',
          'alarms.begin_lon',
          'alarms.begin_lat',
          'alarms.point_id',
        ])
        .where('alarms.company_id', '=', id)
        .where('alarms.begin_time', '>=', since)
        .where('alarm_effects.alarm_guid', 'is', null)
        .orderBy('alarms.begin_time')
        .execute()),
    );
  }
  const rules = await loadEffectiveAlarmRules(db, [...new Set(rows.map((r) => r.vehicle_id as number))]);
  return rows.flatMap((r) => {
    const alarmRules = rules.get(r.vehicle_id as number);
    if (!alarmRules) return [];
    return [
      {
        guid: r.guid,
        companyId: r.company_id,
        vehicleId: r.vehicle_id as number,
        plate: r.plate,
        firstType: r.first_type,
        secondType: r.second_type,
        level: r.level,
        beginTime: r.begin_time,
        endTime: r.end_time,
        lon: r.begin_lon,
        lat: r.begin_lat,
        pointId: r.point_id,
        alarmRules,
        recovered: true,
      },
    ];
  });
}
