import { proxy, ref } from 'valtio';
import { keepTrack, type TrackKey } from './keptTracks';
import { loadDetails, loadPoints, type LoadedTrack } from './loadTrack';

export interface TrackPlaybackState {
  /** Kept tracks, oldest first (at most three); their points are not made reactive (`ref`). */
  kept: LoadedTrack[];
  /** Index into `kept` of the track on the map. */
  active: number;
  /** Set while a query is loading: points received so far and in all. */
  loading: { loaded: number; total: number } | null;
}

export const trackPlayback = proxy<TrackPlaybackState>({ kept: [], active: -1, loading: null });

/**
 * Loads a track and keeps it (the oldest of three dropped); it becomes the active one as soon as its points are
 * in, and gains its summary and tables when they follow.
 */
export async function queryTrack(key: TrackKey): Promise<LoadedTrack> {
  trackPlayback.loading = { loaded: 0, total: 0 };
  let track: LoadedTrack;
  try {
    const points = await loadPoints(key, (loaded, total) => {
      trackPlayback.loading = { loaded, total };
    });
    track = { ...key, points, summary: null, tables: null };
    const kept = keepTrack(trackPlayback.kept, ref(track));
    trackPlayback.kept = kept;
    trackPlayback.active = kept.length - 1;
  } finally {
    trackPlayback.loading = null;
  }
  const details = await loadDetails(key);
  const complete = { ...track, ...details };
  const index = trackPlayback.kept.findIndex((k) => k.points === track.points);
  if (index >= 0) trackPlayback.kept[index] = ref(complete);
  return complete;
}

export function showKept(index: number): void {
  if (index >= 0 && index < trackPlayback.kept.length) trackPlayback.active = index;
}

export function removeKept(index: number): void {
  const kept = trackPlayback.kept.filter((_, i) => i !== index);
  const active = trackPlayback.active;
  trackPlayback.kept = kept;
  trackPlayback.active =
    kept.length === 0 ? -1 : active > index ? active - 1 : Math.min(active, kept.length - 1);
}
