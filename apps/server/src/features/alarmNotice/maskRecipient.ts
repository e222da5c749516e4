import type { AlarmNoticeChannel } from '@roadwatch/core';

/**
 * A recipient as the alarm dialog shows it: phone numbers keep their first 3 and last 4 digits (138****0000),
 * e-mail addresses the first letter of the mailbox and the domain (a***@x.com), WeChat ids their first and last
 * character. The terminal channel's recipient is the vehicle's plate, which the dialog shows anyway.
 */
export function maskRecipient(channel: AlarmNoticeChannel, value: string): string {
  if (channel === 'terminal') return value;
  if (channel === 'email') {
    const at = value.lastIndexOf('@');
    if (at > 0) return `${value.slice(0, 1)}***${value.slice(at)}`;
  }
  if (channel === 'sms' && value.length >= 8) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  if (value.length <= 2) return '*'.repeat(value.length);
  return `${value.slice(0, 1)}***${value.slice(-1)}`;
}
