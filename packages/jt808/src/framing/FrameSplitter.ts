import { FRAME_FLAG } from './escape';

export interface FrameSplitterOptions {
  /**
   * Largest escaped frame kept in memory, flags included. A 2019 header (21 bytes) plus a 1023-byte body and check
   * code, every byte escaped, is under 2,100 bytes; the default leaves room for terminals that overrun the length.
   */
  maxFrameBytes?: number;
}

export interface SplitResult {
  /** Complete escaped frames, each starting and ending with 0x7e, ready for decodeFrame. */
  frames: Uint8Array[];
  /** Bytes thrown away: before the first 0x7e, or inside a frame that grew past maxFrameBytes. */
  discardedBytes: number;
  /** How many frames were dropped for exceeding maxFrameBytes. */
  oversizedFrames: number;
}

const DEFAULT_MAX_FRAME_BYTES = 4096;

/**
 * Cuts a TCP byte stream into 0x7e-delimited frames. Chunks arrive with frames split across them, several in one,
 * or garbage in front; memory is bounded by maxFrameBytes whatever the peer sends.
 *
 * After the first 0x7e the splitter treats every 0x7e as "end of the current frame, start of the next", so both
 * `7e…7e7e…7e` and the shared-flag form `7e…7e…7e` split correctly; bytes between two frames come out as a frame of
 * their own and fail to decode, which is how a gateway notices garbage.
 */
export class FrameSplitter {
  private readonly capacity: number;
  /** Content of a frame that spans chunks; allocated only when one does (most connections never need it). */
  private buffer: Uint8Array | null = null;
  private length = 0;
  private started = false;
  private overflowing = false;

  constructor(options: FrameSplitterOptions = {}) {
    const max = options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
    if (!Number.isInteger(max) || max < 4)
      throw new RangeError(`maxFrameBytes must be at least 4, got ${max}`);
    // Content only: the two flags are added back when a frame is emitted.
    this.capacity = max - 2;
  }

  /** Bytes held for an unfinished frame; useful for memory accounting per connection. */
  get bufferedBytes(): number {
    return this.length;
  }

  /**
   * Frames found in `chunk`. A frame that lies wholly inside the chunk is returned as a view of it (no copy), so
   * the chunk must not be reused by the caller while its frames are in use; frames spanning chunks are copies.
   */
  push(chunk: Uint8Array): SplitResult {
    const frames: Uint8Array[] = [];
    let discardedBytes = 0;
    let oversizedFrames = 0;
    const n = chunk.length;
    /** Index of the current frame's opening flag when it is in this chunk, else -1. */
    let openedAt = -1;
    let i = 0;
    while (i < n) {
      const flag = chunk.indexOf(FRAME_FLAG, i);
      const end = flag === -1 ? n : flag;
      if (!this.started) {
        discardedBytes += end - i;
      } else if (this.overflowing) {
        discardedBytes += end - i;
      } else if (end > i) {
        const total = this.length + (end - i);
        if (total > this.capacity) {
          discardedBytes += total;
          oversizedFrames += 1;
          this.length = 0;
          this.overflowing = true;
        } else if (openedAt !== -1 && flag !== -1) {
          frames.push(chunk.subarray(openedAt, flag + 1));
          this.length = 0;
        } else {
          this.buffer ??= new Uint8Array(this.capacity);
          this.buffer.set(chunk.subarray(i, end), this.length);
          this.length = total;
        }
      }
      if (flag === -1) break;
      if (this.overflowing) this.overflowing = false;
      else if (this.length > 0) frames.push(this.emit());
      this.started = true;
      this.length = 0;
      openedAt = flag;
      i = flag + 1;
    }
    return { frames, discardedBytes, oversizedFrames };
  }

  /** Forgets a partial frame, e.g. when the connection is reset. */
  reset(): void {
    this.length = 0;
    this.started = false;
    this.overflowing = false;
  }

  private emit(): Uint8Array {
    const frame = new Uint8Array(this.length + 2);
    frame[0] = FRAME_FLAG;
    frame.set(this.buffer!.subarray(0, this.length), 1);
    frame[frame.length - 1] = FRAME_FLAG;
    this.length = 0;
    return frame;
  }
}
