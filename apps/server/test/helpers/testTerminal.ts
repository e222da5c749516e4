import net from 'node:net';
import {
  FrameSplitter,
  createLocationReport,
  decodeFrame,
  encodeMessage,
  type Edition,
  type Message,
  type MessageBody,
  type MessageKind,
} from '@roadwatch/jt808';
import { MANUFACTURER_ID, imeiOf, terminalIdOf } from '@roadwatch/simulator/world';

/**
 * A scripted JT/T 808 terminal for gateway tests: a real TCP socket, frames built with @roadwatch/jt808, every
 * frame the gateway sends decoded and kept, and promises that resolve when a matching one arrives (no sleeps).
 */
export class TestTerminal {
  readonly received: Message[] = [];
  private readonly splitter = new FrameSplitter();
  private readonly waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  private readonly closedPromise: Promise<void>;
  private serial = 0;
  closed = false;

  private constructor(
    readonly socket: net.Socket,
    readonly phone: string,
    readonly edition: Edition,
  ) {
    socket.on('data', (chunk: Buffer) => {
      for (const frame of this.splitter.push(chunk).frames) {
        const decoded = decodeFrame(frame);
        if (!decoded.ok) throw new Error(`gateway sent a bad frame: ${decoded.error.detail}`);
        this.received.push(decoded.message);
        for (const waiter of [...this.waiters]) {
          if (waiter.match(decoded.message)) {
            this.waiters.splice(this.waiters.indexOf(waiter), 1);
            waiter.resolve(decoded.message);
          }
        }
      }
    });
    socket.on('error', () => undefined);
    this.closedPromise = new Promise((resolve) =>
      socket.on('close', () => {
        this.closed = true;
        resolve();
      }),
    );
  }

  /** `localAddress`: another loopback source (127.0.0.x) for tests of per-address limits. */
  static connect(
    port: number,
    phone: string,
    edition: Edition = 2013,
    localAddress?: string,
  ): Promise<TestTerminal> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
        socket.off('error', reject);
        resolve(new TestTerminal(socket, phone, edition));
      });
      socket.once('error', reject);
    });
  }

  /** The frame for a message from this terminal; the serial advances unless given. */
  frame(messageId: number, body: MessageBody, serial = this.nextSerial()): Uint8Array {
    const header = {
      messageId,
      edition: this.edition,
      phone: this.edition === 2019 ? this.phone.padStart(20, '0') : this.phone.padStart(12, '0'),
      serial,
      protocolVersion: this.edition === 2019 ? 1 : null,
    };
    return encodeMessage({ header, body });
  }

  nextSerial(): number {
    const serial = this.serial;
    this.serial = (this.serial + 1) & 0xffff;
    return serial;
  }

  write(bytes: Uint8Array | Uint8Array[]): void {
    this.socket.write(Array.isArray(bytes) ? Buffer.concat(bytes) : bytes);
  }

  /** Sends a message and returns its serial. */
  send(messageId: number, body: MessageBody): number {
    const serial = this.nextSerial();
    this.write(this.frame(messageId, body, serial));
    return serial;
  }

  /** The next message (already received after `since`, or still to come) that matches. */
  waitFor(match: (m: Message) => boolean, since = 0): Promise<Message> {
    const already = this.received.slice(since).find(match);
    if (already) return Promise.resolve(already);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  /** The reply (0x8001, 0x8100) to one of our serials. */
  replyTo(serial: number, kind: MessageKind = 'platformGeneralReply'): Promise<Message> {
    return this.waitFor(
      (m) => m.body.kind === kind && 'replySerial' in m.body && m.body.replySerial === serial,
    );
  }

  /**
   * 0x0100 as the terminal the simulator (and the seed's binding) derives from this phone, unless told otherwise:
   * terminal id from the number, maker RWSIM.
   */
  async register(
    model = 'GT-1013',
    identity: { terminalId?: string; maker?: string } = {},
  ): Promise<Message> {
    const serial = this.send(0x0100, {
      kind: 'registration',
      provinceId: 31,
      cityId: 100,
      manufacturerId: identity.maker ?? MANUFACTURER_ID,
      terminalModel: model,
      terminalId: identity.terminalId ?? terminalIdOf(this.phone),
      plateColor: 2,
      plate: '沪A12345',
    });
    return this.replyTo(serial, 'registrationReply');
  }

  /** 0x0102; a 2019 terminal sends the IMEI the simulator derives from this phone unless told otherwise. */
  async authenticate(authCode: string, imei = imeiOf(this.phone)): Promise<Message> {
    const serial = this.send(0x0102, {
      kind: 'authentication',
      authCode,
      imei: this.edition === 2019 ? imei : null,
      softwareVersion: this.edition === 2019 ? 'RW-1.0' : null,
    });
    return this.replyTo(serial);
  }

  /** Registers, authenticates with the code it got, and returns that code. */
  async login(): Promise<string> {
    const reply = await this.register();
    if (reply.body.kind !== 'registrationReply' || reply.body.result !== 0 || !reply.body.authCode) {
      throw new Error(`registration refused: ${JSON.stringify(reply.body)}`);
    }
    const auth = await this.authenticate(reply.body.authCode);
    if (auth.body.kind !== 'platformGeneralReply' || auth.body.result !== 0) {
      throw new Error(`authentication refused: ${JSON.stringify(auth.body)}`);
    }
    return reply.body.authCode;
  }

  locationBody(overrides: { time?: number; speedKmh?: number; acc?: boolean } = {}): MessageBody {
    return {
      kind: 'locationReport',
      ...createLocationReport({
        edition: this.edition,
        status: { acc: overrides.acc ?? true, positioned: true },
        latitude: 31.2304,
        longitude: 121.4737,
        speedKmh: overrides.speedKmh ?? 42,
        directionDeg: 90,
        time: overrides.time ?? Date.now(),
      }),
    };
  }

  whenClosed(): Promise<void> {
    return this.closedPromise;
  }

  close(): Promise<void> {
    this.socket.end();
    return this.closedPromise;
  }
}
