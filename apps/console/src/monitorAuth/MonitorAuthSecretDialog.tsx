import { TEST_IDS, type MonitorAuthAdded } from '@roadwatch/core';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from '../resources/SecretOnceDialog';
import { monitorAuthAddress } from './monitorAuthAddress';

const ids = TEST_IDS.monitorAuth;

/** A new authorisation's access address and private key: the key is shown this once, never again. */
export function MonitorAuthSecretDialog({
  added,
  onClose,
}: {
  added: MonitorAuthAdded;
  onClose: () => void;
}) {
  const { t } = useTranslation('monitorAuth');
  return (
    <SecretOnceDialog
      secret={added.privateKey}
      onClose={onClose}
      texts={{
        title: t('secretTitle'),
        hint: t('secretHint'),
        copy: t('copy'),
        copied: t('copied'),
        copyFailed: t('copyFailed'),
        done: t('secretDone'),
      }}
      testIds={{ dialog: ids.secretDialog, secret: ids.privateKey, copy: ids.copyKey, done: ids.secretDone }}
      label={<Typography.Text strong>{t('privateKey')}</Typography.Text>}
    >
      <Typography.Text strong>{t('fields.accessAddress')}</Typography.Text>
      <Input readOnly value={monitorAuthAddress(added.accessId)} data-testid={ids.accessAddress} />
      <Typography.Text strong>{t('fields.accessId')}</Typography.Text>
      <Input readOnly value={added.accessId} data-testid={ids.accessId} />
      <Typography.Text type="secondary">{t('signingHelp')}</Typography.Text>
    </SecretOnceDialog>
  );
}
