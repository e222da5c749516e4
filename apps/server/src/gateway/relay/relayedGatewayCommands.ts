import { randomUUID } from 'node:crypto';
import { captureCommandOptions } from '../captureCommand';
import {
  attemptTimeoutMs,
  CommandError,
  DEFAULT_COMMAND_RETRIES,
  DEFAULT_COMMAND_TIMEOUT_MS,
  type CommandOptions,
} from '../commandTracker';
import { connectRedisPair } from '../../redis/connectRedisPair';
import type { GatewayCommands } from '../gatewayCommands';
import {
  SESSIONS_KEY,
  aliveKey,
  commandChannel,
  parseRelayMessage,
  relayReplySchema,
  replyChannel,
  type RelayReply,
  type RelayRequest,
  type RelayedOp,
} from './relayMessages';

/** Beyond the command's own retry schedule, the time the relay itself may take (two Redis hops, a busy gateway). */
const RELAY_MARGIN_MS = 3_000;
/** Looking up a terminal's address involves no terminal: one attempt, a short wait. */
const ADDRESS_LOOKUP: CommandOptions = { timeoutMs: 1_000, retries: 0 };

export interface RelayedGatewayCommands extends GatewayCommands {
  close(): Promise<void>;
}

/** The longest a command may take at the gateway: every attempt's wait (JT/T 808 back-off), plus the relay. */
export function relayDeadlineMs(options: CommandOptions | undefined): number {
  const timeoutMs = options?.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
  const retries = options?.retries ?? DEFAULT_COMMAND_RETRIES;
  let total = 0;
  for (let attempt = 1; attempt <= retries + 1; attempt += 1) total += attemptTimeoutMs(timeoutMs, attempt);
  return total + RELAY_MARGIN_MS;
}

/**
 * Commands to terminals held by another process's gateway, through Redis (see commandRelayServer): the vehicle's
 * gateway is looked up in `SESSIONS_KEY`, a gateway whose liveness key has expired counts as none ('offline' at
 * once), and the request goes to that gateway's channel; its answer (the terminal's reply, or the CommandError
 * with its code and result) comes back on this process's reply channel. No answer by the command's own deadline
 * → 'timeout'.
 */
export async function createRelayedGatewayCommands(
  redisUrl: string,
  instanceId: string,
  onError?: (error: Error) => void,
): Promise<RelayedGatewayCommands> {
  const ownChannel = replyChannel(instanceId);
  const waiting = new Map<string, { settle(reply: RelayReply): void }>();
  const { publisher: redis, subscriber } = await connectRedisPair(redisUrl, ownChannel, {
    onError: (error) => onError?.(error),
    publisher: { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== ownChannel) return;
    const reply = parseRelayMessage(relayReplySchema, text);
    if (reply) waiting.get(reply.id)?.settle(reply);
  });

  /** The gateway holding the vehicle, when it is alive. */
  async function gatewayOf(vehicleId: number): Promise<string | null> {
    const gatewayId = await redis.hget(SESSIONS_KEY, String(vehicleId));
    if (!gatewayId) return null;
    return (await redis.exists(aliveKey(gatewayId))) === 1 ? gatewayId : null;
  }

  async function relay<T>(
    vehicleId: number,
    op: RelayedOp,
    args: unknown[],
    options?: CommandOptions,
  ): Promise<T> {
    const gatewayId = await gatewayOf(vehicleId).catch((error: unknown) => {
      throw new CommandError('offline', `gateway lookup failed: ${String(error)}`);
    });
    if (!gatewayId) throw new CommandError('offline', `vehicle ${vehicleId} has no connected terminal`);
    const request: RelayRequest = { id: randomUUID(), replyTo: ownChannel, vehicleId, op, args };
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(request.id);
        reject(new CommandError('timeout', `no answer from gateway ${gatewayId}`));
      }, relayDeadlineMs(options));
      waiting.set(request.id, {
        settle(reply) {
          clearTimeout(timer);
          waiting.delete(request.id);
          if (reply.ok) resolve(reply.value as T);
          else reject(new CommandError(reply.code, reply.message, reply.result));
        },
      });
      redis.publish(commandChannel(gatewayId), JSON.stringify(request)).catch((error: unknown) => {
        waiting.get(request.id)?.settle({
          id: request.id,
          ok: false,
          code: 'offline',
          message: `request not published: ${String(error)}`,
        });
      });
    });
  }

  return {
    send: (vehicleId, body, options) => relay(vehicleId, 'send', [body, options], options),
    sendText: (vehicleId, text, options) => relay(vehicleId, 'sendText', [text, options], options),
    queryLocation: (vehicleId, options) => relay(vehicleId, 'queryLocation', [options], options),
    requestAudioVideo: (vehicleId, request, options) =>
      relay(vehicleId, 'requestAudioVideo', [request, options], options),
    controlAudioVideo: (vehicleId, control, options) =>
      relay(vehicleId, 'controlAudioVideo', [control, options], options),
    capture: (vehicleId, input, options) =>
      relay(vehicleId, 'capture', [input, options], captureCommandOptions(input, options)),
    isOnline: async (vehicleId) => (await gatewayOf(vehicleId).catch(() => null)) !== null,
    // A quick question to the gateway holding the vehicle; no answer counts as no known address.
    terminalAddress: (vehicleId) =>
      relay<string | null>(vehicleId, 'terminalAddress', [], ADDRESS_LOOKUP).catch(() => null),
    // No gateway holding the vehicle (or none answering) means there is no session to close.
    disconnect: (vehicleId) => relay<boolean>(vehicleId, 'disconnect', [], ADDRESS_LOOKUP).catch(() => false),
    async close() {
      for (const entry of [...waiting.values()])
        entry.settle({ id: '', ok: false, code: 'offline', message: 'relay closed' });
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}
