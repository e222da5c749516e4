import { TRACK_DEFAULTS, trackSettings, type UserTrackSettings } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { readUserSetting } from './storedSettings';

const DEFAULT_TRACK: UserTrackSettings = {
  replayLineColorType: 1,
  replayLineColor: TRACK_DEFAULTS.lineColor,
  replaySplitLineColor: TRACK_DEFAULTS.bandColors.join(','),
  replayLineWidth: TRACK_DEFAULTS.lineWidth,
  replaySpeed: TRACK_DEFAULTS.speedBands.join(','),
  mapType: 3,
};

/** The user's track display settings, the defaults until they change them. */
export async function trackSettingsFor(db: Database, userId: number): Promise<UserTrackSettings> {
  const own = await readUserSetting(db, userId, 'track', trackSettings);
  return own ? (own as UserTrackSettings) : DEFAULT_TRACK;
}
