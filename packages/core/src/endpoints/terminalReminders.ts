import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { ReminderSendRow, TerminalReminderRow } from '../terminalReminders/terminalReminder';
import { queryNumber } from './queryNumber';

const reminderId = z.number().int().min(1);

/**
 * Terminal reminders of the caller's company (at most five): texts sent to the cabs at times of day, China time.
 * The reminder itself is checked by `terminalReminderSchema` in the handler, so a broken one is a code 0 naming
 * the field in words.
 */
export const terminalReminderEndpoints = {
  terminalReminderList: endpoint<TerminalReminderRow[]>()({
    name: 'terminalReminderList',
    method: 'GET',
    module: 'alarm',
    path: '/terminalReminder/list',
    access: { operationId: 'terminalReminderSet' },
    request: z.strictObject({}),
  }),
  terminalReminderSave: endpoint<TerminalReminderRow>()({
    name: 'terminalReminderSave',
    method: 'POST',
    module: 'alarm',
    path: '/terminalReminder/save',
    access: { operationId: 'terminalReminderSet:update' },
    request: z.strictObject({ reminder: z.unknown() }),
  }),
  terminalReminderDelete: endpoint<{ deleted: number }>()({
    name: 'terminalReminderDelete',
    method: 'POST',
    module: 'alarm',
    path: '/terminalReminder/delete',
    access: { operationId: 'terminalReminderSet:update' },
    request: z.strictObject({ id: reminderId }),
  }),
  /** The vehicles in the caller's scope a reminder may name (id and plate). */
  terminalReminderVehicles: endpoint<{ id: number; name: string }[]>()({
    name: 'terminalReminderVehicles',
    method: 'GET',
    module: 'alarm',
    path: '/terminalReminder/vehicles',
    access: { operationId: 'terminalReminderSet' },
    request: z.strictObject({}),
  }),
  /** The cabs of the reminder's last run and what each answered. */
  terminalReminderSends: endpoint<ReminderSendRow[]>()({
    name: 'terminalReminderSends',
    method: 'GET',
    module: 'alarm',
    path: '/terminalReminder/sends',
    access: { operationId: 'terminalReminderSet' },
    request: z.strictObject({ id: queryNumber(reminderId) }),
  }),
} as const;
