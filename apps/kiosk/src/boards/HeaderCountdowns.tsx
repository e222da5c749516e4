import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatTime } from '../format/formatClock';
import { msToNextFetch } from '../state/boardFeed';
import { kioskState } from '../state/kioskState';
import { countdownSeconds, msToNextBoard } from '../state/rotation';
import { KIOSK_TEST_IDS } from '../testIds';

/** Time to the next data refresh and to the next board, and when the data on screen was fetched. */
export function HeaderCountdowns() {
  const { t, i18n } = useTranslation('kiosk');
  const { now, rotation, config, shown, feeds } = useSnapshot(kioskState);
  if (!rotation || !config) return null;
  const feed = shown ? feeds[shown.index] : undefined;
  const paused = rotation.pausedAt !== null;
  const single = config.boards.length === 1;
  return (
    <div className="countdowns">
      <span className="chip" data-testid={KIOSK_TEST_IDS.nextRefresh}>
        {t('nextRefresh', { seconds: feed ? countdownSeconds(msToNextFetch(feed, now)) : 0 })}
      </span>
      {!single && (
        <span
          className={paused ? 'chip chip--paused' : 'chip'}
          data-testid={KIOSK_TEST_IDS.nextBoard}
          data-paused={paused}
        >
          {paused
            ? t('paused')
            : t('nextBoard', { seconds: countdownSeconds(msToNextBoard(rotation, config.boards, now)) })}
        </span>
      )}
      <span className="chip" data-testid={KIOSK_TEST_IDS.updated}>
        {feed?.receivedAt == null
          ? t('notUpdated')
          : t('updatedAt', { time: formatTime(feed.receivedAt, i18n.language) })}
      </span>
    </div>
  );
}
