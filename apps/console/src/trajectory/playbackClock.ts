/** Replay speeds offered: multiples of the base pace. */
export const PLAYBACK_RATES = [1, 2, 4, 8, 16] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
/** At 1× a whole track plays in two minutes of wall time, whatever its length (16×: 7.5 s). */
export const BASE_REPLAY_MS = 120_000;

export type PlaybackState = 'idle' | 'playing' | 'paused' | 'finished';

export interface PlaybackClock {
  readonly state: PlaybackState;
  readonly rate: PlaybackRate;
  /** Track time (gpsTime, ms) the replay stands at now; moving only while playing; the end once finished. */
  position(): number;
  play(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  setRate(rate: PlaybackRate): void;
  /** Jumps to a track time (a picked row or chart point); playing goes on from there. */
  seek(time: number): void;
}

/**
 * The replay runs in time, not per point: the track time advances with the wall clock (`now`) at
 * `duration / BASE_REPLAY_MS × rate`, so a gap in the reports passes as fast as the same span of driving and a dense
 * track does not play slower than a sparse one. `now` is injected so tests drive it without waiting.
 */
export function createPlaybackClock(startTime: number, endTime: number, now: () => number): PlaybackClock {
  const span = Math.max(0, endTime - startTime);
  let state: PlaybackState = 'idle';
  let rate: PlaybackRate = 1;
  // Track time at `anchorWall`; while playing the position runs on from there.
  let anchorTrack = startTime;
  let anchorWall = 0;

  const pace = () => (span / BASE_REPLAY_MS) * rate;
  const running = () => Math.min(endTime, anchorTrack + (now() - anchorWall) * pace());
  const position = () => {
    if (state !== 'playing') return anchorTrack;
    const at = running();
    if (at >= endTime) {
      state = 'finished';
      anchorTrack = endTime;
    }
    return at;
  };
  const freeze = () => {
    anchorTrack = position();
    anchorWall = now();
  };

  return {
    get state() {
      position();
      return state;
    },
    get rate() {
      return rate;
    },
    position,
    play() {
      anchorTrack = state === 'paused' ? anchorTrack : startTime;
      anchorWall = now();
      state = span > 0 ? 'playing' : 'finished';
      if (state === 'finished') anchorTrack = endTime;
    },
    pause() {
      if (state !== 'playing') return;
      freeze();
      if (state === 'playing') state = 'paused';
    },
    resume() {
      if (state !== 'paused') return;
      anchorWall = now();
      state = 'playing';
    },
    stop() {
      state = 'idle';
      anchorTrack = startTime;
    },
    setRate(next) {
      if (state === 'playing') freeze();
      rate = next;
    },
    seek(time) {
      anchorTrack = Math.min(endTime, Math.max(startTime, time));
      anchorWall = now();
      if (state === 'finished') state = 'paused';
    },
  };
}
