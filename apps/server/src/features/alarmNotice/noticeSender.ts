import type { AlarmNoticeChannel, AlarmNoticeReason } from '@roadwatch/core';

/** One message to one recipient over one channel. */
export interface NoticeDelivery {
  channel: AlarmNoticeChannel;
  recipient: string;
  subject: string;
  body: string;
  /** Terminal notices: read aloud as well as shown. */
  tts: boolean;
  vehicleId: number;
}

/** A failed send: why (a reason key), whether trying again may help, and the provider's answer. */
export class NoticeSendError extends Error {
  override readonly name = 'NoticeSendError';
  constructor(
    readonly reason: AlarmNoticeReason,
    readonly transient: boolean,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export type NoticeSender = (delivery: NoticeDelivery) => Promise<void>;

/** The configured channels; a channel without a sender is recorded "not configured". */
export type NoticeSenders = Partial<Record<AlarmNoticeChannel, NoticeSender>>;

/** A provider's answer, short enough to show and store. */
export function shortDetail(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
