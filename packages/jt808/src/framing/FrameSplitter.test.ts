import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes/hex';
import { FrameSplitter } from './FrameSplitter';

const bytes = (hex: string) => fromHex(hex)!;
const A = '7e0002000012345678901200018b7e';
const B = '7e000200001234567890120002887e';

function feed(splitter: FrameSplitter, chunks: string[]) {
  const frames: string[] = [];
  let discarded = 0;
  let oversized = 0;
  for (const chunk of chunks) {
    const result = splitter.push(bytes(chunk));
    frames.push(...result.frames.map((f) => toHex(f)));
    discarded += result.discardedBytes;
    oversized += result.oversizedFrames;
  }
  return { frames, discarded, oversized };
}

describe('FrameSplitter', () => {
  it('returns a frame split across many chunks once its closing flag arrives', () => {
    const splitter = new FrameSplitter();
    const chunks = A.match(/../g)!;
    const { frames } = feed(splitter, chunks);
    expect(frames).toEqual([A]);
  });

  it('returns several frames arriving in one chunk', () => {
    expect(feed(new FrameSplitter(), [A + B + A]).frames).toEqual([A, B, A]);
  });

  it('splits frames that share one flag between them', () => {
    expect(feed(new FrameSplitter(), [A + B.slice(2)]).frames).toEqual([A, B]);
  });

  it('discards garbage before the first flag and counts it', () => {
    const { frames, discarded } = feed(new FrameSplitter(), ['deadbeef' + A]);
    expect(frames).toEqual([A]);
    expect(discarded).toBe(4);
  });

  it('emits bytes between two frames as a frame of their own so the decoder can report them', () => {
    expect(feed(new FrameSplitter(), [A + '0102' + B]).frames).toEqual([A, '7e01027e', B]);
  });

  it('drops a frame that grows past the cap and recovers at the next flag', () => {
    const splitter = new FrameSplitter({ maxFrameBytes: 16 });
    const { frames, discarded, oversized } = feed(splitter, ['7e' + 'aa'.repeat(40), 'bb'.repeat(10) + A]);
    expect(oversized).toBe(1);
    expect(discarded).toBe(50);
    expect(frames).toEqual([A]);
    expect(splitter.bufferedBytes).toBe(0);
  });

  it('never buffers more than the cap however much is sent without a flag', () => {
    const splitter = new FrameSplitter({ maxFrameBytes: 64 });
    splitter.push(bytes('7e'));
    for (let i = 0; i < 1000; i += 1) {
      splitter.push(new Uint8Array(1000).fill(0x41));
      expect(splitter.bufferedBytes).toBeLessThanOrEqual(62);
    }
  });

  it('ignores empty frames made by back-to-back flags', () => {
    expect(feed(new FrameSplitter(), ['7e7e7e' + A.slice(2)]).frames).toEqual([A]);
  });

  it('forgets a partial frame on reset', () => {
    const splitter = new FrameSplitter();
    splitter.push(bytes(A.slice(0, 10)));
    splitter.reset();
    expect(feed(splitter, [A.slice(10), B]).frames).toEqual([B]);
  });
});
