import type { TrackPointInput, TrackStyle } from './trackStyle';

export interface TrackLabels {
  start: string;
  end: string;
}

/** A map showing one track; the offline and AMap implementations share it. */
export interface TrackMapView {
  setTrack(points: readonly TrackPointInput[], style: TrackStyle, labels: TrackLabels): void;
  resize(): void;
  dispose(): void;
}
