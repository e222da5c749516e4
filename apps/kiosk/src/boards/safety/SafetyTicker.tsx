import { HAZARD_LEVEL, TEST_IDS, type HazardLevelName, type SafetyTickerItem } from '@roadwatch/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { HAZARD_COLOR } from '../../charts/palette';
import { useFormat } from '../parts/format';

const LEVEL_NAME: Record<number, HazardLevelName> = {
  [HAZARD_LEVEL.low]: 'low',
  [HAZARD_LEVEL.medium]: 'medium',
  [HAZARD_LEVEL.high]: 'high',
};

/**
 * The latest events scrolling right to left. The server sends at most KIOSK_TICKER_MAX items and the rail
 * shows exactly those (twice, for a seamless loop), so the DOM never grows with time.
 */
export function SafetyTicker({ items }: { items: readonly SafetyTickerItem[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  // The rail holds the items twice so the loop is seamless; only the first copy is counted by tests.
  const renderItem = (e: SafetyTickerItem, copy: boolean) => {
    const level = LEVEL_NAME[e.level] ?? 'low';
    return (
      <div
        key={copy ? `${e.guid}-copy` : e.guid}
        className="bd-ticker__item"
        style={{ '--item-color': HAZARD_COLOR[level] } as CSSProperties}
        data-testid={copy ? undefined : TEST_IDS.boards.tickerItem}
        aria-hidden={copy || undefined}
      >
        <span className="bd-ticker__time">{f.time(e.time)}</span>
        <span className="bd-ticker__kind">{t(`alarm.riskKind.${e.kindName}`)}</span>
        <span>{e.plate}</span>
        {e.driverName ? <span>{e.driverName}</span> : null}
        <span>{t(`alarm.hazardLevel.${level}`)}</span>
        <span className={`bd-ticker__state${e.handled ? '' : ' bd-ticker__state--pending'}`}>
          {e.handled ? t('boards.safety.handled') : t('boards.safety.pending')}
        </span>
      </div>
    );
  };
  return (
    <div className="bd-ticker" style={{ gridArea: 'ticker' }} data-testid={TEST_IDS.boards.ticker}>
      <div className="bd-ticker__label">
        <span className="bd-ticker__live" />
        {t('boards.safety.panels.ticker')}
      </div>
      <div className="bd-ticker__track">
        {items.length === 0 ? (
          <div className="bd-empty">{t('boards.noData')}</div>
        ) : (
          <div
            className="bd-ticker__rail"
            style={{ '--marquee-s': `${Math.max(30, items.length * 5)}s` } as CSSProperties}
          >
            {items.map((e) => renderItem(e, false))}
            {items.map((e) => renderItem(e, true))}
          </div>
        )}
      </div>
    </div>
  );
}
