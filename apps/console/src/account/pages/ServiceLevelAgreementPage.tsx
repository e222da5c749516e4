import { SERVICE_AVAILABILITY_PERCENT, TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { DocumentPage } from './DocumentPage';

/** /serviceLevelAgreement (seed 000 §2.1): availability commitment 99.9 % (seed 000 §9) and support terms. */
export function ServiceLevelAgreementPage() {
  const { t } = useTranslation('account');
  return (
    <DocumentPage
      title={t('sla.pageTitle')}
      intro={t('sla.intro')}
      sectionsKey="sla"
      sectionCount={5}
      values={{ availability: SERVICE_AVAILABILITY_PERCENT }}
      testId={TEST_IDS.account.slaPage}
    />
  );
}
