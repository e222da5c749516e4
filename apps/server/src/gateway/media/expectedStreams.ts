/** What the platform asked a terminal for in 0x9101: the media connection it may open. */
export interface StreamRequestInput {
  vehicleId: number;
  sim: string;
  channel: number;
  /** IP address of the vehicle's authenticated JT/T 808 connection (null: none known, nothing can match). */
  terminalAddress: string | null;
}

/** One media connection the platform is waiting for (until it arrives, the request expires or is cancelled). */
export interface ExpectedStream {
  /** True once the terminal's own media connection has sent its first valid packet; false if it never does. */
  readonly flowing: Promise<boolean>;
  /** The request is over (0x9101 failed, the call ended): it admits nothing more and its connection is ended. */
  cancel(): void;
}

/** A request as the media server keeps it; `connection` is whatever stands for the one media connection it took. */
export interface StreamRequest<C> extends StreamRequestInput {
  key: string;
  expiresAt: number;
  connection: C | null;
  settle(flowing: boolean): void;
}

/** Streams are keyed by SIM (any form: leading zeros ignored) and logical channel. */
export const streamKey = (sim: string, channel: number) => `${sim.replace(/^0+/, '')}:${channel}`;

/** An address as the other side of a socket names it: IPv4 seen through a dual-stack socket is plain IPv4. */
export function normaliseAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** Why a media connection's first packet does not open a stream (refused and closed). */
export type AdmissionRefusal = 'unrequested' | 'otherAddress' | 'alreadyConnected';

/**
 * The open 0x9101 requests, one per SIM and channel (a newer request replaces the older one). A media connection
 * is admitted only for a request that is open and not yet answered by another connection, and only from the address
 * of the vehicle's JT/T 808 connection unless `checkAddress` is off (terminals behind carrier NAT).
 */
export class StreamRequests<C> {
  private readonly open = new Map<string, StreamRequest<C>>();

  constructor(private readonly checkAddress: boolean) {}

  add(input: StreamRequestInput, expiresAt: number, onSettle: (flowing: boolean) => void): StreamRequest<C> {
    const key = streamKey(input.sim, input.channel);
    let settled = false;
    const request: StreamRequest<C> = {
      ...input,
      terminalAddress: normaliseAddress(input.terminalAddress),
      key,
      expiresAt,
      connection: null,
      settle(flowing) {
        if (settled) return;
        settled = true;
        onSettle(flowing);
      },
    };
    this.open.set(key, request);
    return request;
  }

  get(key: string): StreamRequest<C> | undefined {
    return this.open.get(key);
  }

  /** The request a connection from `address` naming `key` may take, or why it may not. */
  admit(key: string, address: string | null): StreamRequest<C> | AdmissionRefusal {
    const request = this.open.get(key);
    if (!request) return 'unrequested';
    if (this.checkAddress && (address === null || request.terminalAddress !== address)) return 'otherAddress';
    if (request.connection !== null) return 'alreadyConnected';
    return request;
  }

  /** Forgets a request (answered connection gone, cancelled, replaced) if it is still the open one. */
  remove(request: StreamRequest<C>): void {
    if (this.open.get(request.key) === request) this.open.delete(request.key);
  }

  /** Requests no connection answered by `at`; they are removed and their waiters told. */
  expire(at: number): void {
    for (const request of [...this.open.values()]) {
      if (request.connection === null && at >= request.expiresAt) {
        this.open.delete(request.key);
        request.settle(false);
      }
    }
  }

  all(): StreamRequest<C>[] {
    return [...this.open.values()];
  }
}
