/** A 16-bit PCM mono WAV as written by espeak-ng. */
export interface PcmWav {
  sampleRate: number;
  channels: number;
  pcm: Int16Array;
}

/**
 * Reads the `fmt ` and `data` chunks of a RIFF/WAVE file of 16-bit PCM. espeak-ng writes the data size as
 * 0x7ffff000 when it streams, so a size beyond the buffer is clamped to what is there.
 */
export function parseWav(bytes: Uint8Array): PcmWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1) throw new Error(`unsupported WAV format: ${bits} bits`);
      const end = Math.min(bytes.length, body + size);
      const count = Math.floor((end - body) / 2);
      const pcm = new Int16Array(count);
      for (let i = 0; i < count; i += 1) pcm[i] = view.getInt16(body + i * 2, true);
      return { sampleRate, channels, pcm };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

/** A canonical 44-byte-header WAV of 16-bit mono PCM (the browser decodes it with a correct size). */
export function encodeWav(pcm: Int16Array, sampleRate: number): Buffer {
  const data = pcm.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + data, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(data, 40);
  for (let i = 0; i < pcm.length; i += 1) out.writeInt16LE(pcm[i] ?? 0, 44 + i * 2);
  return out;
}

/** Root mean square of the samples, 0…1 of full scale. */
export function pcmRms(pcm: Int16Array): number {
  if (pcm.length === 0) return 0;
  let sum = 0;
  for (const s of pcm) sum += (s / 32768) ** 2;
  return Math.sqrt(sum / pcm.length);
}
