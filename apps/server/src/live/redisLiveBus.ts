import { connectRedisPair } from '../redis/connectRedisPair';
import type { LiveBus, LiveEvent } from './liveBus';

/** Every instance publishes to and listens on this one channel. */
export const LIVE_CHANNEL = 'roadwatch:live';

const EVENT_TYPES: ReadonlySet<string> = new Set(['vehicle', 'alarm', 'exception', 'temperature']);

interface Envelope {
  /** The publishing instance: it already delivered the event locally, so it skips its own copy. */
  origin: string;
  event: LiveEvent;
}

export interface RedisLiveBusOptions {
  channel?: string;
  /** Connection problems and dropped messages; the bus keeps working locally meanwhile. */
  onError?: (error: Error) => void;
}

/** A message from the channel, if it is one of ours; anything else on the channel is ignored. */
function parseEnvelope(text: string): Envelope | null {
  try {
    const value = JSON.parse(text) as Partial<Envelope> | null;
    const event = value?.event as Partial<LiveEvent> | undefined;
    if (
      typeof value?.origin !== 'string' ||
      !event ||
      typeof event.type !== 'string' ||
      !EVENT_TYPES.has(event.type) ||
      typeof event.companyId !== 'number' ||
      typeof event.departmentPath !== 'string'
    ) {
      return null;
    }
    return value as Envelope;
  } catch {
    return null;
  }
}

/**
 * The live bus across server instances: local subscribers get local events at once (synchronously, like the local
 * bus), every event is also published to Redis, and events from other instances are delivered to local subscribers.
 * Each subscriber sees each event exactly once. While Redis is unreachable, publishing fails fast (no unbounded
 * offline queue) and local delivery goes on; the subscriber reconnects and resubscribes by itself.
 * Resolves once the subscription is active, so nothing published by another instance afterwards is missed.
 */
export async function createRedisLiveBus(
  url: string,
  instanceId: string,
  options: RedisLiveBusOptions = {},
): Promise<LiveBus> {
  const channel = options.channel ?? LIVE_CHANNEL;
  const report = (error: Error) => options.onError?.(error);
  const listeners = new Set<(event: LiveEvent) => void>();
  const deliver = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };

  const { publisher, subscriber } = await connectRedisPair(url, channel, {
    onError: report,
    publisher: {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // Many small publishes (a vehicle state per report) go out together.
      enableAutoPipelining: true,
    },
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const envelope = parseEnvelope(text);
    if (envelope && envelope.origin !== instanceId) deliver(envelope.event);
  });

  return {
    publish(event) {
      deliver(event);
      const envelope: Envelope = { origin: instanceId, event };
      publisher.publish(channel, JSON.stringify(envelope)).catch((error: unknown) => {
        report(error instanceof Error ? error : new Error(String(error)));
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
