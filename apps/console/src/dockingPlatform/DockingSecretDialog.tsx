import { TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from '../resources/SecretOnceDialog';

const ids = TEST_IDS.dockingPlatform;

/** The secret of an endpoint just added: shown this once, with a copy button; the list never shows it again. */
export function DockingSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('dockingPlatform');
  return (
    <SecretOnceDialog
      secret={secret}
      onClose={onClose}
      texts={{
        title: t('dockingPlatform.secretTitle'),
        hint: t('dockingPlatform.secretHint'),
        copy: t('dockingPlatform.copy'),
        copied: t('dockingPlatform.copied'),
        copyFailed: t('dockingPlatform.copyFailed'),
        done: t('dockingPlatform.secretDone'),
      }}
      testIds={{ dialog: ids.secretDialog, secret: ids.secret, copy: ids.copySecret, done: ids.secretDone }}
    />
  );
}
