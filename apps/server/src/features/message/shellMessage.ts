import { MESSAGE_TYPES, type MessageType, type ShellMessage, formatChinaTime } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/connect';
import { messageText } from './platformNotice';

/** Each stored message type (core MESSAGE_TYPES) has a translated label. */
const TYPE_LABEL = {
  system: 'errors.msgTypeSystem',
  alarm: 'errors.msgTypeAlarm',
  task: 'errors.msgTypeTask',
  notice: 'errors.msgTypeNotice',
} as const satisfies Record<MessageType, string>;

/** Where the popover's "more" link goes. */
export const MESSAGE_CENTRE_URL = '/messageCenter';

/** A stored type outside the known list (old data) is shown as a notice. */
export function messageTypeOf(stored: string): MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(stored) ? (stored as MessageType) : 'notice';
}

export interface MessageRow {
  id: number;
  source: number;
  msg_type: string;
  title: string;
  content: string;
  msg_key: string | null;
  msg_params: string | null;
  business_url: string;
  pub_time: number | string;
  read_at: number | string | null;
}

export function toShellMessage(t: TFunction, row: MessageRow): ShellMessage {
  const label = TYPE_LABEL[row.msg_type as MessageType] as string | undefined;
  const text = messageText(t, row);
  return {
    messageId: String(row.id),
    source: row.source,
    pubTime: formatChinaTime(Number(row.pub_time)),
    msgDTypeView: label ? t(label) : row.msg_type,
    title: text.title,
    businessUrl: row.business_url,
    msgContent: text.content,
  };
}

/** The caller's messages, newest first. */
export function userMessages(db: Database, userId: number) {
  return db
    .selectFrom('messages')
    .select([
      'id',
      'source',
      'msg_type',
      'title',
      'content',
      'msg_key',
      'msg_params',
      'business_url',
      'pub_time',
      'read_at',
    ])
    .where('user_id', '=', userId);
}
