const WAV_RATE = 8_000;

function isWav(bytes: Uint8Array): boolean {
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  return bytes.length > 12 && tag(0) === 'RIFF' && tag(8) === 'WAVE';
}

function wavOf(samples: Float32Array, rate: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(out.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => (out[at + i] = c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(v < 0 ? v * 0x8000 : v * 0x7fff), true);
  }
  return out;
}

/**
 * The cab plays 8 kHz 16-bit WAV over the intercom path, so a compressed file the browser can decode (MP3, M4A,
 * OGG…) is converted before upload, keeping its name. A WAV, or anything the browser cannot decode, goes as it
 * is — the server checks the content either way.
 */
export async function toUploadWav(file: File): Promise<File> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isWav(bytes) || typeof OfflineAudioContext === 'undefined') return file;
  try {
    const probe = new OfflineAudioContext(1, 1, WAV_RATE);
    const decoded = await probe.decodeAudioData(bytes.buffer.slice(0));
    const length = Math.ceil(decoded.duration * WAV_RATE);
    const render = new OfflineAudioContext(1, Math.max(1, length), WAV_RATE);
    const source = render.createBufferSource();
    source.buffer = decoded;
    source.connect(render.destination);
    source.start();
    const mono = (await render.startRendering()).getChannelData(0);
    return new File([wavOf(mono, WAV_RATE)], file.name, { type: 'audio/wav' });
  } catch {
    return file;
  }
}
