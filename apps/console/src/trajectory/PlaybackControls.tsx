import { TEST_IDS } from '@roadwatch/core';
import { Button, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_RATES, type PlaybackRate } from './playbackClock';
import type { PlayerView, TrackPlayer } from './trackPlayer';

const ids = TEST_IDS.trajectory;

/** Play, pause, continue, stop, the speed, and the replayed time. */
export function PlaybackControls({
  player,
  view,
  disabled,
}: {
  player: TrackPlayer;
  view: PlayerView;
  disabled: boolean;
}) {
  const { t } = useTranslation('trajectory');
  const { state } = view;
  return (
    <Space className="track-playback__controls" wrap>
      {state === 'playing' ? (
        <Button data-testid={ids.pause} onClick={player.pause}>
          {t('trajectory.pause')}
        </Button>
      ) : state === 'paused' ? (
        <Button type="primary" data-testid={ids.resume} onClick={player.resume}>
          {t('trajectory.resume')}
        </Button>
      ) : (
        <Button type="primary" data-testid={ids.play} disabled={disabled} onClick={player.play}>
          {t('trajectory.play')}
        </Button>
      )}
      <Button data-testid={ids.stop} disabled={disabled || state === 'idle'} onClick={player.stop}>
        {t('trajectory.stop')}
      </Button>
      <span>{t('trajectory.speed')}</span>
      <Segmented<PlaybackRate>
        data-testid={ids.speed}
        value={view.rate}
        disabled={disabled}
        onChange={(rate) => player.setRate(rate)}
        options={PLAYBACK_RATES.map((n) => ({ value: n, label: t('trajectory.speedTimes', { n }) }))}
      />
      <span
        ref={(el) => player.setClockElement(el)}
        className="track-playback__clock"
        data-testid={ids.clock}
      />
    </Space>
  );
}
