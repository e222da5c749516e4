import net from 'node:net';
import {
  FRAME_FLAG,
  createLocationReport,
  decodeFrame,
  encodeMessage,
  unescapeBytes,
  wrapFrame,
  type Edition,
  type LocationReport,
} from '@roadwatch/jt808';

export interface BenchTerminal {
  phone: string;
  authCode: string;
  edition: Edition;
  /** 2019 terminals: the IMEI bound to the number (a placeholder when the database binds none). */
  imei?: string;
}

export interface FleetOptions {
  port: number;
  host: string;
  terminals: readonly BenchTerminal[];
  /** Frames a terminal may have unacknowledged; it sends the next when a 0x8001 comes back. */
  window: number;
  /** Location reports per frame: 1 sends 0x0200, more sends 0x0704 batches. */
  reportsPerFrame: number;
  /** GPS time of every terminal's first report; each later report is one second on. */
  firstGpsTime: number;
}

const BASIC_TIME_OFFSET = 22;
const MILEAGE_ITEM_BYTES = 6;
/** Location block: 28 basic bytes + the mileage item. */
const LOCATION_BYTES = 28 + MILEAGE_ITEM_BYTES;

function bcd(n: number): number {
  return ((Math.floor(n / 10) % 10) << 4) | (n % 10);
}

/** Writes `ms` as the 6-byte BCD YYMMDDhhmmss in GMT+8 at `at`. */
function writeBcdTime(target: Uint8Array, at: number, ms: number): void {
  const d = new Date(ms + 8 * 3_600_000);
  target[at] = bcd(d.getUTCFullYear() % 100);
  target[at + 1] = bcd(d.getUTCMonth() + 1);
  target[at + 2] = bcd(d.getUTCDate());
  target[at + 3] = bcd(d.getUTCHours());
  target[at + 4] = bcd(d.getUTCMinutes());
  target[at + 5] = bcd(d.getUTCSeconds());
}

/**
 * One simulated terminal, as lean as a benchmark needs: the report frame is encoded once with @roadwatch/jt808
 * and then only its serial, times and latitude are patched before `wrapFrame` adds the check code and escaping.
 * Acknowledgements are counted by their 0x7e flags (two per frame; the payload never holds a bare 0x7e).
 */
class LeanTerminal {
  socket!: net.Socket;
  acknowledgedFrames = 0;
  private flags = 0;
  private inFlight = 0;
  private serial = 1;
  private gpsTime: number;
  private readonly payload: Uint8Array;
  private readonly serialAt: number;
  private readonly timeOffsets: number[];
  private readonly latOffsets: number[];
  private latitudeMicro: number;
  sending = false;

  constructor(
    readonly spec: BenchTerminal,
    private readonly fleet: BenchFleet,
    index: number,
  ) {
    const { edition } = spec;
    this.gpsTime = fleet.options.firstGpsTime;
    const latitude = 22 + (index % 1000) / 100;
    const longitude = 110 + Math.floor(index / 1000) / 2;
    this.latitudeMicro = Math.round(latitude * 1e6);
    const location: LocationReport = createLocationReport({
      edition,
      status: { acc: true, positioned: true, gps: true },
      latitude,
      longitude,
      speedKmh: 48,
      directionDeg: 0,
      time: this.gpsTime,
      items: [{ itemId: 0x01, type: 'mileage', mileageKm: 12_345.6 }],
    });
    const perFrame = fleet.options.reportsPerFrame;
    const header = { edition, phone: spec.phone, serial: 0, protocolVersion: edition === 2019 ? 1 : null };
    const frame =
      perFrame === 1
        ? encodeMessage({
            header: { ...header, messageId: 0x0200 },
            body: { kind: 'locationReport', ...location },
          })
        : encodeMessage({
            header: { ...header, messageId: 0x0704 },
            body: {
              kind: 'locationBatch',
              batchType: 0,
              locations: Array.from({ length: perFrame }, () => location),
            },
          });
    const unescaped = unescapeBytes(frame.subarray(1, frame.length - 1));
    if (!unescaped.ok) throw new Error(unescaped.error.detail);
    this.payload = unescaped.value.slice(0, unescaped.value.length - 1);
    const bodyAt = edition === 2019 ? 17 : 12;
    this.serialAt = bodyAt - 2;
    const locationsAt =
      perFrame === 1
        ? [bodyAt]
        : Array.from({ length: perFrame }, (_, i) => bodyAt + 3 + i * (2 + LOCATION_BYTES) + 2);
    this.timeOffsets = locationsAt.map((at) => at + BASIC_TIME_OFFSET);
    this.latOffsets = locationsAt.map((at) => at + 8);
  }

  connect(): Promise<void> {
    const { port, host } = this.fleet.options;
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host, noDelay: true });
      this.socket = socket;
      let authenticated = false;
      socket.once('error', reject);
      socket.once('connect', () => {
        const auth = encodeMessage({
          header: {
            messageId: 0x0102,
            edition: this.spec.edition,
            phone: this.spec.phone,
            serial: 0,
            protocolVersion: this.spec.edition === 2019 ? 1 : null,
          },
          body: {
            kind: 'authentication',
            authCode: this.spec.authCode,
            imei: this.spec.edition === 2019 ? this.spec.imei || '860000000000000' : null,
            softwareVersion: this.spec.edition === 2019 ? 'bench' : null,
          },
        });
        socket.write(auth);
      });
      socket.on('data', (chunk: Buffer) => {
        if (!authenticated) {
          const reply = decodeFrame(chunk);
          if (
            !reply.ok ||
            reply.message.body.kind !== 'platformGeneralReply' ||
            reply.message.body.result !== 0
          ) {
            reject(new Error(`terminal ${this.spec.phone} was not authenticated`));
            socket.destroy();
            return;
          }
          authenticated = true;
          socket.off('error', reject);
          socket.on('error', () => undefined);
          resolve();
          return;
        }
        this.onReplies(chunk);
      });
    });
  }

  private onReplies(chunk: Buffer): void {
    let at = chunk.indexOf(FRAME_FLAG);
    while (at !== -1) {
      this.flags += 1;
      at = chunk.indexOf(FRAME_FLAG, at + 1);
    }
    const frames = this.flags >> 1;
    this.flags &= 1;
    this.acknowledgedFrames += frames;
    this.inFlight -= frames;
    this.fleet.acknowledgedReports += frames * this.fleet.options.reportsPerFrame;
    if (this.sending) this.fill();
  }

  /**
   * Refills the window in one write once at least half of it is free: a terminal with reports queued sends them
   * back to back rather than one per acknowledgement.
   */
  fill(): void {
    const { window } = this.fleet.options;
    const free = window - this.inFlight;
    if (free <= 0 || (this.inFlight > 0 && free < Math.ceil(window / 2))) return;
    const frames: Uint8Array[] = [];
    for (let i = 0; i < free; i += 1) frames.push(this.nextFrame());
    this.inFlight += free;
    this.socket.write(frames.length === 1 ? frames[0]! : Buffer.concat(frames));
  }

  private nextFrame(): Uint8Array {
    const p = this.payload;
    p[this.serialAt] = (this.serial >> 8) & 0xff;
    p[this.serialAt + 1] = this.serial & 0xff;
    this.serial = (this.serial + 1) & 0xffff;
    for (let i = 0; i < this.timeOffsets.length; i += 1) {
      writeBcdTime(p, this.timeOffsets[i]!, this.gpsTime);
      this.gpsTime += 1_000;
      // A few metres north per report: the vehicle moves.
      this.latitudeMicro += 30;
      const lat = this.latOffsets[i]!;
      p[lat] = (this.latitudeMicro >>> 24) & 0xff;
      p[lat + 1] = (this.latitudeMicro >>> 16) & 0xff;
      p[lat + 2] = (this.latitudeMicro >>> 8) & 0xff;
      p[lat + 3] = this.latitudeMicro & 0xff;
    }
    return wrapFrame(p);
  }
}

/** Many lean terminals: connect and authenticate them, then have them report as fast as the gateway acknowledges. */
export class BenchFleet {
  acknowledgedReports = 0;
  private readonly terminals: LeanTerminal[];

  constructor(readonly options: FleetOptions) {
    this.terminals = options.terminals.map((spec, i) => new LeanTerminal(spec, this, i));
  }

  /** Connects and authenticates every terminal, `concurrency` handshakes at a time; returns the elapsed ms. */
  async connect(concurrency: number): Promise<number> {
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < this.terminals.length) {
        const terminal = this.terminals[next++]!;
        await terminal.connect();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return performance.now() - started;
  }

  start(): void {
    for (const terminal of this.terminals) {
      terminal.sending = true;
      terminal.fill();
    }
  }

  stop(): void {
    for (const terminal of this.terminals) terminal.sending = false;
  }

  /**
   * Paced reporting (not started): each terminal sends what its window allows now, e.g. one report per call with
   * window 1. Called once a second, every terminal reports every second, as a live fleet does.
   */
  tick(): void {
    for (const terminal of this.terminals) terminal.fill();
  }

  async close(): Promise<void> {
    await Promise.all(
      this.terminals.map(
        (t) =>
          new Promise<void>((resolve) => {
            if (!t.socket || t.socket.destroyed) {
              resolve();
              return;
            }
            t.socket.once('close', () => resolve());
            t.socket.end();
          }),
      ),
    );
  }
}
