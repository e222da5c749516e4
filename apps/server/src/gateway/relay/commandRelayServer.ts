import type { Redis } from 'ioredis';
import { connectRedisPair } from '../../redis/connectRedisPair';
import { CommandError } from '../commandTracker';
import type { GatewayCommands } from '../gatewayCommands';
import type { GatewayLogger } from '../gatewayLogger';
import {
  SESSIONS_KEY,
  aliveKey,
  commandChannel,
  parseRelayMessage,
  relayRequestSchema,
  type RelayReply,
  type RelayRequest,
} from './relayMessages';

/** The gateway's liveness key lives this long; the heartbeat renews it (and re-asserts presence) every third. */
export const GATEWAY_ALIVE_MS = 30_000;

// Deletes the presence entry only when it still names this gateway: a vehicle that has meanwhile reconnected to
// another gateway keeps that one.
const DELETE_IF_MINE = `if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then return redis.call('HDEL', KEYS[1], ARGV[1]) end return 0`;

export interface CommandRelayServer {
  /** Commands arriving before the gateway listens are answered 'offline'. */
  serve(local: GatewayCommands): void;
  /** The gateway's session hook: a vehicle's terminal authenticated here, or its session here ended. */
  vehicleSession(vehicleId: number, online: boolean): void;
  /** Stops taking requests and withdraws this gateway's presence. */
  close(): Promise<void>;
}

export interface CommandRelayServerOptions {
  redisUrl: string;
  /** This gateway's id (unique per process). */
  gatewayId: string;
  logger: GatewayLogger;
  aliveMs?: number;
}

async function execute(local: GatewayCommands | null, request: RelayRequest): Promise<unknown> {
  if (!local) throw new CommandError('offline', 'the gateway is not listening yet');
  // The arguments come from another process of ours; the gateway validates them as it encodes (bad values throw).
  // JSON turns an absent options argument into null.
  const args = request.args.map((arg) => (arg === null ? undefined : arg));
  const call = local[request.op] as (vehicleId: number, ...rest: unknown[]) => Promise<unknown>;
  return call.call(local, request.vehicleId, ...args);
}

function failureReply(id: string, error: unknown): RelayReply {
  if (error instanceof CommandError)
    return { id, ok: false, code: error.code, message: error.message, result: error.result };
  // Anything else (a value the encoder refuses) is the terminal's command not being sent: refused.
  return { id, ok: false, code: 'refused', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The gateway's side of the command relay: it takes requests addressed to it (`commandChannel(gatewayId)`), sends
 * them through its own connections and publishes the outcome to the requester's reply channel. It announces which
 * vehicles it holds (`SESSIONS_KEY`) and that it is alive (`aliveKey`, renewed by a heartbeat that also re-asserts
 * every held vehicle, so a Redis restart heals within one beat).
 */
export async function startCommandRelayServer(
  options: CommandRelayServerOptions,
): Promise<CommandRelayServer> {
  const { gatewayId, logger } = options;
  const aliveMs = options.aliveMs ?? GATEWAY_ALIVE_MS;
  const held = new Set<number>();
  let local: GatewayCommands | null = null;
  let closed = false;
  const warn = (err: unknown, msg: string) => logger.warn({ err }, msg);

  const { publisher: redis, subscriber } = await connectRedisPair(
    options.redisUrl,
    commandChannel(gatewayId),
    { onError: (err) => warn(err, 'command relay: redis error'), publisher: { maxRetriesPerRequest: 1 } },
  );
  redis.defineCommand('hdelIfMine', { numberOfKeys: 1, lua: DELETE_IF_MINE });
  const hdelIfMine = (vehicleId: number) =>
    (redis as Redis & { hdelIfMine(key: string, field: string, value: string): Promise<number> }).hdelIfMine(
      SESSIONS_KEY,
      String(vehicleId),
      gatewayId,
    );

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== commandChannel(gatewayId)) return;
    const request = parseRelayMessage(relayRequestSchema, text);
    if (!request) {
      logger.warn({ channel }, 'command relay: ignored a malformed request');
      return;
    }
    void execute(local, request)
      .then(
        (value): RelayReply => ({ id: request.id, ok: true, value }),
        (error: unknown) => failureReply(request.id, error),
      )
      .then((reply) => redis.publish(request.replyTo, JSON.stringify(reply)))
      .catch((err: unknown) => warn(err, 'command relay: reply not published'));
  });

  const beat = async () => {
    const pipeline = redis.multi().set(aliveKey(gatewayId), '1', 'PX', aliveMs);
    if (held.size > 0)
      pipeline.hset(SESSIONS_KEY, Object.fromEntries([...held].map((id) => [String(id), gatewayId])));
    await pipeline.exec();
  };

  try {
    await beat();
  } catch (error) {
    redis.disconnect();
    subscriber.disconnect();
    throw error;
  }
  const heartbeat = setInterval(() => {
    beat().catch((err: unknown) => warn(err, 'command relay: heartbeat failed'));
  }, aliveMs / 3);
  heartbeat.unref();

  return {
    serve(commands) {
      local = commands;
    },
    vehicleSession(vehicleId, online) {
      if (closed) return;
      if (online) {
        held.add(vehicleId);
        redis
          .hset(SESSIONS_KEY, String(vehicleId), gatewayId)
          .catch((err: unknown) => warn(err, 'command relay: presence not recorded'));
      } else {
        held.delete(vehicleId);
        hdelIfMine(vehicleId).catch((err: unknown) => warn(err, 'command relay: presence not withdrawn'));
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      try {
        await subscriber.unsubscribe();
        await Promise.all([...held].map((id) => hdelIfMine(id)));
        await redis.del(aliveKey(gatewayId));
      } catch (err) {
        warn(err, 'command relay: presence not withdrawn on close');
      }
      held.clear();
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}
