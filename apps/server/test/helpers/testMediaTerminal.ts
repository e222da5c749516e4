import net from 'node:net';
import { alawEncode, G711A_PAYLOAD_TYPE } from '@roadwatch/core';
import { encodeMediaPacket, type MediaPacket } from '@roadwatch/jt808';
import { MediaPacketReader } from '../../src/gateway/media/mediaPacketReader';

/**
 * A hand-driven JT/T 1078 media connection (a terminal's, or an impostor's): a real TCP socket from a chosen local
 * address (127.0.0.2 and the like are loopback too, so "another address" is testable), G.711A audio packets up,
 * every packet the server sends kept, and promises on arrival and close (no sleeps).
 */
export class TestMediaTerminal {
  readonly received: MediaPacket[] = [];
  closed = false;
  private readonly reader = new MediaPacketReader();
  private readonly closedPromise: Promise<void>;
  private readonly waiters: (() => void)[] = [];
  private sequence = 0;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received.push(...(this.reader.push(chunk) ?? []));
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('error', () => undefined);
    this.closedPromise = new Promise((resolve) =>
      socket.on('close', () => {
        this.closed = true;
        for (const wake of this.waiters.splice(0)) wake();
        resolve();
      }),
    );
  }

  static connect(port: number, localAddress = '127.0.0.1'): Promise<TestMediaTerminal> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
        socket.off('error', reject);
        resolve(new TestMediaTerminal(socket));
      });
      socket.once('error', reject);
    });
  }

  /** One 100 ms G.711A audio packet naming this SIM and channel. */
  sendAudio(sim: string, channel = 1, samples = new Int16Array(800).fill(4_000)): void {
    if (this.closed) return;
    this.socket.write(
      encodeMediaPacket({
        version: 2,
        padding: false,
        extension: false,
        csrcCount: 1,
        marker: true,
        payloadType: G711A_PAYLOAD_TYPE,
        sequence: this.sequence++,
        sim,
        channel,
        dataType: 3,
        subpackageFlag: 0,
        timestampMs: Date.now(),
        lastIFrameIntervalMs: null,
        lastFrameIntervalMs: null,
        bodyHex: Buffer.from(alawEncode(samples)).toString('hex'),
      }),
    );
  }

  /** Resolves once `count` packets have come from the server; rejects if the connection closes first. */
  async whenReceived(count = 1): Promise<void> {
    while (this.received.length < count) {
      if (this.closed) throw new Error(`closed after ${this.received.length} of ${count} packets`);
      await new Promise<void>((wake) => this.waiters.push(wake));
    }
  }

  whenClosed(): Promise<void> {
    return this.closedPromise;
  }

  close(): Promise<void> {
    this.socket.destroy();
    return this.closedPromise;
  }
}
