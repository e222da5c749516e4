import { TRACK_DEFAULTS, type UserTrackSettings } from '@roadwatch/core';
import type { TrackStyle } from '@roadwatch/map';

const numbers = (text: string) =>
  text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n > 0);

/** The user's track settings as a map style; anything missing or malformed falls back to the defaults. */
export function trackStyleOf(settings: UserTrackSettings | null): TrackStyle {
  const bands = settings ? numbers(settings.replaySpeed) : [];
  const colors = settings
    ? settings.replaySplitLineColor
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
    : [];
  const speedBands = bands.length > 0 ? bands : [...TRACK_DEFAULTS.speedBands];
  const byBand = colors.length === speedBands.length + 1 ? colors : [...TRACK_DEFAULTS.bandColors];
  const single = settings?.replayLineColorType === 0 ? settings.replayLineColor : null;
  return {
    speedBands,
    bandColors: single ? byBand.map(() => single) : byBand,
    lineWidth: settings && settings.replayLineWidth > 0 ? settings.replayLineWidth : TRACK_DEFAULTS.lineWidth,
  };
}
