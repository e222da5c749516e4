import { alarmRulePage, alarmRuleUpdateOperation, type AlarmRuleType } from '@roadwatch/core';
import { ApiFailure } from '../../http/apiFailure';
import type { UserAuth } from '../../scope/authContext';

/** Reading a type's settings needs its page; saving and deleting `<page>:update`. Else 403. */
export async function requireAlarmRuleAccess(
  auth: UserAuth,
  type: AlarmRuleType,
  write: boolean,
): Promise<void> {
  const operations = await auth.operations();
  const needed = write ? alarmRuleUpdateOperation(type) : alarmRulePage(type);
  if (!operations.has(needed)) throw new ApiFailure(403, 'errors.noPermission');
}
