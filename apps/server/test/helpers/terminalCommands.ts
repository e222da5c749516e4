import type { Message } from '@roadwatch/jt808';
import { CommandError } from '../../src/gateway/commandTracker';
import type { TestTerminal } from './testTerminal';

/** The terminal's 0x0001 answer to a platform message (result 0 accepts it). */
export function acknowledge(t: TestTerminal, message: Message, result = 0): void {
  t.send(0x0001, {
    kind: 'terminalGeneralReply',
    replySerial: message.header.serial,
    replyMessageId: message.header.messageId,
    result,
  });
}

/** The CommandError a command to a terminal fails with; anything else (or success) fails the test. */
export async function commandRejection(promise: Promise<unknown>): Promise<CommandError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof CommandError) return err;
    throw err;
  }
  throw new Error('expected the command to fail');
}
