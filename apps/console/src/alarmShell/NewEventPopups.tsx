import { ALARM_CLASS, TEST_IDS } from '@roadwatch/core';
import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { routeOfMenu } from '../routes/menuTree';
import { session } from '../session/sessionState';
import { ABNORMAL_PAGE, ALARM_PAGE_OF_CLASS } from './alarmPages';
import { alarmShell, hidePopup, holdPopups, POPUP_KINDS, type PopupKind } from './alarmShellState';
import { openProcessingPage } from './processingPageUrl';
import type { MenuRoute } from '../routes/menuRoute';

const ids = TEST_IDS.alarmShell;
const PAGES: Record<PopupKind, string> = {
  alarm: ALARM_PAGE_OF_CLASS[ALARM_CLASS.vehicle],
  exception: ABNORMAL_PAGE,
};

/**
 * What a popup's button offers: "handle now" only to a user who may handle on that page, "view" to one who may
 * only look, nothing to one without the page.
 */
function popupAction(routes: readonly MenuRoute[], page: string): 'open' | 'view' | null {
  const route = routeOfMenu(routes, page);
  if (!route) return null;
  return route.meta.operationIds.includes(`${page}:handle`) ? 'open' : 'view';
}

/**
 * New-alarm and new-exception notices; each hides 10 s after it shows (or after the pointer or focus leaves them)
 * or on close.
 */
export function NewEventPopups() {
  const { t } = useTranslation('popover');
  const { popups } = useSnapshot(alarmShell);
  const { routes } = useSnapshot(session);
  const kinds = POPUP_KINDS.filter((kind) => popups[kind]);
  if (kinds.length === 0) return null;
  const actions = {
    alarm: popupAction(routes, PAGES.alarm),
    exception: popupAction(routes, PAGES.exception),
  };
  const open = (kind: PopupKind) => {
    openProcessingPage(routes, PAGES[kind]);
    hidePopup(kind);
  };
  return (
    <div
      className="alarm-shell__popups"
      role="alert"
      onMouseEnter={() => holdPopups(true)}
      onMouseLeave={() => holdPopups(false)}
      onFocus={() => holdPopups(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) holdPopups(false);
      }}
    >
      {kinds.map((kind) => (
        <div
          key={kind}
          className={`alarm-shell__popup alarm-shell__popup--${kind}`}
          data-testid={ids.popup(kind)}
        >
          <ExclamationCircleFilled className="alarm-shell__popup-icon" />
          <div className="alarm-shell__popup-body">
            <div className="alarm-shell__popup-title">{t(`popup.${kind}Title`)}</div>
            <div>{t(`popup.${kind}Body`)}</div>
            {actions[kind] ? (
              <Button
                type="primary"
                size="small"
                onClick={() => open(kind)}
                data-testid={ids.popupOpen(kind)}
              >
                {t(`popup.${actions[kind]}`)}
              </Button>
            ) : null}
          </div>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('ui.close')}
            onClick={() => hidePopup(kind)}
            data-testid={ids.popupClose(kind)}
          />
        </div>
      ))}
    </div>
  );
}
