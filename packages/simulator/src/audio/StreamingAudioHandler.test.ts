import net from 'node:net';
import { alawDecode, alawEncode, G711A_PAYLOAD_TYPE, rms } from '@roadwatch/core';
import { encodeMediaPacket, type AvRequest } from '@roadwatch/jt808';
import { afterEach, describe, expect, it } from 'vitest';
import { createFaults } from '../faults/faults';
import { Random } from '../world';
import type { AudioContext } from './AudioHandler';
import { MediaStreamReader } from './MediaStreamReader';
import { createStreamingAudioHandler } from './StreamingAudioHandler';

const servers: net.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

function context(faults = createFaults({})): AudioContext {
  return {
    phone: '014512345678',
    vehicleId: 1,
    edition: 2013,
    faults,
    rng: new Random(1),
    now: () => Date.now(),
  };
}

async function mediaServer(): Promise<{ port: number; connection: Promise<net.Socket> }> {
  let accept: (s: net.Socket) => void = () => undefined;
  const connection = new Promise<net.Socket>((resolve) => (accept = resolve));
  const server = net.createServer((socket) => accept(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, connection };
}

const request = (port: number, dataType: number): AvRequest => ({
  kind: 'avRequest',
  serverIp: '127.0.0.1',
  tcpPort: port,
  udpPort: 0,
  channel: 1,
  dataType,
  streamType: 0,
});

describe('the streaming audio terminal', () => {
  it('connects to the 0x9101 address, speaks, hears the platform and echoes it', async () => {
    const handler = createStreamingAudioHandler({ connectDelayMs: 0 });
    const { port, connection } = await mediaServer();
    const ctx = context();
    expect(handler.onAvRequest(ctx, request(port, 2))).toBe(0);
    const socket = await connection;
    const reader = new MediaStreamReader();
    const heard: Int16Array[] = [];
    socket.on('data', (chunk) => {
      for (const p of reader.push(chunk)) {
        expect(p).toMatchObject({
          sim: '014512345678',
          channel: 1,
          dataType: 3,
          payloadType: G711A_PAYLOAD_TYPE,
        });
        heard.push(alawDecode(Buffer.from(p.bodyHex, 'hex')));
      }
    });
    // The platform speaks a loud 1 kHz tone for a second.
    const tone = Int16Array.from({ length: 8000 }, (_, i) =>
      Math.round(20000 * Math.sin((2 * Math.PI * 1000 * i) / 8000)),
    );
    for (let i = 0; i < 10; i++) {
      socket.write(
        encodeMediaPacket({
          version: 2,
          padding: false,
          extension: false,
          csrcCount: 1,
          marker: true,
          payloadType: G711A_PAYLOAD_TYPE,
          sequence: i,
          sim: '014512345678',
          channel: 1,
          dataType: 3,
          subpackageFlag: 0,
          timestampMs: Date.now(),
          lastIFrameIntervalMs: null,
          lastFrameIntervalMs: null,
          bodyHex: Buffer.from(alawEncode(tone.subarray(i * 800, (i + 1) * 800))).toString('hex'),
        }),
      );
    }
    await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThan(12);
    const stats = handler.streams()[0]!;
    expect(stats.samplesHeard).toBe(8000);
    expect(stats.heardRms).toBeGreaterThan(0.4);
    // Its reply is audible, and louder once the echo of the tone comes back.
    const levels = heard.map((h) => rms(h, 32768));
    expect(Math.max(...levels)).toBeGreaterThan(0.2);
    expect(
      handler.onAvControl(ctx, {
        kind: 'avControl',
        channel: 1,
        command: 4,
        closeType: 0,
        switchStreamType: 0,
      }),
    ).toBe(0);
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(handler.streams()[0]?.connected).toBe(false);
  });

  it('reproduces the ERR_ paths: no answer, refusal, and no media connection', async () => {
    const handler = createStreamingAudioHandler({ connectDelayMs: 0 });
    const { port } = await mediaServer();
    expect(
      handler.onAvRequest(context(createFaults({ intercom: { noReplyRate: 1 } })), request(port, 2)),
    ).toBeNull();
    expect(
      handler.onAvRequest(context(createFaults({ intercom: { rejectRate: 1 } })), request(port, 2)),
    ).toBe(1);
    expect(
      handler.onAvRequest(context(createFaults({ intercom: { mediaError: 'ERR_006' } })), request(port, 3)),
    ).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(handler.streams()).toHaveLength(0);
  });
});
