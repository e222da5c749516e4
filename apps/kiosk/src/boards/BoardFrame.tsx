import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BoardSlot } from '../frame/BoardSlot';
import { StaleBanner } from '../frame/StaleBanner';
import { kioskState } from '../state/kioskState';
import { KIOSK_TEST_IDS } from '../testIds';
import { BoardHeader } from './BoardHeader';

/**
 * The running kiosk: header, the board on screen and the next one drawing off-screen (at most two boards are
 * mounted, so at most two boards' charts are alive), and the stale banner over them.
 */
export function BoardFrame() {
  const { t } = useTranslation('kiosk');
  const { shown, incoming, rotation } = useSnapshot(kioskState);
  const slots = [shown, incoming?.mounted ? incoming : null]
    .filter((slot) => slot !== null)
    .sort((a, b) => a.token - b.token);
  return (
    <div className={rotation?.pausedAt != null ? 'frame frame--paused' : 'frame'}>
      <BoardHeader />
      <div className="deck" data-testid={KIOSK_TEST_IDS.deck}>
        {slots.map((slot) => (
          <BoardSlot key={slot.token} index={slot.index} token={slot.token} hidden={slot !== shown} />
        ))}
        {shown === null && (
          <div className="deck__loading" role="status">
            <span className="notice__mark" aria-hidden="true" />
            {t('loading')}
          </div>
        )}
        <StaleBanner />
      </div>
    </div>
  );
}
