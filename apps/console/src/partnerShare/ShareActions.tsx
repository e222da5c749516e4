import {
  ENDPOINTS,
  SHARE_ACTION_GRANT,
  shareActions,
  shareUseState,
  TEST_IDS,
  type ShareAction,
  type ShareSide,
  type VehicleShareRow,
} from '@roadwatch/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { ActionButtons } from './ActionButtons';
import { confirmAction } from './confirmAction';

const ids = TEST_IDS.partnerShare;
const CONFIRMED: Partial<Record<ShareAction, 'confirmStop' | 'confirmRelease' | 'confirmCancel'>> = {
  stop: 'confirmStop',
  release: 'confirmRelease',
  cancel: 'confirmCancel',
};

/**
 * A share's buttons for one side: only what core's table allows in the row's use state (as of `now`) and the role
 * grants. Re-authorising asks for a new window (`onReauthorise`); the others run here, the lasting ones confirmed.
 */
export function ShareActions({
  row,
  side,
  now,
  granted,
  onReauthorise,
  onDone,
}: {
  row: VehicleShareRow;
  side: ShareSide;
  now: number;
  granted: ReadonlySet<string>;
  onReauthorise?: (row: VehicleShareRow) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('partnerShare');
  const { message, modal } = App.useApp();
  const run = async (action: ShareAction) => {
    try {
      if (action === 'release') await api.call(ENDPOINTS.shareCenterRelease, { id: row.id });
      else if (action !== 'reauthorise') await api.call(ENDPOINTS.vehicleShareAct, { id: row.id, action });
      void message.success(t('partnerShare.share.done'));
    } catch {
      // The refusal was toasted by the client.
    }
    onDone();
  };
  const press = (action: ShareAction) => {
    if (action === 'reauthorise') return onReauthorise?.(row);
    const confirm = CONFIRMED[action];
    if (!confirm) return void run(action);
    const label = t(`partnerShare.shareActions.${action}`);
    confirmAction(
      modal,
      {
        title: t('partnerShare.partner.confirmTitle', { action: label }),
        content: t(`partnerShare.share.${confirm}`, { plate: row.plateNumber }),
        ok: label,
        cancel: t('common.cancel'),
      },
      () => run(action),
    );
  };
  const actions = shareActions(shareUseState(row, now), side).filter((a) =>
    granted.has(SHARE_ACTION_GRANT[a]),
  );
  return (
    <ActionButtons
      actions={actions}
      label={(a) => t(`partnerShare.shareActions.${a}`)}
      testId={(a) => ids.shareAction(row.id, a)}
      danger={(a) => a in CONFIRMED}
      onPress={press}
    />
  );
}
