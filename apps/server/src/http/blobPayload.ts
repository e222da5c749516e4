import { Readable } from 'node:stream';

/**
 * Fastify sends strings, bytes and streams as they are but would write any other async iterable as JSON, so a
 * blob body that is only an async iterable (a generator of chunks) becomes a stream.
 */
export function blobPayload(result: unknown): unknown {
  const iterable =
    typeof result === 'object' &&
    result !== null &&
    Symbol.asyncIterator in result &&
    typeof (result as { pipe?: unknown }).pipe !== 'function';
  return iterable ? Readable.from(result as AsyncIterable<unknown>, { objectMode: false }) : result;
}
