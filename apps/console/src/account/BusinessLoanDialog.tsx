import { BUSINESS_LOAN, TEST_IDS, type BusinessInfo } from '@roadwatch/core';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { closeBusinessLoan } from './accountState';
import { QrCode } from './QrCode';

/**
 * The business loan offer (seed 000 §2.3 "business loan info with a QR code"): terms, and a QR code to the
 * partner's WeChat page from getBusinessInfo. A company that is not offered the loan is told how to qualify.
 */
export function BusinessLoanDialog({ info }: { info: BusinessInfo | null }) {
  const { t } = useTranslation('account');
  const offered = Boolean(info?.isLoanCorp && info.wechatUrl);
  return (
    <Modal
      open
      title={t('business.title')}
      onCancel={closeBusinessLoan}
      footer={null}
      width={480}
      destroyOnHidden
    >
      <div data-testid={TEST_IDS.account.businessDialog}>
        {offered && info ? (
          <>
            <Typography.Paragraph type="secondary">{t('business.intro')}</Typography.Paragraph>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('business.rate')}>
                {t('business.rateValue', {
                  min: BUSINESS_LOAN.rateMinPercent,
                  max: BUSINESS_LOAN.rateMaxPercent,
                })}
              </Descriptions.Item>
              <Descriptions.Item label={t('business.credit')}>
                {t('business.creditValue', {
                  min: BUSINESS_LOAN.creditMinWan,
                  max: BUSINESS_LOAN.creditMaxWan,
                })}
              </Descriptions.Item>
              <Descriptions.Item label={t('business.terms')}>
                {t('business.termsValue', {
                  terms: BUSINESS_LOAN.termMonths.join(t('business.termsSeparator')),
                })}
              </Descriptions.Item>
            </Descriptions>
            <div className="account-qr">
              <QrCode
                value={info.wechatUrl}
                size={168}
                alt={t('business.qrAlt')}
                testId={TEST_IDS.account.businessQr}
              />
              <Typography.Text>{t('business.scan')}</Typography.Text>
            </div>
          </>
        ) : (
          <Typography.Paragraph>{t('business.notOffered')}</Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
}
