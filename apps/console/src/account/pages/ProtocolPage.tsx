import { PROTOCOL_VERSION, TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { AgreeBar } from './AgreeBar';
import { DocumentPage } from './DocumentPage';

/** /protocol: the user protocol (seed 000 §2.1), with the agree button while not yet agreed. */
export function ProtocolPage() {
  const { t } = useTranslation('account');
  return (
    <DocumentPage
      title={t('protocol.pageTitle')}
      intro={t('protocol.updated', { version: PROTOCOL_VERSION })}
      sectionsKey="protocolText"
      sectionCount={6}
      testId={TEST_IDS.account.protocolPage}
    >
      <AgreeBar label={t('protocol.agree')} />
    </DocumentPage>
  );
}
