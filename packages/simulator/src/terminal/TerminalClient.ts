import net from 'node:net';
import {
  decodeFrame,
  encodeBody,
  encodeMessage,
  encodeSubpackages,
  FrameSplitter,
  isoGmt8,
  TEXT_FLAG_TTS,
  type LocationReport,
  type Message,
  type MessageBody,
} from '@roadwatch/jt808';
import type { AudioContext, AudioHandler } from '../audio/AudioHandler';
import { TerminalCamera } from '../camera/TerminalCamera';
import type { Sample } from '../behaviour/Sample';
import type { SimClock } from '../clock/SimClock';
import type { Faults } from '../faults/faults';
import { corruptCheck, ESCAPE_HEAVY_SERIAL, splitIntoChunks } from '../faults/frameFaults';
import type { TerminalSpec } from '../fleet/SimVehicleSpec';
import type { ReceivedAv, ReceivedText, SimCounters, SimEvent } from '../stats';
import type { Random } from '../world';
import { attachmentListsOf } from './attachments';
import { buildReport, type ReportIdentity } from './buildReport';
import type { ConnectGate } from './ConnectGate';
import { driverCardBody } from './driverCard';
import { authenticationBody, registrationBody, terminalIdOf } from './identity';

/** What every terminal shares: where to connect, the clock, counters, faults and the audio extension. */
export interface TerminalHost {
  host: string;
  port: number;
  clock: SimClock;
  counters: SimCounters;
  faults: Faults;
  audio: AudioHandler;
  gate: ConnectGate;
  /** Network-side randomness: faults and back-off jitter, never the vehicles' world. */
  rng: Random;
  emit: ((event: SimEvent) => void) | null;
  /** A terminal went online or offline (the simulator's own bookkeeping, e.g. whenOnline). */
  onlineChanged(): void;
  /** Real milliseconds. */
  retry: { baseMs: number; maxMs: number; refusedMs: number };
  handshakeTimeoutMs: number;
  /** Reports kept per terminal while it cannot send; older ones are thinned beyond this. */
  maxStored: number;
}

export type TerminalState =
  'offline' | 'queued' | 'backoff' | 'connecting' | 'registering' | 'authenticating' | 'online' | 'stopped';

/** Body bytes available to a 0x0704 batch (the header's 10-bit length). */
const MAX_BATCH_BODY = 1023;
const BATCH_HEADER_BYTES = 3;
/** Replies to platform messages come back within one frame; 2 KB holds any escaped JT/T 808 frame. */
const RECEIVE_FRAME_BYTES = 2200;
const RESULT_SUCCESS = 0;
const RESULT_UNSUPPORTED = 3;

/** Share of alarm evidence uploads that never happen (storage full, camera fault). */
const ATTACHMENT_FAILURE_RATE = 0.1;
/** Card events and attachment lists kept while offline. */
const MAX_DEFERRED = 32;

/** A window of unacknowledged location reports for the fast bench mode. */
export interface FastPump {
  window: number;
  inflight: number;
  sent: number;
  acked: number;
  running: boolean;
  /** Builds the next report (the bench moves the vehicle itself, one second per report). */
  next(): LocationReport;
  lastAckAt: number;
}

/**
 * One simulated terminal's connection: TCP with back-off, register → auth code → authenticate, reports and
 * heartbeats, a blind-area store uploaded with 0x0704 after an outage, and replies to platform commands.
 */
export class TerminalClient {
  state: TerminalState = 'offline';
  readonly texts: ReceivedText[] = [];
  readonly av: ReceivedAv[] = [];
  /** Simulation time of the last frame written. */
  lastSentAt = -Infinity;
  fast: FastPump | null = null;

  private socket: net.Socket | null = null;
  private splitter: FrameSplitter | null = null;
  private serial: number;
  private authCode: string | null = null;
  private handshakeSerial = -1;
  private reRegistered = false;
  /** The platform refused this terminal; the next attempt waits the long refused back-off. */
  private refused = false;
  private attempts = 0;
  private holdsGate = false;
  private wantOnline = true;
  private stored: LocationReport[] = [];
  /** Card reports and attachment lists made while the link was down: sent after the blind-area upload. */
  private deferred: { messageId: number; body: MessageBody }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly queuedStart = () => this.open();
  private alarmSeq = 0;
  readonly identity: ReportIdentity;
  private audioContext: AudioContext | null = null;
  /** Made on the first picture: most terminals are never asked for one. */
  private cameraOf: TerminalCamera | null = null;

  constructor(
    readonly spec: TerminalSpec,
    /** The phone the terminal uses (differs from the spec's under the unknown-terminal fault). */
    readonly phone: string,
    private readonly host: TerminalHost,
    private readonly peek: () => Sample,
  ) {
    this.serial = host.faults.escapeHeavy ? ESCAPE_HEAVY_SERIAL : 0;
    this.identity = {
      edition: spec.edition,
      terminalModel: spec.terminalModel,
      terminalId: terminalIdOf(phone),
      nextAlarmId: () => (this.alarmSeq = (this.alarmSeq + 1) >>> 0),
      escapeHeavy: host.faults.escapeHeavy,
    };
  }

  get storedCount(): number {
    return this.stored.length;
  }

  /** Starts connecting (unless the vehicle's link is down). */
  start(): void {
    if (this.wantOnline) this.connectSoon(0);
  }

  /** A report is due: send it, or keep it for later when the link is down. */
  onSample(sample: Sample): void {
    if (this.state === 'stopped') return;
    this.identity.escapeHeavy = this.host.faults.escapeHeavy;
    const report = buildReport(sample, this.identity);
    const extras = this.extrasFor(sample, report);
    if (sample.link === 'online') {
      this.setWantOnline(true);
      if (this.state === 'online') {
        this.sendReport(report);
        for (const extra of extras) this.send(extra.messageId, extra.body);
        // An active-safety alarm: the picture of the camera that saw it goes up at once, on the terminal's own.
        for (const item of report.items) {
          if (item.type === 'adas' || item.type === 'dsm') {
            this.camera().uploadAlarmPicture(item.type === 'adas' ? 1 : 2);
          }
        }
      } else {
        this.store(report);
        this.defer(extras);
      }
      this.host.emit?.({ ...this.who(), type: 'report', time: sample.time, stored: this.state !== 'online' });
      return;
    }
    // A coverage hole keeps what the terminal measured; a terminal powered down keeps nothing.
    if (sample.link === 'gap') {
      this.store(report);
      this.defer(extras);
    }
    this.setWantOnline(false, sample.link);
    this.host.emit?.({ ...this.who(), type: 'report', time: sample.time, stored: sample.link === 'gap' });
  }

  /**
   * What goes with a report: the driver card event of the sample, and for each alarm with evidence its 0x1210 file
   * list (JT/T active-safety extension). One upload in ten fails for good (the photo-not-uploaded exception).
   */
  private extrasFor(sample: Sample, report: LocationReport): { messageId: number; body: MessageBody }[] {
    const extras: { messageId: number; body: MessageBody }[] = [];
    if (sample.driverCard) {
      extras.push({ messageId: 0x0702, body: driverCardBody(this.spec, sample.driverCard, sample.time) });
      this.host.counters.driverCardsSent += 1;
    }
    for (const list of attachmentListsOf(report)) {
      if (this.host.rng.chance(ATTACHMENT_FAILURE_RATE)) {
        this.host.counters.attachmentUploadsFailed += 1;
        continue;
      }
      extras.push({ messageId: 0x1210, body: list });
      this.host.counters.attachmentListsSent += 1;
    }
    return extras;
  }

  private defer(extras: readonly { messageId: number; body: MessageBody }[]): void {
    for (const extra of extras) {
      if (this.deferred.length >= MAX_DEFERRED) this.deferred.shift();
      this.deferred.push(extra);
    }
  }

  heartbeat(): void {
    if (this.state !== 'online') return;
    this.send(0x0002, { kind: 'heartbeat' });
    this.host.counters.heartbeatsSent += 1;
  }

  /** Drops the connection now (test hook and sudden-disconnect fault); the terminal reconnects with back-off. */
  disconnect(): void {
    if (this.socket) {
      this.host.counters.disconnects += 1;
      this.socket.destroy();
    }
  }

  stop(): Promise<void> {
    this.state = 'stopped';
    this.clearTimer();
    this.host.gate.cancel(this.queuedStart);
    this.releaseGate();
    if (this.audioContext) this.host.audio.stop?.(this.audioContext);
    const socket = this.socket;
    if (!socket || socket.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.destroy();
    });
  }

  /** Writes fast-mode reports while the window and the socket allow. */
  pumpFast(): void {
    const pump = this.fast;
    const socket = this.socket;
    if (!pump || !pump.running || this.state !== 'online' || !socket) return;
    while (pump.inflight < pump.window && !socket.writableNeedDrain) {
      this.sendReport(pump.next());
      pump.inflight += 1;
      pump.sent += 1;
    }
  }

  private who() {
    return { phone: this.phone, vehicleId: this.spec.vehicleId };
  }

  private setWantOnline(want: boolean, why: 'gap' | 'sleep' = 'gap'): void {
    if (want === this.wantOnline) return;
    this.wantOnline = want;
    if (want) {
      this.attempts = 0;
      if (this.state === 'offline' || this.state === 'backoff') this.connectSoon(0);
      return;
    }
    this.clearTimer();
    if (this.state === 'queued' && this.host.gate.cancel(this.queuedStart)) this.state = 'offline';
    if (this.state === 'backoff') this.state = 'offline';
    const socket = this.socket;
    if (!socket) return;
    // A coverage hole kills the link without a goodbye; a terminal powering down closes it.
    if (why === 'gap') socket.destroy();
    else {
      socket.end();
      setTimeout(() => socket.destroy(), 5000).unref();
    }
  }

  private connectSoon(delayMs: number): void {
    this.clearTimer();
    if (delayMs <= 0) {
      this.state = 'queued';
      this.host.gate.enter(this.queuedStart);
      return;
    }
    this.state = 'backoff';
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.state !== 'backoff') return;
      this.state = 'queued';
      this.host.gate.enter(this.queuedStart);
    }, delayMs);
  }

  private backoffMs(): number {
    const { baseMs, maxMs } = this.host.retry;
    const ms = Math.min(maxMs, baseMs * 2 ** Math.min(this.attempts, 12));
    return Math.round(ms * (0.5 + this.host.rng.float()));
  }

  /** Called by the gate with a slot held. */
  private open(): void {
    this.holdsGate = true;
    if (this.state !== 'queued' || !this.wantOnline) {
      this.releaseGate();
      if (this.state === 'queued') this.state = 'offline';
      return;
    }
    this.state = 'connecting';
    this.host.counters.connects += 1;
    const socket = net.connect({ host: this.host.host, port: this.host.port });
    socket.setNoDelay(true);
    this.socket = socket;
    this.splitter = new FrameSplitter({ maxFrameBytes: RECEIVE_FRAME_BYTES });
    socket.on('connect', () => this.onConnect());
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('drain', () => this.pumpFast());
    socket.on('error', () => {
      if (this.state === 'connecting') this.host.counters.connectFailures += 1;
    });
    socket.on('close', () => this.onClose(socket));
    this.armHandshakeTimer();
  }

  private armHandshakeTimer(): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.state === 'connecting' || this.state === 'registering' || this.state === 'authenticating') {
        this.host.counters.handshakeTimeouts += 1;
        this.socket?.destroy();
      }
    }, this.host.handshakeTimeoutMs);
  }

  private onConnect(): void {
    if (this.state !== 'connecting') return;
    if (this.authCode !== null) this.authenticate();
    else this.register();
  }

  private register(): void {
    this.state = 'registering';
    this.handshakeSerial = this.send(0x0100, registrationBody(this.spec, this.phone));
  }

  private authenticate(): void {
    this.state = 'authenticating';
    this.handshakeSerial = this.send(0x0102, authenticationBody(this.spec, this.phone, this.authCode ?? ''));
  }

  private becomeOnline(): void {
    this.state = 'online';
    this.attempts = 0;
    this.reRegistered = false;
    this.clearTimer();
    this.releaseGate();
    this.host.emit?.({ ...this.who(), type: 'online' });
    this.host.onlineChanged();
    this.flushStored();
    const deferred = this.deferred;
    this.deferred = [];
    for (const extra of deferred) this.send(extra.messageId, extra.body);
    this.pumpFast();
  }

  private refuse(stage: 'register' | 'authenticate', result: number): void {
    this.host.counters.refusals += 1;
    this.host.emit?.({ ...this.who(), type: 'refused', stage, result });
    this.refused = true;
    this.socket?.destroy();
  }

  private onClose(socket: net.Socket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.splitter = null;
    this.releaseGate();
    if (this.fast) this.fast.inflight = 0;
    if (this.audioContext) this.host.audio.stop?.(this.audioContext);
    const wasOnline = this.state === 'online';
    if (this.state === 'stopped') return;
    if (wasOnline) {
      this.host.emit?.({ ...this.who(), type: 'offline', reason: 'closed' });
      this.host.onlineChanged();
    }
    this.clearTimer();
    this.state = 'offline';
    if (!this.wantOnline) return;
    if (this.refused) {
      this.refused = false;
      this.attempts += 1;
      this.connectSoon(this.host.retry.refusedMs * (0.5 + this.host.rng.float()));
      return;
    }
    this.attempts = wasOnline ? 0 : this.attempts + 1;
    this.connectSoon(wasOnline ? Math.min(1000, this.backoffMs()) : this.backoffMs());
  }

  private releaseGate(): void {
    if (!this.holdsGate) return;
    this.holdsGate = false;
    this.host.gate.release();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private onData(chunk: Buffer): void {
    const splitter = this.splitter;
    if (!splitter) return;
    for (const frame of splitter.push(chunk).frames) {
      const decoded = decodeFrame(frame);
      if (!decoded.ok) {
        this.host.counters.badFramesReceived += 1;
        continue;
      }
      this.host.counters.framesReceived += 1;
      this.onMessage(decoded.message);
      if (this.socket === null) return;
    }
  }

  private onMessage(message: Message): void {
    const { header, body } = message;
    switch (body.kind) {
      case 'registrationReply':
        if (this.state !== 'registering' || body.replySerial !== this.handshakeSerial) return;
        if (body.result === 0) {
          this.authCode = body.authCode ?? '';
          this.authenticate();
        } else {
          this.refuse('register', body.result);
        }
        return;
      case 'platformGeneralReply':
        if (this.state === 'authenticating' && body.replyMessageId === 0x0102) {
          if (body.result === 0) this.becomeOnline();
          else if (!this.reRegistered) {
            // The platform forgot the code (or never issued it): register again once, then give up.
            this.reRegistered = true;
            this.authCode = null;
            this.register();
          } else this.refuse('authenticate', body.result);
          return;
        }
        this.host.counters.acksReceived += 1;
        if (this.fast && body.replyMessageId === 0x0200 && this.fast.inflight > 0) {
          this.fast.inflight -= 1;
          this.fast.acked += 1;
          this.fast.lastAckAt = performance.now();
          this.pumpFast();
        }
        return;
      case 'textMessage': {
        const text: ReceivedText = {
          text: body.text,
          tts: (body.flags & TEXT_FLAG_TTS) !== 0,
          flags: body.flags,
          textType: body.textType,
          serial: header.serial,
          at: this.host.clock.now(),
        };
        this.texts.push(text);
        this.host.counters.textsReceived += 1;
        this.reply(header.serial, header.messageId, RESULT_SUCCESS);
        this.host.emit?.({ ...this.who(), type: 'text', text });
        return;
      }
      case 'locationQuery':
        this.host.counters.locationQueries += 1;
        this.send(0x0201, {
          kind: 'locationQueryReply',
          replySerial: header.serial,
          location: buildReport(this.peek(), this.identity),
        });
        return;
      case 'avRequest': {
        const result = this.host.audio.onAvRequest(this.audio(), body);
        this.recordAv({
          kind: 'request',
          request: body,
          serial: header.serial,
          at: this.host.clock.now(),
          result,
        });
        if (result !== null) this.reply(header.serial, header.messageId, result);
        return;
      }
      case 'avControl': {
        const result = this.host.audio.onAvControl(this.audio(), body);
        this.recordAv({
          kind: 'control',
          control: body,
          serial: header.serial,
          at: this.host.clock.now(),
          result,
        });
        if (result !== null) this.reply(header.serial, header.messageId, result);
        return;
      }
      case 'cameraShoot':
        this.camera().onShoot(header.serial, body);
        return;
      case 'mediaUploadReply':
        this.cameraOf?.onUploadReply(body);
        return;
      default:
        // Platform commands we do not implement get the standard "unsupported" general reply.
        if (header.messageId >= 0x8000 && body.kind !== 'resendRequest') {
          this.reply(header.serial, header.messageId, RESULT_UNSUPPORTED);
        }
    }
  }

  /** The terminal's cameras (photos on 0x8801 and with its own alarms). */
  camera(): TerminalCamera {
    this.cameraOf ??= new TerminalCamera({
      plate: this.spec.plate,
      send: (messageId, body) => this.send(messageId, body),
      sendSubpackaged: (messageId, body, maxBodyBytes) => {
        const frames = encodeSubpackages(
          { header: { messageId, edition: this.spec.edition, phone: this.phone, serial: this.serial }, body },
          maxBodyBytes,
        );
        this.serial = (this.serial + frames.length) & 0xffff;
        for (const frame of frames) this.write(frame);
        return frames;
      },
      resend: (frames) => {
        for (const frame of frames) this.write(frame);
      },
      location: () => buildReport(this.peek(), this.identity),
      timeText: () => isoGmt8(this.host.clock.now()).slice(0, 19).replace('T', ' '),
    });
    return this.cameraOf;
  }

  private audio(): AudioContext {
    this.audioContext ??= {
      phone: this.phone,
      vehicleId: this.spec.vehicleId,
      edition: this.spec.edition,
      faults: this.host.faults,
      rng: this.host.rng,
      now: () => this.host.clock.now(),
    };
    return this.audioContext;
  }

  private recordAv(av: ReceivedAv): void {
    this.av.push(av);
    this.host.counters.avRequestsReceived += 1;
    this.host.emit?.({ ...this.who(), type: 'av', av });
  }

  private reply(replySerial: number, replyMessageId: number, result: number): void {
    this.send(0x0001, { kind: 'terminalGeneralReply', replySerial, replyMessageId, result });
  }

  private sendReport(report: LocationReport): void {
    this.send(0x0200, { kind: 'locationReport', ...report });
    this.host.counters.reportsSent += 1;
  }

  private store(report: LocationReport): void {
    if (this.stored.length >= this.host.maxStored) {
      // Keep the whole outage at half the resolution rather than only its end.
      const before = this.stored.length;
      this.stored = this.stored.filter((_, i) => i % 2 === 1);
      this.host.counters.storedDropped += before - this.stored.length;
    }
    this.stored.push(report);
  }

  /** Uploads the blind-area store as 0x0704 batches (type 1), each filling one frame. */
  private flushStored(): void {
    const edition = this.spec.edition;
    while (this.stored.length > 0 && this.state === 'online') {
      let bytes = BATCH_HEADER_BYTES;
      let count = 0;
      for (const report of this.stored) {
        const size =
          2 + encodeBody({ messageId: 0x0200, edition }, { kind: 'locationReport', ...report }).length;
        if (bytes + size > MAX_BATCH_BODY) break;
        bytes += size;
        count += 1;
      }
      const batch = this.stored.splice(0, Math.max(1, count));
      this.send(0x0704, { kind: 'locationBatch', batchType: 1, locations: batch });
      this.host.counters.batchesSent += 1;
      this.host.counters.batchedReports += batch.length;
    }
  }

  /** Encodes and writes one message; returns its serial. */
  private send(messageId: number, body: MessageBody): number {
    const serial = this.serial;
    this.serial = (this.serial + 1) & 0xffff;
    const frame = encodeMessage({
      header: { messageId, edition: this.spec.edition, phone: this.phone, serial },
      body,
    });
    this.write(frame);
    return serial;
  }

  private write(frame: Uint8Array): void {
    const socket = this.socket;
    if (!socket || socket.destroyed) return;
    const faults = this.host.faults;
    const counters = this.host.counters;
    const rng = this.host.rng;
    let bytes = frame;
    if (faults.badChecksumRate > 0 && rng.chance(faults.badChecksumRate)) {
      bytes = corruptCheck(frame);
      counters.faultBadChecksums += 1;
    }
    counters.framesSent += 1;
    counters.bytesSent += bytes.length;
    this.lastSentAt = this.host.clock.now();
    if (faults.disconnectRate > 0 && rng.chance(faults.disconnectRate)) {
      // Part of the frame, then the line drops: the gateway must discard the fragment.
      socket.write(bytes.subarray(0, rng.int(1, Math.max(1, bytes.length - 1))));
      counters.faultDisconnects += 1;
      socket.destroy();
      return;
    }
    if (faults.splitChunks) {
      counters.faultSplitFrames += 1;
      for (const chunk of splitIntoChunks(bytes, rng)) socket.write(chunk);
      return;
    }
    socket.write(bytes);
  }
}
