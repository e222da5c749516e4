import { chinaDayStart, daysToExpiry, formatChinaDate, kmToDue, DAY_MS } from '@roadwatch/core';
import { sql } from 'kysely';
import { reachedReminder, type DueReminder, type ReminderSource } from '../fleetCost/reminderSource';
import { SUPERSEDED } from './maintenanceHandlers';
import { REMAINING } from './tyreHandlers';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Current maintenance (no later record of the same vehicle and type, its maintenance over) whose next due day is
 * within the setting's days before, or whose due mileage is within its km before the vehicle's reported odometer.
 * A record due both ways gets each reminder once.
 */
export const maintenanceReminders: ReminderSource = async (db, companyId, setting, at) => {
  const today = chinaDayStart(at);
  const maxDays = Math.max(0, ...setting.daysBefore);
  const maxKm = Math.max(0, ...setting.kmBefore);
  const rows = await sql<{
    id: number;
    plate: string;
    due_day: number | null;
    due_km: number | null;
    odo: number | null;
  }>`
    select t.id, v.plate, t.due_day, t.due_km, vs.mileage_km as odo
    from maintenance_records t join vehicles v on v.id = t.vehicle_id
      left join vehicle_states vs on vs.vehicle_id = t.vehicle_id
    where t.company_id = ${companyId} and t.end_day < ${today} and not ${SUPERSEDED}
      and ((t.due_day >= ${today} and t.due_day <= ${today + maxDays * DAY_MS})
        or (t.due_km is not null and vs.mileage_km is not null and t.due_km - vs.mileage_km <= ${maxKm}))
    order by t.id`.execute(db);
  return rows.rows.flatMap((r) => {
    const dueDay = num(r.due_day);
    const dueKm = num(r.due_km);
    const common = {
      recordId: Number(r.id),
      noticeKey: 'maintenanceDue' as const,
      params: {
        plate: r.plate,
        dueDay: dueDay === null ? '-' : formatChinaDate(dueDay),
        dueKm: dueKm === null ? '-' : dueKm,
      },
      businessUrl: '/tmsMaintenance',
    };
    const out: DueReminder[] = [];
    const daysLeft = dueDay === null ? null : daysToExpiry(dueDay, at);
    const byDays = daysLeft === null || daysLeft < 0 ? null : reachedReminder(setting.daysBefore, daysLeft);
    if (byDays !== null && dueDay !== null)
      out.push({ ...common, way: 'days', before: byDays, dueMark: dueDay - byDays * DAY_MS });
    const kmLeft = kmToDue(dueKm, num(r.odo));
    const byKm = kmLeft === null ? null : reachedReminder(setting.kmBefore, kmLeft);
    if (byKm !== null && dueKm !== null) out.push({ ...common, way: 'km', before: byKm, dueMark: dueKm });
    return out;
  });
};

/** Tyres in use whose remaining mileage (against the reported odometer) has reached their change reminder. */
export const tyreReminders: ReminderSource = async (db, companyId) => {
  const rows = await sql<{
    id: number;
    plate: string;
    axle: number;
    brand: string;
    reminder_km: number;
    end_km: number;
    remaining: number;
  }>`
    select t.id, v.plate, t.axle, t.brand, t.reminder_km, t.mileage_at_change_km + t.limit_km as end_km,
      ${REMAINING} as remaining
    from tyre_records t join vehicles v on v.id = t.vehicle_id
      left join vehicle_states vs on vs.vehicle_id = t.vehicle_id
    where t.company_id = ${companyId} and t.discarded_at is null and ${REMAINING} <= t.reminder_km
    order by t.id`.execute(db);
  return rows.rows.map((r): DueReminder => ({
    recordId: Number(r.id),
    way: 'km',
    before: Number(r.reminder_km),
    dueMark: Number(r.end_km),
    noticeKey: 'tyreChange',
    params: {
      plate: r.plate,
      axle: Number(r.axle),
      brand: r.brand,
      km: Math.round(Number(r.remaining) * 10) / 10,
    },
    businessUrl: '/tmsTyre',
  }));
};
