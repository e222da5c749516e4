import { Redis, type RedisOptions } from 'ioredis';

export interface RedisPair {
  /** Commands and publishing. */
  publisher: Redis;
  /** Subscribed to the channel (a subscribing connection can do nothing else). */
  subscriber: Redis;
}

/**
 * The two connections a pub/sub user of Redis needs, connected and subscribed to `channel` before it resolves
 * (so nothing published afterwards is missed); both report errors to `onError` and reconnect by themselves. On a
 * failure to connect both are dropped and the error is thrown.
 */
export async function connectRedisPair(
  url: string,
  channel: string,
  options: { onError: (error: Error) => void; publisher?: RedisOptions },
): Promise<RedisPair> {
  const publisher = new Redis(url, { ...options.publisher, lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', options.onError);
  subscriber.on('error', options.onError);
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return { publisher, subscriber };
}
