import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { blobPayload } from './blobPayload';

describe('blobPayload', () => {
  it('turns an async generator of chunks into a stream that yields them', async () => {
    async function* chunks() {
      yield Buffer.from('ab');
      yield new Uint8Array([0x63]);
    }
    const payload = blobPayload(chunks());
    expect(payload).toBeInstanceOf(Readable);
    const parts: Buffer[] = [];
    for await (const part of payload as Readable) parts.push(Buffer.from(part as Uint8Array));
    expect(Buffer.concat(parts).toString()).toBe('abc');
  });

  it('is sent by Fastify as the bytes of the generator, not as JSON', async () => {
    async function* chunks() {
      yield Buffer.from('PK');
      yield Buffer.from([0x03, 0x04]);
    }
    const app = Fastify();
    app.get('/file', async (_request, reply) => reply.send(blobPayload(chunks())));
    const response = await app.inject({ method: 'GET', url: '/file' });
    await app.close();
    expect(response.rawPayload).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it('leaves strings, bytes and streams as they are', () => {
    const stream = Readable.from(['x']);
    const bytes = new Uint8Array([1]);
    expect(blobPayload('text')).toBe('text');
    expect(blobPayload(bytes)).toBe(bytes);
    expect(blobPayload(stream)).toBe(stream);
  });
});
