import type { PlaybackMarker } from './playbackMarker';
import type { TrackPointInput, TrackStyle } from './trackStyle';

export interface TrackLabels {
  start: string;
  end: string;
}

/** A map showing one track; the offline and AMap implementations share it. */
export interface TrackMapView {
  setTrack(points: readonly TrackPointInput[], style: TrackStyle, labels: TrackLabels): void;
  /** A moving marker for replay and picked points (one per call; dispose it with the screen). */
  playbackMarker(): PlaybackMarker;
  resize(): void;
  dispose(): void;
}
