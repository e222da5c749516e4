import { GUIDE_BITS, TEST_IDS, type BusinessInfo } from '@roadwatch/core';
import {
  BankOutlined,
  FileTextOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Button, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openBusinessLoan, setGuideBit } from './accountState';
import { ACCOUNT_PATHS } from './accountPaths';

const ids = TEST_IDS.account;

/**
 * The online-service guide (guide bit 8): what the "Online service" menu offers, with the business loan for
 * companies that are offered it. Closing it, or opening the loan dialog, sets the bit and saves it.
 */
export function OnlineServiceGuide({ business }: { business: BusinessInfo | null }) {
  const { t } = useTranslation('account');
  const dismiss = () => {
    void setGuideBit(GUIDE_BITS.onlineService).catch(() => undefined);
  };
  const items = [
    { key: 'bills', icon: <FileTextOutlined />, label: t('onlineService.bills') },
    { key: 'workOrders', icon: <ProfileOutlined />, label: t('onlineService.workOrders') },
    {
      key: 'sla',
      icon: <SafetyCertificateOutlined />,
      label: <Link to={ACCOUNT_PATHS.serviceLevelAgreement}>{t('onlineService.sla')}</Link>,
    },
    ...(business?.isLoanCorp
      ? [{ key: 'loan', icon: <BankOutlined />, label: t('onlineService.loan') }]
      : []),
  ];

  return (
    <Modal open title={t('onlineService.title')} onCancel={dismiss} footer={null} width={460}>
      <div data-testid={ids.onlineServiceGuide}>
        <Typography.Paragraph>{t('onlineService.intro')}</Typography.Paragraph>
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => (
            <List.Item key={item.key}>
              <span className="account-service-item">
                {item.icon} {item.label}
              </span>
            </List.Item>
          )}
        />
        <div className="account-form-actions">
          {business?.isLoanCorp ? (
            <Button
              onClick={() => {
                dismiss();
                openBusinessLoan();
              }}
              data-testid={ids.onlineServiceLoan}
            >
              {t('onlineService.loanButton')}
            </Button>
          ) : null}
          <Button type="primary" onClick={dismiss} data-testid={ids.onlineServiceGotIt}>
            {t('onlineService.gotIt')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
