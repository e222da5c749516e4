import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatDate, formatTime } from '../format/formatClock';
import { kioskState } from '../state/kioskState';
import { KIOSK_TEST_IDS } from '../testIds';

export function HeaderClock() {
  const { i18n } = useTranslation('kiosk');
  const { now } = useSnapshot(kioskState);
  return (
    <div className="clock">
      <span className="clock__date">{formatDate(now, i18n.language)}</span>
      <span className="clock__time" data-testid={KIOSK_TEST_IDS.clock}>
        {formatTime(now, i18n.language)}
      </span>
    </div>
  );
}
