import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { alawDecode, alawEncode } from './g711';
import { createDownsampler, createUpsampler, resampleLinear, rms } from './resample';

const MIC_RATE = 48_000;
const FACTOR = LIMITS.audioResampleFactor;
const WIRE_RATE = MIC_RATE / FACTOR;

function tone(hz: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate);
  return out;
}

/** Frequency from rising zero crossings: the count over the span between the first and last crossing. */
function frequency(samples: ArrayLike<number>, rate: number): number {
  const crossings: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    if (a < 0 && b >= 0) crossings.push(i - 1 + -a / (b - a));
  }
  const span = crossings[crossings.length - 1]! - crossings[0]!;
  return ((crossings.length - 1) * rate) / span;
}

/** Push in 2048-sample buffers, as the browser's audio processor does. */
function downsampleInBuffers(input: Float32Array): Int16Array {
  const down = createDownsampler(FACTOR);
  const parts: Int16Array[] = [];
  for (let at = 0; at < input.length; at += LIMITS.audioBufferSamples) {
    parts.push(down.push(input.subarray(at, at + LIMITS.audioBufferSamples)));
  }
  return Int16Array.from(parts.flatMap((p) => [...p]));
}

describe('chat resampling', () => {
  it('keeps a 1 kHz tone at 1 kHz when downsampling 48 kHz by 6 from 2048-sample buffers', () => {
    const wire = downsampleInBuffers(tone(1000, MIC_RATE, 1));
    expect(wire.length).toBe(WIRE_RATE); // nothing lost at buffer edges
    expect(frequency(wire, WIRE_RATE)).toBeCloseTo(1000, 0);
    // A box filter of 6 attenuates 1 kHz at 48 kHz only slightly (sinc: ~0.95).
    expect(rms(wire, 32768)).toBeGreaterThan(0.3);
  });

  it('keeps it at 1 kHz after upsampling 6 times for playback', () => {
    const wire = downsampleInBuffers(tone(1000, MIC_RATE, 1));
    const up = createUpsampler(FACTOR);
    const played = Float32Array.from([...up.push(wire.subarray(0, 1000)), ...up.push(wire.subarray(1000))]);
    expect(played.length).toBe(MIC_RATE);
    expect(frequency(played, MIC_RATE)).toBeCloseTo(1000, 0);
    expect(rms(played)).toBeGreaterThan(0.3);
  });

  it('keeps a 440 Hz tone through G.711 A-law', () => {
    const wire = downsampleInBuffers(tone(440, MIC_RATE, 0.5));
    const back = alawDecode(alawEncode(wire));
    expect(frequency(back, WIRE_RATE)).toBeCloseTo(440, 0);
    let error = 0;
    for (let i = 0; i < wire.length; i++) error = Math.max(error, Math.abs(back[i]! - wire[i]!) / 32768);
    expect(error).toBeLessThan(0.02);
  });

  it('maps silence to silence and clips beyond full scale', () => {
    const down = createDownsampler(FACTOR);
    expect(rms(down.push(new Float32Array(2048)))).toBe(0);
    const loud = down.push(new Float32Array(12).fill(2));
    expect([...loud]).toEqual([32767, 32767]);
  });
});

describe('resampleLinear', () => {
  it('turns a 16 kHz 1 kHz tone into 8 kHz at the same frequency', () => {
    const src = Int16Array.from(tone(1000, 16_000, 0.5), (v) => Math.round(v * 32767));
    const out = resampleLinear(src, 16_000, 8_000);
    expect(out.length).toBe(4000);
    expect(frequency(out, 8_000)).toBeCloseTo(1000, 0);
  });
});
