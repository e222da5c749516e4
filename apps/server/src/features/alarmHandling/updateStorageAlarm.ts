import { ALARM_CLASS, HANDLE_STATUS, HANDLE_TYPE, type ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { loadAlarm } from './loadAlarm';
import { recordHandling } from './recordHandling';

/** Re-analysis of a warehouse alarm: processed with the remark, or ignored as a false alarm; history kept. */
export const updateStorageAlarm: EndpointHandler<typeof ENDPOINTS.updateStorageAlarm> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await loadAlarm(ctx.db, user, ctx.input.alarmGuid, ALARM_CLASS.storage);
  if (row.handle_status === HANDLE_STATUS.ignored) throw businessFailure('errors.alarmNotHandleable');
  const written = await ctx.db.transaction().execute((trx) =>
    recordHandling(trx, {
      guid: row.guid,
      userId: user.userId,
      now: ctx.deps.now(),
      remark: ctx.input.handleRemark,
      handleType: HANDLE_TYPE.opinion,
      status: ctx.input.handleStatus,
    }),
  );
  if (!written) throw businessFailure('errors.alarmNotHandleable');
  return null;
};
