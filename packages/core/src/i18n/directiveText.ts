import type { TFunction } from 'i18next';
import type { DirectiveParams, DirectiveRecordRow } from '../reports/directiveRecordReport';

const k = (key: string) => `eventReports.directiveRecord.${key}`;

/** A command's name in words (its kind, else "other command"), as the report and its export show it. */
export function directiveKindText(t: TFunction, kind: DirectiveRecordRow['kind']): string {
  return t(k(`kinds.${kind ?? 'unknown'}`));
}

/** A command's parameters in words: the text, the channel, the photo count, joined; empty when it had none. */
export function directiveParamsText(t: TFunction, params: DirectiveParams): string {
  const parts: string[] = [];
  if (params.channel !== undefined) parts.push(t(k('paramText.channel'), { channel: params.channel }));
  if (params.count !== undefined) parts.push(t(k('paramText.count'), { count: params.count }));
  if (params.text !== undefined)
    parts.push(t(k('paramText.text'), { text: params.text, interpolation: { escapeValue: false } }));
  return parts.join(' · ');
}

/** The message id as JT/T 808 writes it: 0x8300. */
export const messageIdText = (messageId: number) => `0x${messageId.toString(16).padStart(4, '0')}`;
