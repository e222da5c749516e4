import type { KioskDisplayInfo } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { kioskState } from '../state/kioskState';
import { KIOSK_TEST_IDS } from '../testIds';
import { HeaderClock } from './HeaderClock';
import { HeaderCountdowns } from './HeaderCountdowns';

/** "Company · department", or just the company when the display covers all of it (root named alike). */
function scopeLabel(info: KioskDisplayInfo): string {
  return info.departmentName === info.companyName
    ? info.companyName
    : `${info.companyName} · ${info.departmentName}`;
}

export function BoardHeader() {
  const { t } = useTranslation('kiosk');
  const { config, rotation, info } = useSnapshot(kioskState);
  if (!config || !rotation) return null;
  const index = rotation.index;
  const kind = config.boards[index]?.kind ?? 'safety';
  return (
    <header className="header" data-testid={KIOSK_TEST_IDS.header}>
      <div className="header__display">
        <div className="header__title" data-testid={KIOSK_TEST_IDS.displayTitle}>
          {config.title}
        </div>
        <div className="header__scope" data-testid={KIOSK_TEST_IDS.scope}>
          {info ? scopeLabel(info) : ''}
        </div>
      </div>
      <div className="header__board">
        <div className="header__board-name" data-testid={KIOSK_TEST_IDS.boardName}>
          {t(`boards.${kind}.title`)}
        </div>
        <div className="header__dots" aria-hidden="true">
          {config.boards.map((board, i) => (
            <span key={`${board.kind}-${i}`} className={i === index ? 'dot dot--on' : 'dot'} />
          ))}
        </div>
        <div className="header__position" data-testid={KIOSK_TEST_IDS.boardPosition}>
          {t('boardPosition', { current: index + 1, total: config.boards.length })}
        </div>
      </div>
      <div className="header__time">
        <HeaderClock />
        <HeaderCountdowns />
      </div>
    </header>
  );
}
