import { PROTOCOL_VERSION, TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { AgreeBar } from './AgreeBar';
import { DocumentPage } from './DocumentPage';

/** The user privacy policy page with its agree button (seed 000 §2.1). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('account');
  return (
    <DocumentPage
      title={t('privacy.pageTitle')}
      intro={t('protocol.updated', { version: PROTOCOL_VERSION })}
      sectionsKey="privacy"
      sectionCount={5}
      testId={TEST_IDS.account.privacyPage}
    >
      <AgreeBar label={t('privacy.agree')} />
    </DocumentPage>
  );
}
