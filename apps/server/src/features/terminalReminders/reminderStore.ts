import { terminalReminderSchema, type TerminalReminder } from '@roadwatch/core';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/schema.gen';

export type ReminderRow = Selectable<DB['terminal_reminders']>;

/** The columns of a checked reminder (times, vehicles and regions as JSON arrays). */
export function reminderColumns(r: TerminalReminder) {
  return {
    name: r.name,
    kind: r.kind,
    text: r.text,
    mode: r.mode,
    times: JSON.stringify([...r.times].sort()),
    all_vehicles: r.allVehicles ? 1 : 0,
    vehicle_ids: JSON.stringify(r.allVehicles ? [] : [...new Set(r.vehicleIds)]),
    regions: JSON.stringify(r.kind === 'daily' ? [] : r.regions),
    start_date: r.kind === 'weather' ? r.startDate : null,
    end_date: r.kind === 'weather' ? r.endDate : null,
    enabled: r.enabled ? 1 : 0,
  };
}

function jsonArray(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A stored reminder read back through the schema; null when the row no longer passes it. */
export function reminderOf(row: ReminderRow): (TerminalReminder & { id: number }) | null {
  const parsed = terminalReminderSchema.safeParse({
    id: row.id,
    name: row.name,
    kind: row.kind,
    text: row.text,
    mode: row.mode,
    times: jsonArray(row.times),
    allVehicles: row.all_vehicles === 1,
    vehicleIds: jsonArray(row.vehicle_ids),
    regions: jsonArray(row.regions),
    startDate: row.start_date,
    endDate: row.end_date,
    enabled: row.enabled === 1,
  });
  return parsed.success ? { ...parsed.data, id: row.id } : null;
}
