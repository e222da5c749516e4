import { MESSAGE_TYPES, type MessageType } from '@roadwatch/core';

/** The message centre's tabs (its `tabId` query): everything, the unread ones, then one per message type. */
export const MESSAGE_TABS = ['all', 'unread', ...MESSAGE_TYPES] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

export function messageTabOf(tabId: string | null): MessageTab {
  return (MESSAGE_TABS as readonly string[]).includes(tabId ?? '') ? (tabId as MessageTab) : 'all';
}

/** The list filter a tab stands for. */
export function filterOfTab(tab: MessageTab): { unreadOnly?: true; msgType?: MessageType } {
  if (tab === 'all') return {};
  if (tab === 'unread') return { unreadOnly: true };
  return { msgType: tab };
}

export const MESSAGE_TYPE_COLOURS: Record<MessageType, string> = {
  system: 'blue',
  alarm: 'red',
  task: 'orange',
  notice: 'green',
};
