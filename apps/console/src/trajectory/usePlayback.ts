import type { TrajectoryPoint } from '@roadwatch/core';
import { useEffect, useState } from 'react';
import { createTrackPlayer, type PlayerView, type TrackPlayer } from './trackPlayer';

/** The page's player for the shown points, and the state React renders (buttons, highlighted row). */
export function usePlayback(
  points: readonly TrajectoryPoint[],
  onFinished: () => void,
): { player: TrackPlayer; view: PlayerView } {
  const [view, setView] = useState<PlayerView>({ state: 'idle', rate: 1, index: -1 });
  const [player] = useState(() => createTrackPlayer(setView));
  useEffect(() => player.setPoints(points), [player, points]);
  useEffect(() => player.setOnFinished(onFinished), [player, onFinished]);
  useEffect(() => () => player.dispose(), [player]);
  return { player, view };
}
