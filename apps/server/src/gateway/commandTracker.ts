import type { Message } from '@roadwatch/jt808';

export type CommandErrorCode = 'offline' | 'timeout' | 'refused';

/** Why a command to a terminal did not succeed; `result` is the terminal's 0x0001 result when it refused. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
  constructor(
    readonly code: CommandErrorCode,
    message: string,
    readonly result?: number,
  ) {
    super(message);
  }
}

export interface CommandOptions {
  /** Wait for the first attempt; later attempts wait longer (see `attemptTimeoutMs`). Default 10 s. */
  timeoutMs?: number;
  /** Resends after a time-out, each with a new serial. Default 2. */
  retries?: number;
}

export const DEFAULT_COMMAND_TIMEOUT_MS = 10_000;
export const DEFAULT_COMMAND_RETRIES = 2;

const GENERAL_REPLY = 0x0001;

/** Commands answered by a message of their own rather than the 0x0001 general reply. */
const SPECIFIC_REPLIES: ReadonlyMap<number, number> = new Map([
  [0x8201, 0x0201], // location query → location query reply
  [0x9003, 0x1003], // audio/video attributes query → attributes
  [0x8801, 0x0805], // camera shoot → camera shoot reply (the media ids)
]);

/**
 * JT/T 808 § 4.4.3 retransmission: T(n+1) = T(n) × (n+1), so attempt n waits timeoutMs × n!. A terminal on a
 * congested link gets progressively more time instead of a burst of resends.
 */
export function attemptTimeoutMs(timeoutMs: number, attempt: number): number {
  let wait = timeoutMs;
  for (let n = 2; n <= attempt; n += 1) wait *= n;
  return wait;
}

interface Pending {
  messageId: number;
  replyId: number;
  keys: string[];
  attempt: number;
  timer: NodeJS.Timeout | undefined;
  resolve(reply: Message): void;
  reject(error: Error): void;
}

const keyOf = (messageId: number, serial: number) => `${messageId}:${serial}`;

/**
 * The commands one connection has sent and not yet seen answered. A reply to any attempt's serial settles the
 * command, so an acknowledgement that crosses a resend on the wire still counts.
 */
export class CommandTracker {
  private readonly bySerial = new Map<string, Pending>();
  private readonly active = new Set<Pending>();

  get size(): number {
    return this.active.size;
  }

  /** `transmit` writes one attempt with a fresh serial and returns that serial; it may throw (bad values). */
  start(messageId: number, transmit: () => number, options: CommandOptions = {}): Promise<Message> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    const retries = options.retries ?? DEFAULT_COMMAND_RETRIES;
    return new Promise<Message>((resolve, reject) => {
      const pending: Pending = {
        messageId,
        replyId: SPECIFIC_REPLIES.get(messageId) ?? GENERAL_REPLY,
        keys: [],
        attempt: 0,
        timer: undefined,
        resolve,
        reject,
      };
      const attempt = (): void => {
        pending.attempt += 1;
        let serial: number;
        try {
          serial = transmit();
        } catch (err) {
          this.finish(pending);
          reject(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        const key = keyOf(messageId, serial);
        pending.keys.push(key);
        this.bySerial.set(key, pending);
        pending.timer = setTimeout(
          () => {
            if (pending.attempt <= retries) {
              attempt();
              return;
            }
            this.finish(pending);
            reject(
              new CommandError(
                'timeout',
                `no reply to 0x${messageId.toString(16).padStart(4, '0')} after ${pending.attempt} attempt(s)`,
              ),
            );
          },
          attemptTimeoutMs(timeoutMs, pending.attempt),
        );
      };
      this.active.add(pending);
      attempt();
    });
  }

  /** Settles the command a terminal message answers; false when it answers none. */
  match(message: Message): boolean {
    const { body } = message;
    let pending: Pending | undefined;
    switch (body.kind) {
      case 'terminalGeneralReply': {
        pending = this.bySerial.get(keyOf(body.replyMessageId, body.replySerial));
        if (!pending) return false;
        if (body.result !== 0) {
          this.finish(pending);
          pending.reject(
            new CommandError(
              'refused',
              `terminal answered 0x${body.replyMessageId.toString(16).padStart(4, '0')} with result ${body.result}`,
              body.result,
            ),
          );
          return true;
        }
        // Accepted, but the answer proper (e.g. 0x0201) is still on its way.
        if (pending.replyId !== GENERAL_REPLY) return true;
        break;
      }
      case 'locationQueryReply':
        pending = this.bySerial.get(keyOf(0x8201, body.replySerial));
        break;
      case 'cameraShootReply':
        pending = this.bySerial.get(keyOf(0x8801, body.replySerial));
        break;
      case 'avAttributes':
        // 0x1003 carries no reply serial: it answers the oldest open query.
        for (const candidate of this.active) {
          if (candidate.messageId === 0x9003) {
            pending = candidate;
            break;
          }
        }
        break;
      default:
        return false;
    }
    if (!pending) return false;
    this.finish(pending);
    pending.resolve(message);
    return true;
  }

  rejectAll(error: CommandError): void {
    for (const pending of [...this.active]) {
      this.finish(pending);
      pending.reject(error);
    }
  }

  private finish(pending: Pending): void {
    clearTimeout(pending.timer);
    this.active.delete(pending);
    for (const key of pending.keys) if (this.bySerial.get(key) === pending) this.bySerial.delete(key);
  }
}
