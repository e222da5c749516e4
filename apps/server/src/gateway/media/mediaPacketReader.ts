import { decodeMediaPacket, type MediaPacket } from '@roadwatch/jt808';

/** A JT/T 1078 connection that sends more than this without a whole packet is not a media stream. */
const MAX_PENDING_BYTES = 64 * 1024;

/**
 * Cuts a TCP byte stream into JT/T 1078 packets. The SIM width (6 or 10 BCD bytes) is learnt from the first
 * packet; a packet split across chunks waits for the rest. `push` returns the whole packets so far, or null when
 * the stream is garbage (no marker, or too much without a packet) and the connection should be dropped.
 */
export class MediaPacketReader {
  private pending = new Uint8Array(0);
  private simBytes: 6 | 10 | undefined;

  push(chunk: Uint8Array): MediaPacket[] | null {
    const joined = new Uint8Array(this.pending.length + chunk.length);
    joined.set(this.pending);
    joined.set(chunk, this.pending.length);
    let at = 0;
    const packets: MediaPacket[] = [];
    while (joined.length - at >= 4) {
      const rest = joined.subarray(at);
      const result = decodeMediaPacket(rest, this.simBytes ? { simBytes: this.simBytes } : {});
      if (result.ok) {
        this.simBytes ??= result.packet.sim.length > 12 ? 10 : 6;
        packets.push(result.packet);
        at += result.consumed;
        continue;
      }
      if (result.error.code === 'badHeader') return null;
      break; // truncated or not yet decidable: wait for more bytes
    }
    this.pending = joined.slice(at);
    return this.pending.length > MAX_PENDING_BYTES ? null : packets;
  }
}
