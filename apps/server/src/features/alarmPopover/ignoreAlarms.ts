import {
  ALARM_CLASS,
  HANDLE_STATUS,
  type AlarmClass,
  type BatchResult,
  type ENDPOINTS,
} from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { ALARM_CLASS_PAGES, requireOperation } from './alarmShellAccess';

type IgnoreEndpoint = typeof ENDPOINTS.ignoreVehicleAlarm;

/**
 * Ignores unprocessed alarms of one class. All or nothing: a guid that is not an unprocessed alarm of this
 * class in the caller's scope (another tenant's, another branch's, already handled) makes the whole call
 * "not found", so nothing is written and nothing can be probed.
 */
function ignoreAlarmsOf(alarmClass: AlarmClass): EndpointHandler<IgnoreEndpoint> {
  return async (ctx): Promise<BatchResult> => {
    const user = requireUser(ctx);
    await requireOperation(user, `${ALARM_CLASS_PAGES[alarmClass]}:ignore`);
    const guids = [...new Set(ctx.input)];
    if (guids.length === 0) throw businessFailure('errors.selectAlarmToIgnore');
    const now = ctx.deps.now();
    return ctx.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('alarms')
        .set({ handle_status: HANDLE_STATUS.ignored, handler_user_id: user.userId, handle_time: now })
        .where('guid', 'in', guids)
        .where('alarm_class', '=', alarmClass)
        .where('handle_status', '=', HANDLE_STATUS.unprocessed)
        .where(inScope(user, 'alarms'))
        .executeTakeFirst();
      // Throwing rolls the transaction back: a partial match writes nothing.
      if (Number(result.numUpdatedRows) !== guids.length) throw businessFailure('errors.notFound');
      return { succeeded: guids.length, skipped: 0 };
    });
  };
}

export const ignoreVehicleAlarm = ignoreAlarmsOf(ALARM_CLASS.vehicle);
export const ignoreStoreAlarm = ignoreAlarmsOf(ALARM_CLASS.store);
export const ignoreStorageAlarm = ignoreAlarmsOf(ALARM_CLASS.storage);
