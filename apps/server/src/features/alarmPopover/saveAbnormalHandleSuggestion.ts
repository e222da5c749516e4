import { HANDLE_STATUS, type ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { ABNORMAL_PAGE, requireOperation } from './alarmShellAccess';

/** Handles one unprocessed device exception in scope with the dialog's remark (the schema checks the remark). */
export const saveAbnormalHandleSuggestion: EndpointHandler<
  typeof ENDPOINTS.saveAbnormalHandleSuggestion
> = async (ctx) => {
  const user = requireUser(ctx);
  await requireOperation(user, `${ABNORMAL_PAGE}:handle`);
  const result = await ctx.db
    .updateTable('device_exceptions')
    .set({
      handle_status: HANDLE_STATUS.processed,
      handle_remark: ctx.input.handleRemark,
      handler_user_id: user.userId,
      handle_time: ctx.deps.now(),
    })
    .where('guid', '=', ctx.input.guid)
    .where('vehicle_id', '=', ctx.input.vehicleId)
    .where('handle_status', '=', HANDLE_STATUS.unprocessed)
    .where(inScope(user, 'device_exceptions'))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw businessFailure('errors.notFound');
  return null;
};
