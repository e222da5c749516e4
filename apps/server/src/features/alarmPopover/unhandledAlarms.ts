import { HANDLE_STATUS, type AlarmClass } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import type { Scope } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { popoverSince } from './alarmShellAccess';

/** Unprocessed alarms of the given classes in scope that began in the last 30 days (no class: none). */
export function unhandledAlarms(db: Database, scope: Scope, classes: readonly AlarmClass[], now: number) {
  return db
    .selectFrom('alarms')
    .where(inScope(scope, 'alarms'))
    .where('alarms.alarm_class', 'in', classes.length > 0 ? [...classes] : [-1])
    .where('alarms.handle_status', '=', HANDLE_STATUS.unprocessed)
    .where('alarms.begin_time', '>=', popoverSince(now))
    .where('alarms.begin_time', '<=', now);
}

/** Unprocessed device exceptions in scope that began in the last 30 days. */
export function unhandledExceptions(db: Database, scope: Scope, now: number) {
  return db
    .selectFrom('device_exceptions')
    .where(inScope(scope, 'device_exceptions'))
    .where('device_exceptions.handle_status', '=', HANDLE_STATUS.unprocessed)
    .where('device_exceptions.begin_time', '>=', popoverSince(now))
    .where('device_exceptions.begin_time', '<=', now);
}
