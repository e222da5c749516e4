import {
  ALARM_CLASS,
  ALARM_STATUS_CHOICE,
  HANDLE_STATUS,
  HANDLE_TYPE,
  type AlarmClass,
  type BatchResult,
  type ENDPOINTS,
} from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { recordHandling } from './recordHandling';

type HandleEndpoint = typeof ENDPOINTS.handleAlarm;

/**
 * Batch handling with one opinion (at most 20, seed 001 §5): only alarms of the class in the caller's scope that
 * are not ignored are processed; the rest are counted as skipped and never revealed.
 */
function handleAlarmsOf(alarmClass: AlarmClass): EndpointHandler<HandleEndpoint> {
  return async (ctx): Promise<BatchResult> => {
    const user = requireUser(ctx);
    const guids = [...new Set(ctx.input.guids)];
    const status =
      ctx.input.alarmStatus === ALARM_STATUS_CHOICE.notProcessed
        ? HANDLE_STATUS.unprocessed
        : HANDLE_STATUS.processed;
    const now = ctx.deps.now();
    return ctx.db.transaction().execute(async (trx) => {
      const permitted = await trx
        .selectFrom('alarms')
        .select('guid')
        .where('guid', 'in', guids)
        .where('alarm_class', '=', alarmClass)
        .where('handle_status', '!=', HANDLE_STATUS.ignored)
        .where(inScope(user, 'alarms'))
        .execute();
      let succeeded = 0;
      for (const { guid } of permitted) {
        const ok = await recordHandling(trx, {
          guid,
          userId: user.userId,
          now,
          remark: ctx.input.content,
          handleType: HANDLE_TYPE.opinion,
          status,
        });
        if (ok) succeeded += 1;
      }
      // None of them could be handled: say so rather than report an empty success.
      if (succeeded === 0) throw businessFailure('errors.alarmNotHandleable');
      return { succeeded, skipped: guids.length - succeeded };
    });
  };
}

export const handleAlarm = handleAlarmsOf(ALARM_CLASS.vehicle);
export const handleStoreAlarm = handleAlarmsOf(ALARM_CLASS.store);
