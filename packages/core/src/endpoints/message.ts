import { z } from 'zod';
import type { Page } from '../api/envelope';
import { endpoint } from '../api/endpoint';
import type { ReadMessageResponse, ShellMessage } from '../types/shell';
import { VMSG } from '../validators/messages';

/** Message ids are integers sent as text. */
export const messageIdText = z
  .string({ error: VMSG.invalid })
  .regex(/^[1-9]\d{0,15}$/, { error: VMSG.invalid });

/** A message of the message centre with its read state. */
export interface MessageCentreItem extends ShellMessage {
  read: boolean;
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
    request: z.strictObject({ messageId: messageIdText.optional() }),
  }),
  /** One page of the user's messages, newest first. */
  fetchMessageList: endpoint<Page<MessageCentreItem>>()({
    name: 'fetchMessageList',
    method: 'POST',
    module: 'message',
    path: '/fetchMessageList',
    access: 'session',
    request: fetchMessageListRequest,
  }),
} as const;
