import { ENDPOINTS, TEST_IDS, type RowOf, type shareLinkResource } from '@roadwatch/core';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { ShareLinkDialog } from './ShareLinkDialog';

const ids = TEST_IDS.sharing;

/** A row's buttons: the link with its QR code, and disabling (confirmed; final). */
export function ShareLinkActions({
  row,
  mayDisable,
  onDisabled,
}: {
  row: RowOf<typeof shareLinkResource>;
  mayDisable: boolean;
  onDisabled: () => void;
}) {
  const { t } = useTranslation('sharing');
  const { message, modal } = App.useApp();
  const [showing, setShowing] = useState(false);

  const disable = () =>
    modal.confirm({
      title: t('sharing.disableTitle'),
      content: t('sharing.disableConfirm'),
      okButtonProps: { danger: true },
      okText: t('sharing.disable'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await api.call(ENDPOINTS.shareLinkDisable, { id: row.id });
          void message.success(t('sharing.disabled'));
          onDisabled();
        } catch {
          // The refusal was toasted by the client.
        }
      },
    });

  return (
    <span className="share-cell-actions">
      <Button size="small" type="link" data-testid={ids.showLink(row.id)} onClick={() => setShowing(true)}>
        {t('sharing.showLink')}
      </Button>
      {mayDisable && (
        <Button size="small" type="link" danger data-testid={ids.disable(row.id)} onClick={disable}>
          {t('sharing.disable')}
        </Button>
      )}
      {showing && <ShareLinkDialog id={row.id} onClose={() => setShowing(false)} />}
    </span>
  );
}
