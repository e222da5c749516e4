import { ENDPOINTS, TEST_IDS, type PartnerCodes } from '@roadwatch/core';
import { App, Button, Card, Descriptions, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

const ids = TEST_IDS.partnerShare;

/** The company's cooperation and verification codes (what a partner enters), and a new verification code. */
export function PartnerCodesCard({ mayRenew }: { mayRenew: boolean }) {
  const { t } = useTranslation('partnerShare');
  const { message } = App.useApp();
  const [codes, setCodes] = useState<PartnerCodes | null>(null);
  useEffect(() => {
    api
      .call(ENDPOINTS.partnerCodes, {})
      .then(setCodes)
      .catch((error: unknown) => logError('shellData', 'partner codes failed', error));
  }, []);
  const renew = async () => {
    try {
      setCodes(await api.call(ENDPOINTS.partnerVerificationRenew, {}));
      void message.success(t('partnerShare.partner.renewed'));
    } catch {
      // The refusal was toasted by the client.
    }
  };
  return (
    <Card
      size="small"
      title={t('partnerShare.partner.codesTitle')}
      extra={
        mayRenew && (
          <Button size="small" data-testid={ids.renew} onClick={() => void renew()}>
            {t('partnerShare.partner.renew')}
          </Button>
        )
      }
    >
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t('partnerShare.partner.cooperationCode')}>
          <Typography.Text strong copyable data-testid={ids.cooperationCode}>
            {codes?.cooperationCode ?? ''}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('partnerShare.partner.verificationCode')}>
          <Typography.Text strong copyable data-testid={ids.verificationCode}>
            {codes?.verificationCode ?? ''}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">{t('partnerShare.partner.codesHint')}</Typography.Text>
    </Card>
  );
}
