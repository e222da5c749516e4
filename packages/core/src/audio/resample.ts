/**
 * The chat's sample-rate conversion (seed 000 §7): the microphone's 48 kHz float samples are downsampled by 6 to
 * 16-bit 8 kHz for the wire, and incoming 8 kHz samples are upsampled 6 times for playback. Both keep state across
 * buffers, so a 2048-sample buffer (not a multiple of 6) loses nothing at its edges.
 */

/** Float in [-1, 1] → 16-bit, clipped. */
export function floatToPcm16(value: number): number {
  const clipped = Math.max(-1, Math.min(1, value));
  return Math.round(clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff);
}

export function pcm16ToFloat(value: number): number {
  return value < 0 ? value / 0x8000 : value / 0x7fff;
}

export interface Downsampler {
  /** Float samples in, 16-bit samples out (one per `factor` inputs; the remainder waits for the next call). */
  push(input: Float32Array): Int16Array<ArrayBuffer>;
}

/**
 * Averages each group of `factor` samples — a box low-pass that keeps speech (and a 1 kHz tone) and folds little
 * above the new Nyquist back in.
 */
export function createDownsampler(factor: number): Downsampler {
  let sum = 0;
  let count = 0;
  return {
    push(input) {
      const out = new Int16Array(Math.floor((count + input.length) / factor));
      let o = 0;
      for (let i = 0; i < input.length; i++) {
        sum += input[i]!;
        if (++count === factor) {
          out[o++] = floatToPcm16(sum / factor);
          sum = 0;
          count = 0;
        }
      }
      return out;
    },
  };
}

export interface Upsampler {
  /** 16-bit samples in, `factor` times as many float samples out (linear interpolation across calls). */
  push(input: Int16Array): Float32Array<ArrayBuffer>;
}

export function createUpsampler(factor: number): Upsampler {
  let previous = 0;
  return {
    push(input) {
      const out = new Float32Array(input.length * factor);
      for (let i = 0; i < input.length; i++) {
        const next = pcm16ToFloat(input[i]!);
        for (let k = 0; k < factor; k++)
          out[i * factor + k] = previous + ((next - previous) * (k + 1)) / factor;
        previous = next;
      }
      return out;
    },
  };
}

/** Root mean square of float samples, 0 for an empty buffer. */
export function rms(samples: ArrayLike<number>, scale = 1): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = samples[i]! / scale;
    sum += v * v;
  }
  return Math.sqrt(sum / samples.length);
}

/** Linear-interpolation rate change of 16-bit samples (family voice files to the 8 kHz of the intercom). */
export function resampleLinear(input: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate || input.length === 0) return input.slice();
  const out = new Int16Array(Math.floor((input.length * toRate) / fromRate));
  const step = fromRate / toRate;
  for (let i = 0; i < out.length; i++) {
    const at = i * step;
    const k = Math.floor(at);
    const a = input[k]!;
    const b = input[Math.min(k + 1, input.length - 1)]!;
    out[i] = Math.round(a + (b - a) * (at - k));
  }
  return out;
}
