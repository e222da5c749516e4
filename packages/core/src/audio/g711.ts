/**
 * G.711 A-law (ITU-T G.711), the audio codec of JT/T 1078 payload type 6: how the terminal's side of a chat is
 * carried. 8-bit codes ↔ 16-bit linear samples.
 */
export const G711A_PAYLOAD_TYPE = 6;

export function alawEncodeSample(sample: number): number {
  let pcm = sample >> 3; // 13-bit magnitude
  let mask: number;
  if (pcm >= 0) {
    mask = 0xd5;
  } else {
    mask = 0x55;
    pcm = -pcm - 1;
  }
  if (pcm > 0xfff) pcm = 0xfff;
  let segment = 0;
  for (let v = pcm >> 5; v > 0 && segment < 7; v >>= 1) segment++;
  const mantissa = segment === 0 ? (pcm >> 1) & 0x0f : (pcm >> segment) & 0x0f;
  return ((segment << 4) | mantissa) ^ mask;
}

export function alawDecodeSample(code: number): number {
  const a = code ^ 0x55;
  const segment = (a >> 4) & 0x07;
  let value = ((a & 0x0f) << 4) + 8;
  if (segment !== 0) value = (value + 0x100) << (segment - 1);
  return (a & 0x80) !== 0 ? value : -value;
}

export function alawEncode(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = alawEncodeSample(samples[i]!);
  return out;
}

export function alawDecode(codes: Uint8Array): Int16Array {
  const out = new Int16Array(codes.length);
  for (let i = 0; i < codes.length; i++) out[i] = alawDecodeSample(codes[i]!);
  return out;
}
