import { z } from 'zod';
import type { Page } from '../api/envelope';
import { endpoint } from '../api/endpoint';
import type { ReadMessageResponse, ShellMessage } from '../types/shell';
import { VMSG } from '../validators/messages';

/** Message ids are integers sent as text. */
export const messageIdText = z
  .string({ error: VMSG.invalid })
  .regex(/^[1-9]\d{0,15}$/, { error: VMSG.invalid });

/** Message types as stored; the message centre has a tab for each (seed 000 §3 "Message", msgDTypeView). */
export const MESSAGE_TYPES = ['system', 'alarm', 'task', 'notice'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A message of the message centre with its read state and its type. */
export interface MessageCentreItem extends ShellMessage {
  read: boolean;
  msgType: MessageType;
}

/** A page of the message centre plus the caller's unread count (all types), for the tab badge. */
export interface MessageCentrePage extends Page<MessageCentreItem> {
  unreadCount: number;
}

export const fetchMessageListRequest = z.strictObject({
  curPage: z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(1, { error: VMSG.tooSmall })
    .max(100_000, { error: VMSG.tooBig }),
  pageSize: z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(1, { error: VMSG.tooSmall })
    .max(100, { error: VMSG.tooBig }),
  /** Only unread messages. */
  unreadOnly: z.boolean({ error: VMSG.invalid }).optional(),
  /** Only messages of this type. */
  msgType: z.enum(MESSAGE_TYPES, { error: VMSG.invalid }).optional(),
});

/** Message popover and message centre (seed 000 §2.5). */
export const messageEndpoints = {
  /** Marks one message read, or all of the user's messages when messageId is absent. */
  readMessage: endpoint<ReadMessageResponse>()({
    name: 'readMessage',
    method: 'GET',
    module: 'message',
    path: '/readMessage',
    access: 'session',
    changesState: true,
    request: z.strictObject({ messageId: messageIdText.optional() }),
  }),
  /** One page of the user's messages, newest first. */
  fetchMessageList: endpoint<MessageCentrePage>()({
    name: 'fetchMessageList',
    method: 'POST',
    module: 'message',
    path: '/fetchMessageList',
    access: 'session',
    request: fetchMessageListRequest,
  }),
} as const;
