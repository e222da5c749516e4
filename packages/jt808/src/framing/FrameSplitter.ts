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
  private readonly buffer: Uint8Array;
  private length = 0;
  private started = false;
  private overflowing = false;

  constructor(options: FrameSplitterOptions = {}) {
    const max = options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
    if (!Number.isInteger(max) || max < 4)
      throw new RangeError(`maxFrameBytes must be at least 4, got ${max}`);
    // Content only: the two flags are added back when a frame is emitted.
    this.buffer = new Uint8Array(max - 2);
  }

  /** Bytes held for an unfinished frame; useful for memory accounting per connection. */
  get bufferedBytes(): number {
    return this.length;
  }

  push(chunk: Uint8Array): SplitResult {
    const frames: Uint8Array[] = [];
    let discardedBytes = 0;
    let oversizedFrames = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const b = chunk[i]!;
      if (b === FRAME_FLAG) {
        if (this.overflowing) {
          this.overflowing = false;
        } else if (this.length > 0) {
          frames.push(this.emit());
        }
        this.started = true;
        this.length = 0;
        continue;
      }
      if (!this.started || this.overflowing) {
        discardedBytes += 1;
        continue;
      }
      if (this.length === this.buffer.length) {
        discardedBytes += this.length + 1;
        oversizedFrames += 1;
        this.length = 0;
        this.overflowing = true;
        continue;
      }
      this.buffer[this.length++] = b;
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
    frame.set(this.buffer.subarray(0, this.length), 1);
    frame[frame.length - 1] = FRAME_FLAG;
    return frame;
  }
}
