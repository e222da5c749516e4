import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatTime } from '../format/formatClock';
import { kioskState } from '../state/kioskState';
import { countdownSeconds, msToNextBoard, msToNextRefresh } from '../state/rotation';
import { KIOSK_TEST_IDS } from '../testIds';

/** Time to the next data refresh and to the next board, and when the data on screen arrived. */
export function HeaderCountdowns() {
  const { t, i18n } = useTranslation('kiosk');
  const { now, rotation, config, updatedAt } = useSnapshot(kioskState);
  if (!rotation || !config) return null;
  const boards = config.boards;
  const paused = rotation.pausedAt !== null;
  return (
    <div className="countdowns">
      <span className="chip" data-testid={KIOSK_TEST_IDS.nextRefresh}>
        {t('nextRefresh', { seconds: countdownSeconds(msToNextRefresh(rotation, boards, now)) })}
      </span>
      <span className={paused ? 'chip chip--paused' : 'chip'} data-testid={KIOSK_TEST_IDS.nextBoard}>
        {paused
          ? t('paused')
          : t('nextBoard', { seconds: countdownSeconds(msToNextBoard(rotation, boards, now)) })}
      </span>
      <span className="chip" data-testid={KIOSK_TEST_IDS.updated}>
        {updatedAt === null
          ? t('notUpdated')
          : t('updatedAt', { time: formatTime(updatedAt, i18n.language) })}
      </span>
    </div>
  );
}
