import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { App, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../app/api';
import { resetSession } from '../session/sessionState';
import { agreeProtocol } from './accountState';
import { ACCOUNT_PATHS } from './accountPaths';

const ids = TEST_IDS.account;

/**
 * User protocol consent (seed 000 §2.3): agreeing is recorded on the server; the platform cannot be used without
 * it, so declining signs the user out.
 */
export function ProtocolConsentDialog() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'agree' | 'disagree' | null>(null);

  const agree = async () => {
    setBusy('agree');
    try {
      await agreeProtocol();
    } catch {
      // The client has shown the server's reason already.
      setBusy(null);
    }
  };

  const disagree = async () => {
    setBusy('disagree');
    try {
      await api.call(ENDPOINTS.signOutNoRedirect, {}, { cancelOnRouteChange: false });
    } catch {
      setBusy(null);
      void message.error(t('errors.logoutFailed'));
      return;
    }
    resetSession();
    window.location.replace('/login');
  };

  return (
    <Modal
      open
      title={t('protocol.consentTitle')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      width={520}
    >
      <div data-testid={ids.protocolDialog}>
        <Typography.Paragraph>{t('protocol.consentIntro')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('protocol.consentPoints')}</Typography.Paragraph>
        <Typography.Paragraph>
          <Space size="middle">
            <Link to={ACCOUNT_PATHS.protocol} target="_blank">
              {t('protocol.readProtocol')}
            </Link>
            <Link to={ACCOUNT_PATHS.privacy} target="_blank">
              {t('protocol.readPrivacy')}
            </Link>
          </Space>
        </Typography.Paragraph>
        <div className="account-form-actions">
          <Button
            onClick={() => void disagree()}
            loading={busy === 'disagree'}
            data-testid={ids.protocolDisagree}
          >
            {t('protocol.disagree')}
          </Button>
          <Button
            type="primary"
            onClick={() => void agree()}
            loading={busy === 'agree'}
            data-testid={ids.protocolAgree}
          >
            {t('protocol.agree')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
