import { describe, expect, it } from 'vitest';
import { relayDeadlineMs } from './relayedGatewayCommands';
import { parseRelayMessage, relayReplySchema, relayRequestSchema } from './relayMessages';

describe('command relay messages', () => {
  it("waits for the command's whole JT/T 808 retry schedule plus the relay's own margin", () => {
    // TTS: 5 s, one retry → 5 s + 10 s.
    expect(relayDeadlineMs({ timeoutMs: 5_000, retries: 1 })).toBe(15_000 + 3_000);
    // Defaults: 10 s, two retries → 10 + 20 + 60 s.
    expect(relayDeadlineMs(undefined)).toBe(90_000 + 3_000);
  });

  it('brings a Buffer in an answer back as a Buffer', () => {
    const text = JSON.stringify({ id: 'r1', ok: true, value: { raw: Buffer.from([1, 2, 255]) } });
    const reply = parseRelayMessage(relayReplySchema, text);
    expect(reply?.ok && (reply.value as { raw: Buffer }).raw).toEqual(Buffer.from([1, 2, 255]));
  });

  it('takes nothing that is not one of our requests', () => {
    const valid = {
      id: 'q1',
      replyTo: 'roadwatch:gateway:replies:web-1',
      vehicleId: 7,
      op: 'sendText',
      args: ['hello', null],
    };
    expect(parseRelayMessage(relayRequestSchema, JSON.stringify(valid))).toEqual(valid);
    for (const bad of [
      'not json',
      JSON.stringify({ ...valid, op: 'shutdown' }),
      JSON.stringify({ ...valid, vehicleId: -1 }),
      // Answers may only go to a relay reply channel, never to another channel of the same Redis.
      JSON.stringify({ ...valid, replyTo: 'roadwatch:live' }),
    ])
      expect(parseRelayMessage(relayRequestSchema, bad)).toBeNull();
  });
});
