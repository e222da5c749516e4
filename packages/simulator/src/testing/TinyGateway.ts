import net from 'node:net';
import {
  canonicalPhone,
  decodeFrame,
  encodeMessage,
  FrameSplitter,
  textFlags,
  type DecodeErrorCode,
  type Edition,
  type Message,
  type MessageBody,
} from '@roadwatch/jt808';

/** A message as the tiny gateway received it, with the connection it came on. */
export interface Received {
  message: Message;
  connection: number;
}

interface Session {
  id: number;
  socket: net.Socket;
  phone: string | null;
  edition: Edition;
  serial: number;
}

type Waiter = { match: (r: Received) => boolean; resolve: (r: Received) => void };
type Condition = { holds: () => boolean; resolve: () => void };

/**
 * A minimal JT/T 808 platform for the simulator's own tests: registers anyone (or only `knownPhones`), accepts the
 * auth code it issued, acknowledges everything with 0x8001, and lets a test send commands and wait for messages.
 * The real gateway lives in apps/server; this one only exists so the terminal can be tested on its own.
 */
export class TinyGateway {
  readonly received: Received[] = [];
  readonly badFrames: DecodeErrorCode[] = [];
  readonly closedConnections: number[] = [];
  private readonly sessions = new Map<number, Session>();
  private readonly waiters = new Set<Waiter>();
  private readonly conditions = new Set<Condition>();
  private server: net.Server | null = null;
  private nextId = 1;
  port = 0;

  constructor(private readonly options: { knownPhones?: readonly string[] } = {}) {}

  async listen(port = 0): Promise<number> {
    const server = net.createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** Stops listening and drops every connection (the platform "goes away"). */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sessions.values()) s.socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(match: (r: Received) => boolean, after = 0): Promise<Received> {
    const found = this.received.slice(after).find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.add({ match, resolve }));
  }

  /** Resolves once `holds()` is true, re-checked whenever a frame arrives or a connection closes. */
  until(holds: () => boolean): Promise<void> {
    if (holds()) return Promise.resolve();
    return new Promise((resolve) => this.conditions.add({ holds, resolve }));
  }

  private changed(): void {
    for (const c of this.conditions) {
      if (c.holds()) {
        this.conditions.delete(c);
        c.resolve();
      }
    }
  }

  /** Messages from one terminal (phone compared without leading zeros, so both editions match). */
  from(phone: string): Message[] {
    const p = canonicalPhone(phone);
    return this.received.filter((r) => canonicalPhone(r.message.header.phone) === p).map((r) => r.message);
  }

  /** Sends a platform message to the terminal's latest session; returns the serial used. */
  send(phone: string, messageId: number, body: MessageBody): number {
    const session = this.sessionOf(phone);
    const serial = session.serial;
    session.serial = (session.serial + 1) & 0xffff;
    session.socket.write(
      encodeMessage({ header: { messageId, edition: session.edition, phone: session.phone!, serial }, body }),
    );
    return serial;
  }

  sendText(phone: string, text: string, tts: boolean): number {
    const session = this.sessionOf(phone);
    return this.send(phone, 0x8300, {
      kind: 'textMessage',
      flags: textFlags({ tts, display: true }, session.edition),
      textType: session.edition === 2019 ? 1 : null,
      text,
    });
  }

  private sessionOf(phone: string): Session {
    const p = canonicalPhone(phone);
    let latest: Session | null = null;
    for (const s of this.sessions.values()) if (s.phone && canonicalPhone(s.phone) === p) latest = s;
    if (!latest) throw new Error(`terminal ${phone} is not connected`);
    return latest;
  }

  private accept(socket: net.Socket): void {
    const session: Session = { id: this.nextId++, socket, phone: null, edition: 2013, serial: 1 };
    this.sessions.set(session.id, session);
    const splitter = new FrameSplitter();
    socket.on('data', (chunk: Buffer) => {
      for (const frame of splitter.push(chunk).frames) {
        const decoded = decodeFrame(frame);
        if (!decoded.ok) this.badFrames.push(decoded.error.code);
        else this.handle(session, decoded.message);
        this.changed();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.sessions.delete(session.id);
      this.closedConnections.push(session.id);
      this.changed();
    });
  }

  private reply(session: Session, message: Message, body: MessageBody, messageId: number): void {
    const serial = session.serial;
    session.serial = (session.serial + 1) & 0xffff;
    session.socket.write(
      encodeMessage({
        header: { messageId, edition: message.header.edition, phone: message.header.phone, serial },
        body,
      }),
    );
  }

  private handle(session: Session, message: Message): void {
    const { header, body } = message;
    session.phone = header.phone;
    session.edition = header.edition;
    const record = { message, connection: session.id };
    this.received.push(record);
    for (const w of this.waiters) {
      if (w.match(record)) {
        this.waiters.delete(w);
        w.resolve(record);
      }
    }
    const known = this.options.knownPhones?.map(canonicalPhone);
    const ack = (result: number) =>
      this.reply(
        session,
        message,
        {
          kind: 'platformGeneralReply',
          replySerial: header.serial,
          replyMessageId: header.messageId,
          result,
        },
        0x8001,
      );
    switch (body.kind) {
      case 'registration': {
        const ok = !known || known.includes(canonicalPhone(header.phone));
        this.reply(
          session,
          message,
          {
            kind: 'registrationReply',
            replySerial: header.serial,
            result: ok ? 0 : 4,
            authCode: ok ? `AC${canonicalPhone(header.phone)}` : null,
          },
          0x8100,
        );
        return;
      }
      case 'authentication':
        ack(body.authCode === `AC${canonicalPhone(header.phone)}` ? 0 : 1);
        return;
      case 'terminalGeneralReply':
      case 'locationQueryReply':
        return;
      default:
        ack(0);
    }
  }
}
