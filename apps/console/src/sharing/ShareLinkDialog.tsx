import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button, Input, Modal, Space, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

const ids = TEST_IDS.sharing;

type Loaded = { state: 'loading' } | { state: 'ready'; url: string; qr: string } | { state: 'failed' };

/** A link's public address (made absolute with this console's origin), its QR code and a copy button. */
export function ShareLinkDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.shareLinkAddress, { id })
      .then(async ({ path }) => {
        const url = `${window.location.origin}${path}`;
        const qr = await QRCode.toDataURL(url, { width: 220, margin: 1, errorCorrectionLevel: 'M' });
        if (live) setLoaded({ state: 'ready', url, qr });
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'share link address failed', error);
        if (live) setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [id]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('sharing.copied'));
    } catch {
      void message.warning(t('sharing.copyFailed'));
    }
  };

  return (
    <Modal
      open
      title={t('sharing.linkTitle')}
      footer={null}
      width={480}
      onCancel={onClose}
      data-testid={ids.linkDialog}
    >
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'ready' && (
        <Space direction="vertical" size="middle" className="share-link-dialog">
          <Typography.Text type="secondary">{t('sharing.linkHint')}</Typography.Text>
          <Space.Compact block>
            <Input
              readOnly
              value={loaded.url}
              data-testid={ids.linkText}
              onFocus={(e) => e.target.select()}
            />
            <Button type="primary" data-testid={ids.copy} onClick={() => void copy(loaded.url)}>
              {t('sharing.copy')}
            </Button>
          </Space.Compact>
          <img className="share-link-dialog__qr" src={loaded.qr} alt={loaded.url} data-testid={ids.linkQr} />
        </Space>
      )}
    </Modal>
  );
}
