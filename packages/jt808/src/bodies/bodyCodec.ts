import type { ByteReader } from '../bytes/ByteReader';
import type { ByteWriter } from '../bytes/ByteWriter';
import type { Edition } from '../header';

/** How one message id's body is read and written. Decoders may throw DecodeFailure; decodeFrame catches it. */
export interface BodyCodec<B extends { kind: string }> {
  messageId: number;
  kind: B['kind'];
  decode(r: ByteReader, edition: Edition): B;
  encode(w: ByteWriter, body: B, edition: Edition): void;
}

export function defineCodec<B extends { kind: string }>(codec: BodyCodec<B>): BodyCodec<B> {
  return codec;
}

/** A message whose body is empty by definition. */
export function emptyCodec<K extends string>(messageId: number, kind: K): BodyCodec<{ kind: K }> {
  return { messageId, kind, decode: () => ({ kind }), encode: () => undefined };
}
