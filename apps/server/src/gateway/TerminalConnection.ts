import { timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import {
  FrameSplitter,
  MESSAGE_IDS,
  SubpackageAssembler,
  canonicalPhone,
  decodeFrame,
  encodeMessage,
  mediaUploadReplyFor,
  resendRequestFor,
  type Authentication,
  type DecodeError,
  type Edition,
  type LocationReport,
  type MediaUpload,
  type Message,
  type MessageBody,
  type MessageHeader,
  type RawBody,
  type Registration,
} from '@roadwatch/jt808';
import type { StoredReceipt, TerminalIdentity, TerminalSink } from '../pipeline/terminalSink';
import { CommandError, CommandTracker, type CommandOptions } from './commandTracker';
import type { GatewayContext } from './gatewayContext';
import { GeneralReplyEncoder } from './generalReplyEncoder';
import { sessionSlot, slotKey } from './sessionSlot';
import {
  imeiMatches,
  newAuthCode,
  registeredTerminal,
  registrationMatches,
  storeAuthenticatedRegistration,
  type RegisteredTerminal,
} from './terminalBinding';
import { findTerminalOwner, identityOf, type TerminalOwner } from './terminalDirectory';

export type DisconnectReason = Parameters<TerminalSink['disconnected']>[2];
export type CommandBody = Exclude<MessageBody, RawBody>;

/** 0x8001 results. */
const REPLY = { success: 0, failure: 1, badMessage: 2, unsupported: 3 } as const;
/**
 * 0x8100 results. Every refusal is 4 (terminal not in the database): an unknown number, a terminal not bound to
 * the number and a number online elsewhere must look alike to whoever sends the registration.
 */
const REGISTRATION = { success: 0, refused: 4 } as const;

/** Terminal → platform messages that are themselves answers: replying to them would start a ping-pong. */
const TERMINAL_REPLIES = new Set([0x0001, 0x0104, 0x0201, 0x0805, 0x1003]);
const MEDIA_UPLOAD = 0x0801;
/** Platform → terminal ids (0x8xxx, 0x9xxx) have bit 15 set. */
const PLATFORM_DIRECTION = 0x8000;
/** Unacknowledged shutdown: how long a closing socket may take to flush before it is destroyed. */
const END_GRACE_MS = 2_000;

/**
 * Connections with replies waiting for the end of this event-loop turn: a socket often delivers several chunks in
 * one turn (reading resumes after back-pressure, a terminal sends faster than we read), and each write is a system
 * call, so the replies to all of them leave in one write. One setImmediate serves every connection.
 */
const flushQueue: TerminalConnection[] = [];
function flushQueued(): void {
  // Connections queued while this runs (none should be) wait for the next turn rather than loop here.
  const queued = flushQueue.splice(0);
  for (const connection of queued) connection.flushNow();
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * One terminal's TCP connection: frames in, sessions (register → auth code → authenticate), replies and commands
 * out. Frames are handled strictly in order; while a database lookup (register, authenticate) is running the
 * socket is paused and later frames wait, so a terminal that sends its auth and first report back to back is
 * answered as if it had waited. Every entry point catches: nothing a terminal sends may take the process down.
 */
export class TerminalConnection implements StoredReceipt {
  identity: TerminalIdentity | null = null;
  lastFrameAt: number;
  /** Since when the connection has had no session: it must authenticate within `authTimeoutMs` of this. */
  private unauthenticatedSince: number;
  readonly remote: string;
  private readonly splitter = new FrameSplitter();
  private assembler: SubpackageAssembler | null = null;
  private readonly commands = new CommandTracker();
  private outbound: Uint8Array[] = [];
  private serial = 0;
  private edition: Edition = 2013;
  private protocolVersion: number | null = null;
  private phone = '';
  private registeredModel: string | null = null;
  /** The code the last accepted registration on this connection was given, until it is used to authenticate. */
  private registration: { slot: string; authCode: string; terminal: RegisteredTerminal } | null = null;
  private replyEncoder: GeneralReplyEncoder | null = null;
  /** The last header phone and its canonical form: every frame is checked against the session's phone. */
  private canonicalFrom = '';
  private canonical = '';
  private badFrames = 0;
  private garbageBytes = 0;
  private authFailures = 0;
  /** The media id of the last 0x0800: names an upload in 0x8800 when its first packet is the one missing. */
  private announcedMediaId: number | null = null;
  private busy = false;
  private flushScheduled = false;
  private readonly queue: Uint8Array[] = [];
  private paused = false;
  private closed = false;
  /** The IP address the terminal connects from (its JT/T 1078 media must come from the same one); kept after close. */
  readonly remoteAddress: string | null;

  constructor(
    private readonly socket: Socket,
    private readonly ctx: GatewayContext,
  ) {
    this.lastFrameAt = ctx.now();
    this.unauthenticatedSince = this.lastFrameAt;
    this.remote = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    this.remoteAddress = socket.remoteAddress ?? null;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (err) => {
      ctx.logger.debug({ err, remote: this.remote }, 'terminal socket error');
      this.close('error');
    });
    socket.on('close', () => this.close('closed'));
    this.updateFlow();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The edition the terminal speaks (from its latest frame); commands are encoded in it. */
  get terminalEdition(): Edition {
    return this.edition;
  }

  sendCommand(body: CommandBody, options?: CommandOptions): Promise<Message> {
    if (this.closed || !this.identity) {
      return Promise.reject(new CommandError('offline', 'the terminal is not connected'));
    }
    const messageId = MESSAGE_IDS[body.kind];
    return this.commands.start(
      messageId,
      () => {
        const serial = this.enqueue(messageId, body);
        this.flush();
        return serial;
      },
      options,
    );
  }

  /** Pause or resume reading: paused while a lookup runs or while the pipeline is behind. */
  updateFlow(): void {
    const pause = this.busy || this.ctx.isPaused();
    if (pause === this.paused || this.closed) return;
    this.paused = pause;
    if (pause) this.socket.pause();
    else this.socket.resume();
  }

  /** Periodic work from the gateway's timer: idle time-out and subpackage resend requests. */
  housekeeping(now: number): void {
    if (this.closed) return;
    const quietSince = Math.max(this.lastFrameAt, this.ctx.resumedAt());
    if (!this.ctx.isPaused() && now - quietSince >= this.ctx.limits.idleTimeoutMs) {
      this.ctx.logger.debug({ remote: this.remote, phone: this.phone }, 'terminal idle: closing');
      this.close('idle');
      return;
    }
    // Heartbeats do not keep a connection that never authenticates (time held back by back-pressure excepted).
    const waitingSince = Math.max(this.unauthenticatedSince, this.ctx.resumedAt());
    if (!this.identity && !this.ctx.isPaused() && now - waitingSince >= this.ctx.limits.authTimeoutMs) {
      this.ctx.warn(
        { remote: this.remote, phone: this.phone || undefined },
        'not authenticated in time: closing',
      );
      this.close('idle');
      return;
    }
    if (!this.assembler || this.assembler.pendingGroups === 0) return;
    const { resend, dropped } = this.assembler.sweep(now);
    for (const group of resend) {
      // A multimedia upload's missing packets are asked for with 0x8800, everything else's with 0x8003.
      const mediaReply =
        group.messageId === MEDIA_UPLOAD ? mediaUploadReplyFor(group, this.announcedMediaId) : null;
      if (mediaReply) this.enqueue(0x8800, mediaReply, group);
      else this.enqueue(0x8003, resendRequestFor(group), group);
    }
    for (const group of dropped) {
      this.ctx.warn(
        { remote: this.remote, phone: group.phone, missing: group.missing },
        'subpackages dropped',
      );
    }
    this.flush();
  }

  close(reason: DisconnectReason): void {
    if (this.closed) return;
    this.closed = true;
    this.queue.length = 0;
    this.assembler?.clear();
    this.commands.rejectAll(new CommandError('offline', 'the terminal disconnected'));
    this.endSession(reason);
    this.ctx.forget(this);
    if (this.socket.destroyed) return;
    // Let the last replies (an auth failure, say) reach the terminal, but do not wait on it forever.
    const last = this.takeOutbound();
    if (last) this.socket.end(last);
    else this.socket.end();
    setTimeout(() => this.socket.destroy(), END_GRACE_MS).unref();
  }

  private onData(chunk: Buffer): void {
    try {
      const split = this.splitter.push(chunk);
      if (split.discardedBytes > 0) this.countGarbage(split.discardedBytes);
      for (const frame of split.frames) {
        if (this.closed) return;
        if (this.busy) this.queue.push(frame);
        else this.handleFrame(frame);
      }
      this.flushThisTick();
      this.ctx.afterInput();
    } catch (err) {
      this.fail(err);
    }
  }

  private fail(err: unknown): void {
    this.ctx.logger.error(
      { err, remote: this.remote, phone: this.phone },
      'gateway failed on terminal input',
    );
    this.close('error');
  }

  private handleFrame(frame: Uint8Array): void {
    const decoded = decodeFrame(frame);
    if (!decoded.ok) {
      this.rejectFrame(frame.length, decoded.error);
      return;
    }
    const { header } = decoded.message;
    this.badFrames = 0;
    this.garbageBytes = 0;
    this.lastFrameAt = this.ctx.now();
    this.edition = header.edition;
    this.protocolVersion = header.protocolVersion;
    this.phone = header.phone;
    const pending = this.dispatch(decoded.message);
    if (pending) this.waitFor(pending);
  }

  /** Holds later frames back until an asynchronous handler is done, then carries on in order. */
  private waitFor(pending: Promise<void>): void {
    this.busy = true;
    this.updateFlow();
    pending
      .catch((err: unknown) => this.fail(err))
      .finally(() => {
        this.busy = false;
        if (this.closed) return;
        try {
          while (!this.busy && !this.closed && this.queue.length > 0) this.handleFrame(this.queue.shift()!);
          this.flush();
          this.updateFlow();
          this.ctx.afterInput();
        } catch (err) {
          this.fail(err);
        }
      });
  }

  private rejectFrame(length: number, error: DecodeError): void {
    this.badFrames += 1;
    this.ctx.warn(
      { remote: this.remote, phone: this.phone || undefined, code: error.code, detail: error.detail },
      'malformed JT/T 808 frame skipped',
    );
    this.countGarbage(length);
    if (this.badFrames > this.ctx.limits.maxBadFrames) {
      this.ctx.warn({ remote: this.remote, badFrames: this.badFrames }, 'too many bad frames: closing');
      this.close('error');
    }
  }

  private countGarbage(bytes: number): void {
    this.garbageBytes += bytes;
    if (this.garbageBytes > this.ctx.limits.maxGarbageBytes && !this.closed) {
      this.ctx.warn(
        { remote: this.remote, bytes: this.garbageBytes },
        'garbage without a valid frame: closing',
      );
      this.close('error');
    }
  }

  /** Registration and authentication look the terminal up: they come back as a promise to wait for. */
  private dispatch(message: Message): Promise<void> | undefined {
    const { header, body } = message;
    if (body.kind === 'raw' && body.reason === 'fragment') return this.onFragment(message);
    if (body.kind === 'registration') return this.register(header, body);
    if (body.kind === 'authentication') return this.authenticate(header, body);
    if (body.kind === 'mediaUpload') return this.storeMedia(header, body);
    this.handle(message);
    return undefined;
  }

  private handle(message: Message): void {
    const { header, body } = message;
    switch (body.kind) {
      case 'heartbeat':
        this.replyGeneral(header, REPLY.success);
        this.signOfLife(header);
        return;
      case 'terminalGeneralReply':
        if (this.identity && this.canonicalOf(header.phone) === this.identity.phone) {
          this.commands.match(message);
          this.signOfLife(header);
        }
        return;
    }
    if (TERMINAL_REPLIES.has(header.messageId) && !this.identity) return;
    const identity = this.identity;
    if (!identity) {
      this.replyGeneral(header, REPLY.failure);
      return;
    }
    if (this.canonicalOf(header.phone) !== identity.phone) {
      this.ctx.warn(
        { remote: this.remote, phone: header.phone, session: identity.phone },
        'frame for another phone',
      );
      this.replyGeneral(header, REPLY.failure);
      return;
    }
    switch (body.kind) {
      // Acknowledged by `reportsStored` once the pipeline committed them: a terminal retransmits what we never
      // acknowledged, so nothing it was told we have is lost to a crash or a full disk.
      case 'locationReport':
        this.deliver(identity, [body], header);
        return;
      case 'locationBatch':
        this.deliver(identity, body.locations, header);
        return;
      case 'locationQueryReply':
        this.deliver(identity, [body.location], null);
        this.commands.match(message);
        return;
      case 'unregister':
        this.replyGeneral(header, REPLY.success);
        this.endSession('closed');
        return;
      case 'driverIdentity':
        this.replyGeneral(header, REPLY.success);
        this.signOfLife(header);
        this.toSink('driver card', identity, () =>
          this.ctx.sink.driverCard?.(identity, body, this.ctx.now()),
        );
        return;
      case 'mediaEvent':
        this.announcedMediaId = body.mediaId;
        this.replyGeneral(header, REPLY.success);
        this.signOfLife(header);
        return;
      case 'alarmAttachmentInfo':
        this.replyGeneral(header, REPLY.success);
        this.signOfLife(header);
        this.toSink('alarm attachments', identity, () =>
          this.ctx.sink.alarmAttachments?.(identity, body.alarmIdentification, this.ctx.now()),
        );
        return;
    }
    this.signOfLife(header);
    if (TERMINAL_REPLIES.has(header.messageId)) {
      this.commands.match(message);
      return;
    }
    if (header.messageId === 0x8001) return;
    const unsupported = body.kind === 'raw' || (header.messageId & PLATFORM_DIRECTION) !== 0;
    this.replyGeneral(header, unsupported ? REPLY.unsupported : REPLY.success);
  }

  private canonicalOf(phone: string): string {
    if (phone !== this.canonicalFrom) {
      this.canonicalFrom = phone;
      this.canonical = canonicalPhone(phone);
    }
    return this.canonical;
  }

  /** Frames without location data still show the terminal is there (a parked vehicle mostly sends heartbeats). */
  private signOfLife(header: MessageHeader): void {
    const identity = this.identity;
    if (!identity || this.canonicalOf(header.phone) !== identity.phone) return;
    try {
      this.ctx.sink.alive(identity, this.ctx.now());
    } catch (err) {
      this.ctx.logger.error(
        { err, vehicleId: identity.vehicleId, siteId: identity.siteId },
        'pipeline failed on a sign of life',
      );
    }
  }

  private toSink(what: string, identity: TerminalIdentity, call: () => void): void {
    try {
      call();
    } catch (err) {
      this.ctx.logger.error(
        { err, vehicleId: identity.vehicleId, siteId: identity.siteId },
        `pipeline failed on ${what}`,
      );
    }
  }

  /**
   * A pipeline failure is the server's bug, not the terminal's: log it and keep the connection (the reports are not
   * acknowledged then). `header` is the frame to acknowledge once stored (null: an answer, never acknowledged).
   */
  private deliver(
    identity: TerminalIdentity,
    reports: readonly LocationReport[],
    header: MessageHeader | null,
  ): void {
    try {
      if (header) {
        // The serial and id of the frame ride along as one number: no object per report on the hot path.
        const token = header.serial + header.messageId * 0x10000;
        this.encoderFor(header);
        this.ctx.sink.locations(identity, reports, this.ctx.now(), this, token);
      } else this.ctx.sink.locations(identity, reports, this.ctx.now());
    } catch (err) {
      this.ctx.logger.error(
        { err, vehicleId: identity.vehicleId, siteId: identity.siteId },
        'pipeline failed on location reports',
      );
    }
  }

  private onFragment(message: Message): Promise<void> | undefined {
    if (!this.identity) {
      this.replyGeneral(message.header, REPLY.failure);
      return undefined;
    }
    this.assembler ??= new SubpackageAssembler(this.ctx.limits.subpackage);
    const result = this.assembler.add(message, this.ctx.now());
    switch (result.status) {
      case 'pending':
        return undefined;
      case 'complete':
        return this.dispatch(result.message);
      case 'invalid':
        this.ctx.warn(
          { remote: this.remote, code: result.error.code, detail: result.error.detail },
          'reassembled message malformed',
        );
        this.replyGeneral(result.header, REPLY.badMessage);
        return undefined;
      case 'rejected':
        this.ctx.warn({ remote: this.remote, reason: result.reason }, 'subpackage rejected');
        this.replyGeneral(message.header, REPLY.failure);
        return undefined;
    }
  }

  /**
   * A complete 0x0801: stored (file synced, row written) before 0x8800 tells the terminal it arrived, so a crash
   * never loses an acknowledged picture. Content the server refuses (not a JPEG, too large, over the terminal's
   * quota) gets 0x8001 result 2 (sending it again would not help); a failure to store gets no answer, so the
   * terminal sends it again later.
   */
  private async storeMedia(header: MessageHeader, body: MediaUpload): Promise<void> {
    const identity = this.identity;
    if (!identity || this.canonicalOf(header.phone) !== identity.phone) {
      this.replyGeneral(header, REPLY.failure);
      return;
    }
    this.signOfLife(header);
    const media = this.ctx.media;
    if (!media || identity.vehicleId === undefined) {
      this.replyGeneral(header, REPLY.unsupported);
      return;
    }
    let outcome;
    try {
      outcome = await media.store(identity, body);
    } catch (err) {
      this.ctx.logger.error(
        { err, vehicleId: identity.vehicleId, mediaId: body.mediaId },
        'media upload not stored: not acknowledged',
      );
      return;
    }
    if (this.closed) return;
    if (outcome.status === 'refused') {
      this.ctx.warn(
        { remote: this.remote, vehicleId: identity.vehicleId, mediaId: body.mediaId, reason: outcome.reason },
        'media upload refused',
      );
      this.replyGeneral(header, REPLY.badMessage);
      return;
    }
    this.enqueue(0x8800, { kind: 'mediaUploadReply', mediaId: body.mediaId, packetIndexes: [] }, header);
  }

  /**
   * 0x0100: only the terminal bound to the number, while the number has no terminal online, gets a fresh code. It
   * is kept on this connection and stored only when the terminal authenticates with it; nothing is written here.
   * Every refusal gets the same answer (terminal not in the database), so the replies tell a stranger neither
   * which numbers exist nor which are online.
   */
  private async register(header: MessageHeader, body: Registration): Promise<void> {
    const owner = await findTerminalOwner(this.ctx.db, header.phone);
    if (this.closed) return;
    const terminal = registeredTerminal(body, header.edition);
    const refusal = !owner
      ? 'unknown number'
      : !registrationMatches(owner.binding, terminal)
        ? 'terminal not bound to the number'
        : this.heldElsewhere(owner)
          ? 'number online on another connection'
          : null;
    const reply = (result: number, authCode: string | null) =>
      this.enqueue(
        0x8100,
        { kind: 'registrationReply', replySerial: header.serial, result, authCode },
        header,
      );
    if (!owner || refusal) {
      this.ctx.warn(
        { remote: this.remote, phone: header.phone, terminalId: terminal.terminalId, reason: refusal },
        'terminal registration refused',
      );
      reply(REGISTRATION.refused, null);
      return;
    }
    const authCode = newAuthCode();
    this.registration = { slot: slotKey(sessionSlot(this.ctx, owner)), authCode, terminal };
    reply(REGISTRATION.success, authCode);
  }

  /** Another live connection holds this owner's session, or is authenticating as it right now. */
  private heldElsewhere(owner: TerminalOwner): boolean {
    const slot = sessionSlot(this.ctx, owner);
    const holder = slot.sessions.get(slot.id);
    if (holder && holder !== this && !holder.isClosed) return true;
    const claimant = this.ctx.authenticating.get(slotKey(slot));
    return claimant !== undefined && claimant !== this;
  }

  /**
   * 0x0102: the code of this connection's registration (which then becomes the stored one), else the stored code,
   * and the bound IMEI where there is one. The first connection keeps the vehicle: while another connection holds
   * it, even the right code is refused, with the same answer as a wrong one.
   */
  private async authenticate(header: MessageHeader, body: Authentication): Promise<void> {
    const owner = await findTerminalOwner(this.ctx.db, header.phone);
    if (this.closed) return;
    const slot = owner ? sessionSlot(this.ctx, owner) : null;
    const registration = slot && this.registration?.slot === slotKey(slot) ? this.registration : null;
    const expected = registration ? registration.authCode : (owner?.authCode ?? '');
    const refusal = !owner
      ? 'unknown number'
      : expected === '' || !sameCode(body.authCode, expected)
        ? 'wrong code'
        : !imeiMatches(owner.binding, body.imei)
          ? 'IMEI not bound to the number'
          : registration && !registrationMatches(owner.binding, registration.terminal)
            ? 'terminal not bound to the number'
            : this.heldElsewhere(owner)
              ? 'number online on another connection'
              : null;
    if (!owner || !slot || refusal) {
      this.authFailures += 1;
      this.ctx.warn(
        { remote: this.remote, phone: header.phone, reason: refusal, failures: this.authFailures },
        'terminal authentication failed',
      );
      this.replyGeneral(header, REPLY.failure);
      if (this.authFailures >= this.ctx.limits.maxAuthFailures) this.close('error');
      return;
    }
    this.authFailures = 0;
    if (registration) {
      // Held while the new code is stored, so that no other connection can authenticate as this owner meanwhile.
      const key = slotKey(slot);
      this.ctx.authenticating.set(key, this);
      try {
        await storeAuthenticatedRegistration(this.ctx.db, owner, {
          authCode: registration.authCode,
          registered: registration.terminal,
          imei: body.imei,
        });
      } finally {
        if (this.ctx.authenticating.get(key) === this) this.ctx.authenticating.delete(key);
      }
      this.registration = null;
      if (this.closed) return;
      this.registeredModel = registration.terminal.model || null;
      this.ctx.logger.info(
        { [slot.key]: slot.id, terminalModel: registration.terminal.model, edition: header.edition },
        'terminal registered and authenticated: new code stored',
      );
    }
    if (this.identity && slot.sessions.get(slot.id) === this) {
      this.replyGeneral(header, REPLY.success);
      return;
    }
    this.endSession('closed');
    const identity = identityOf(owner, {
      phone: canonicalPhone(header.phone),
      terminalModel: this.registeredModel ?? owner.terminalModel,
      protocolVersion: header.edition,
    });
    this.identity = identity;
    slot.sessions.set(slot.id, this);
    this.ctx.authenticated(this, true);
    if (slot.key === 'vehicleId') this.ctx.vehicleSession(slot.id, true);
    this.replyGeneral(header, REPLY.success);
    try {
      this.ctx.sink.online(identity, this.ctx.now());
    } catch (err) {
      this.ctx.logger.error({ err, [slot.key]: slot.id }, 'pipeline failed on online');
    }
  }

  /** The session ends (unregister, replacement, close); the connection may stay open until the socket does. */
  private endSession(reason: DisconnectReason): void {
    const identity = this.identity;
    if (!identity) return;
    this.identity = null;
    if (!this.closed) {
      this.unauthenticatedSince = this.ctx.now();
      this.ctx.authenticated(this, false);
    }
    const slot = sessionSlot(this.ctx, identity);
    if (slot.sessions.get(slot.id) === this) {
      slot.sessions.delete(slot.id);
      if (slot.key === 'vehicleId') this.ctx.vehicleSession(slot.id, false);
    }
    try {
      this.ctx.sink.disconnected(identity, this.ctx.now(), reason);
    } catch (err) {
      this.ctx.logger.error(
        { err, vehicleId: identity.vehicleId, siteId: identity.siteId },
        'pipeline failed on disconnect',
      );
    }
  }

  /** The pipeline committed the reports of the frame `token` (serial + id × 0x10000): 0x8001 success now. */
  reportsStored(token: number): void {
    if (this.closed || !this.identity) return;
    const encoder = this.replyEncoder;
    if (!encoder) return;
    this.outbound.push(
      encoder.encode(this.takeSerial(), token & 0xffff, Math.floor(token / 0x10000), REPLY.success),
    );
    this.flushThisTick();
  }

  private replyGeneral(header: MessageHeader, result: number): void {
    const encoder = this.encoderFor(header);
    this.outbound.push(encoder.encode(this.takeSerial(), header.serial, header.messageId, result));
  }

  /** The 0x8001 encoder for the edition and phone form of `header` (kept: they rarely change). */
  private encoderFor(header: MessageHeader): GeneralReplyEncoder {
    const { edition, phone, protocolVersion } = header;
    let encoder = this.replyEncoder;
    if (!encoder || !encoder.fits(edition, phone, protocolVersion)) {
      encoder = new GeneralReplyEncoder(edition, phone, protocolVersion);
      this.replyEncoder = encoder;
    }
    return encoder;
  }

  private takeSerial(): number {
    const serial = this.serial;
    this.serial = (this.serial + 1) & 0xffff;
    return serial;
  }

  /** Encodes a platform message towards the terminal (in the edition and phone form it spoke); returns its serial. */
  private enqueue(
    messageId: number,
    body: MessageBody,
    toward: Pick<MessageHeader, 'edition' | 'phone'> = { edition: this.edition, phone: this.phone },
  ): number {
    const serial = this.takeSerial();
    const protocolVersion = toward.edition === 2019 ? (this.protocolVersion ?? 1) : null;
    this.outbound.push(
      encodeMessage({
        header: { messageId, edition: toward.edition, phone: toward.phone, serial, protocolVersion },
        body,
      }),
    );
    return serial;
  }

  private takeOutbound(): Uint8Array | undefined {
    const { outbound } = this;
    if (outbound.length === 0) return undefined;
    this.outbound = [];
    return outbound.length === 1 ? outbound[0] : Buffer.concat(outbound);
  }

  /** Replies to input go out once per event-loop turn (see flushQueue). */
  private flushThisTick(): void {
    if (this.flushScheduled || this.outbound.length === 0) return;
    this.flushScheduled = true;
    if (flushQueue.push(this) === 1) setImmediate(flushQueued);
  }

  /** For the turn's flush: writes what is queued. */
  flushNow(): void {
    this.flushScheduled = false;
    try {
      this.flush();
    } catch (err) {
      this.fail(err);
    }
  }

  /** One write for everything queued: replies to a chunk of frames leave in a single segment. */
  private flush(): void {
    if (this.closed) return;
    const data = this.takeOutbound();
    if (!data) return;
    if (this.socket.writableLength > this.ctx.limits.maxWriteBufferBytes) {
      this.ctx.warn(
        { remote: this.remote, queued: this.socket.writableLength },
        'terminal not reading replies',
      );
      this.close('error');
      return;
    }
    this.socket.write(data);
  }
}
