import { formatChinaTime, KEPT_TRACKS_MAX, TEST_IDS } from '@roadwatch/core';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { removeKept, showKept, trackPlayback } from './trackPlaybackState';

/** The kept tracks (at most three, the oldest dropped): click one to show it, close it to remove it. */
export function KeptTracks() {
  const { t } = useTranslation('trajectory');
  const snap = useSnapshot(trackPlayback);
  if (snap.kept.length === 0) return null;
  return (
    <div className="track-playback__kept" data-testid={TEST_IDS.trajectory.kept}>
      <Tooltip title={t('trajectory.keptHint', { max: KEPT_TRACKS_MAX })}>
        <span className="track-playback__kept-label">{t('trajectory.kept')}</span>
      </Tooltip>
      {snap.kept.map((k, i) => (
        <Tag
          key={`${k.vehicleId}-${k.startTime}-${k.endTime}`}
          data-testid={TEST_IDS.trajectory.keptTrack(i)}
          color={i === snap.active ? 'blue' : undefined}
          closable
          closeIcon={<span aria-label={t('trajectory.removeKept')}>×</span>}
          onClose={(e) => {
            e.preventDefault();
            removeKept(i);
          }}
          onClick={() => showKept(i)}
          className="track-playback__kept-tag"
        >
          {k.summary?.plate ?? '…'} · {formatChinaTime(k.startTime).slice(5, 16)} ~{' '}
          {formatChinaTime(k.endTime).slice(5, 16)}
        </Tag>
      ))}
    </div>
  );
}
