import { LIMITS, type SentryInfo } from '@roadwatch/core';
import type { Database } from '../../db/connect';

/**
 * The oldest unanswered duty check of the company whose reply window is still open, as the reply box shows it;
 * null when there is none.
 */
export async function pendingSentry(
  db: Database,
  companyId: number,
  now: number,
): Promise<SentryInfo | null> {
  const row = await db
    .selectFrom('sentry_messages')
    .select(['msg_id', 'plat_id', 'plat_name', 'insert_time', 'content'])
    .where('company_id', '=', companyId)
    .where('answered_at', 'is', null)
    .where('insert_time', '>=', now - LIMITS.sentryReplyWindowMs)
    .where('insert_time', '<=', now)
    .orderBy('insert_time')
    .orderBy('msg_id')
    .executeTakeFirst();
  if (!row) return null;
  return {
    flag: 1,
    msgId: row.msg_id,
    platId: row.plat_id,
    platName: row.plat_name,
    msgInsertTime: Number(row.insert_time),
    msgContent: row.content,
    answerContent: '',
  };
}
