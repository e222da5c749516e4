import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { overTempAlarm } from './overTempAlarm';
import { recheckResults } from './recheckResults';

/** Records a recheck result (confirmed or false alarm, remark at most 200 characters) on an alarm the caller sees. */
export const overTempRecheckRecord: EndpointHandler<typeof ENDPOINTS.overTempRecheckRecord> = async ({
  db,
  deps,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const { alarm } = await overTempAlarm(db, auth, input.alarmGuid);
  const at = deps.now();
  await db
    .insertInto('over_temp_rechecks')
    .values({
      company_id: auth.companyId,
      alarm_guid: alarm.guid,
      result: input.result,
      remark: input.remark,
      user_id: auth.userId,
      at,
    })
    .execute();
  const [saved] = await recheckResults(db, alarm.guid);
  return saved ?? { result: input.result, remark: input.remark, operator: auth.userName, at };
};
