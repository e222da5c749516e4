import { HANDLE_STATUS, type HandleStatus, type HandleType } from '@roadwatch/core';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.gen';

export interface HandlingRecord {
  guid: string;
  userId: number;
  now: number;
  remark: string;
  handleType: HandleType;
  status: HandleStatus;
}

/**
 * Writes one handling: the alarm's status, handler, time, type and remark, plus a history row. Returns false
 * (and writes nothing) when the alarm was ignored in the meantime.
 */
export async function recordHandling(trx: Transaction<DB>, r: HandlingRecord): Promise<boolean> {
  const updated = await trx
    .updateTable('alarms')
    .set({
      handle_status: r.status,
      handler_user_id: r.userId,
      handle_time: r.now,
      handle_type: r.handleType,
      handle_remark: r.remark,
    })
    .where('guid', '=', r.guid)
    .where('handle_status', '!=', HANDLE_STATUS.ignored)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('alarm_handles')
    .values({
      alarm_guid: r.guid,
      handle_type: r.handleType,
      remark: r.remark,
      time: r.now,
      user_id: r.userId,
    })
    .execute();
  return true;
}
