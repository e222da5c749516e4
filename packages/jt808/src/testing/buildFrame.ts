import { encodeMessage } from '../encodeMessage';
import type { Edition } from '../header';

/** A correctly framed message around arbitrary body bytes, for tests that need a specific (possibly bad) body. */
export function frameWithBody(
  messageId: number,
  bodyHex: string,
  options: { edition?: Edition; phone?: string; serial?: number } = {},
): Uint8Array {
  const edition = options.edition ?? 2013;
  return encodeMessage({
    header: { messageId, edition, phone: options.phone ?? '13800138000', serial: options.serial ?? 1 },
    body: { kind: 'raw', reason: 'unsupportedMessage', hex: bodyHex },
  });
}
