import {
  ENDPOINTS,
  PARTNER_ACTION_GRANT,
  partnerActions,
  TEST_IDS,
  type PartnerAction,
  type PartnerRow,
} from '@roadwatch/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { ActionButtons } from './ActionButtons';
import { confirmAction } from './confirmAction';

const ids = TEST_IDS.partnerShare;
/** Actions that end something for the other company too: asked before they run. */
const CONFIRMED: Partial<Record<PartnerAction, 'confirmTerminate' | 'confirmRefuse'>> = {
  terminate: 'confirmTerminate',
  refuse: 'confirmRefuse',
};

/** A relationship's buttons: only the actions core's table allows this side now, and the role grants. */
export function PartnerActions({
  row,
  granted,
  onDone,
}: {
  row: PartnerRow;
  granted: ReadonlySet<string>;
  onDone: () => void;
}) {
  const { t } = useTranslation('partnerShare');
  const { message, modal } = App.useApp();
  const run = async (action: PartnerAction) => {
    try {
      await api.call(ENDPOINTS.partnerAct, { id: row.id, action });
      void message.success(t('partnerShare.partner.done'));
    } catch {
      // The refusal was toasted by the client.
    }
    onDone();
  };
  const press = (action: PartnerAction) => {
    const confirm = CONFIRMED[action];
    if (!confirm) return void run(action);
    const label = t(`partnerShare.actions.${action}`);
    confirmAction(
      modal,
      {
        title: t('partnerShare.partner.confirmTitle', { action: label }),
        content: t(`partnerShare.partner.${confirm}`, { name: row.companyName }),
        ok: label,
        cancel: t('common.cancel'),
      },
      () => run(action),
    );
  };
  const actions = partnerActions(row.state, row.side).filter((a) =>
    granted.has(`tmsPartner:${PARTNER_ACTION_GRANT[a]}`),
  );
  return (
    <ActionButtons
      actions={actions}
      label={(a) => t(`partnerShare.actions.${a}`)}
      testId={(a) => ids.partnerAction(row.id, a)}
      danger={(a) => a in CONFIRMED}
      onPress={press}
    />
  );
}
