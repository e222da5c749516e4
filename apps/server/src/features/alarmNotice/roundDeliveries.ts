import {
  ALARM_NOTICE_LIMITS,
  type AlarmNoticeChannel,
  type AlarmNoticeInput,
  type AlarmNoticeReason,
  type NotifyMethod,
} from '@roadwatch/core';
import { noticeText } from './noticeText';

/** One row a notice round writes: queued for sending, or skipped with its reason. */
export interface PlannedDelivery {
  channel: AlarmNoticeChannel;
  recipient: string;
  subject: string;
  body: string;
  tts: boolean;
  status: 'queued' | 'skipped';
  reason: AlarmNoticeReason | null;
}

const ADDRESS_OF = { sms: 'phone', email: 'email', wechat: 'wechat' } as const satisfies Record<
  NotifyMethod,
  keyof AlarmNoticeInput['contacts'][number]
>;

/**
 * What one round (0 the first notice, n the n-th reminder) sends: each method to each contact with an address
 * for it (once per address), and the cab's text. A channel without a sender, or a contact without the address, is
 * written as skipped so the dialog shows why nobody was told.
 */
export function roundDeliveries(
  input: AlarmNoticeInput,
  round: number,
  configured: ReadonlySet<AlarmNoticeChannel>,
): PlannedDelivery[] {
  const { subject, text } = noticeText(input.alarm, round, input.language);
  const rows: PlannedDelivery[] = [];
  const seen = new Set<string>();
  for (const method of input.methods) {
    // The settings allow 10 contacts; a longer list (an older or foreign setting) is cut, not sent to all.
    for (const contact of input.contacts.slice(0, ALARM_NOTICE_LIMITS.contactsMax)) {
      const address = contact[ADDRESS_OF[method]]?.trim() ?? '';
      const key = `${method}:${address || `name:${contact.name}`}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const reason: AlarmNoticeReason | null = !address
        ? 'noAddress'
        : configured.has(method)
          ? null
          : 'notConfigured';
      rows.push({
        channel: method,
        recipient: address || contact.name,
        subject,
        body: text,
        tts: false,
        status: reason ? 'skipped' : 'queued',
        reason,
      });
    }
  }
  const cab = input.terminalNotice;
  if (cab && cab.text.trim()) {
    const ready = configured.has('terminal');
    rows.push({
      channel: 'terminal',
      recipient: input.alarm.plate,
      subject: '',
      body: cab.text.trim(),
      tts: cab.mode === 'tts',
      status: ready ? 'queued' : 'skipped',
      reason: ready ? null : 'notConfigured',
    });
  }
  return rows;
}
