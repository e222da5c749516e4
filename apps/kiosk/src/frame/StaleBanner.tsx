import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dataAge, isStale } from '../state/boardFeed';
import { kioskState } from '../state/kioskState';
import { KIOSK_TEST_IDS } from '../testIds';
import { formatAge } from './formatAge';

/** Over the board on screen when its data could not be refreshed: the data stays, and says how old it is. */
export function StaleBanner() {
  const { t } = useTranslation('kiosk');
  const { now, shown, feeds, config } = useSnapshot(kioskState);
  const feed = shown ? feeds[shown.index] : undefined;
  const board = shown ? config?.boards[shown.index] : undefined;
  if (!feed || !board || !isStale(feed, board.refreshSeconds, now)) return null;
  return (
    <div className="stale" role="alert" data-testid={KIOSK_TEST_IDS.stale}>
      <span className="stale__mark" aria-hidden="true" />
      {t('stale', { age: formatAge(dataAge(feed, now), t) })}
    </div>
  );
}
