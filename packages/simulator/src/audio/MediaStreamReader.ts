import { decodeMediaPacket, type MediaPacket } from '@roadwatch/jt808';

/** Cuts the platform's TCP byte stream into JT/T 1078 packets (a packet may arrive in pieces). */
export class MediaStreamReader {
  private pending = new Uint8Array(0);
  private simBytes: 6 | 10 | undefined;

  push(chunk: Uint8Array): MediaPacket[] {
    const joined = new Uint8Array(this.pending.length + chunk.length);
    joined.set(this.pending);
    joined.set(chunk, this.pending.length);
    const packets: MediaPacket[] = [];
    let at = 0;
    while (joined.length - at >= 4) {
      const result = decodeMediaPacket(joined.subarray(at), this.simBytes ? { simBytes: this.simBytes } : {});
      if (!result.ok) {
        if (result.error.code !== 'badHeader') break;
        // Resynchronise on the next marker.
        const next = joined.indexOf(0x30, at + 1);
        at = next === -1 ? joined.length : next;
        continue;
      }
      this.simBytes ??= result.packet.sim.length > 12 ? 10 : 6;
      packets.push(result.packet);
      at += result.consumed;
    }
    this.pending = joined.slice(at);
    return packets;
  }
}
