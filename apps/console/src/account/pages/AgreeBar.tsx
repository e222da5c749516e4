import { TEST_IDS, formatChinaTime } from '@roadwatch/core';
import { App, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { account, agreeProtocol } from '../accountState';

/** The agree button under the protocol texts; once agreed, when. */
export function AgreeBar({ label }: { label: string }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const { protocolAgreed, protocolAgreedAt } = useSnapshot(account);
  const [busy, setBusy] = useState(false);

  const agree = async () => {
    setBusy(true);
    try {
      await agreeProtocol();
      void message.success(t('protocol.agreed'));
    } catch {
      // The client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-document-actions">
      {protocolAgreed && protocolAgreedAt !== null ? (
        <Typography.Text type="success" data-testid={TEST_IDS.account.agreedAt}>
          {t('privacy.agreedAt', { time: formatChinaTime(protocolAgreedAt) })}
        </Typography.Text>
      ) : (
        <Button
          type="primary"
          onClick={() => void agree()}
          loading={busy}
          disabled={protocolAgreed === null}
          data-testid={TEST_IDS.account.privacyAgree}
        >
          {label}
        </Button>
      )}
    </div>
  );
}
