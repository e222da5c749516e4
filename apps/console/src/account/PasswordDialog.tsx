import { TEST_IDS, type PasswordOverdue, formatChinaTime } from '@roadwatch/core';
import { App, Button, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { markPasswordSeen, passwordChanged } from './accountState';
import { PasswordForm } from './PasswordForm';
import { usePasswordDetail } from './usePasswordDetail';

/**
 * The password-change dialog (seed 000 §4 "Password dialog"). Mandatory: no close button, no Escape, no mask
 * click — only a successful change closes it. Otherwise closing marks the notice as seen.
 */
export function PasswordDialog({ notice }: { notice: PasswordOverdue }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const detail = usePasswordDetail(true);
  const mandatory = notice.necessary;

  const changed = () => {
    passwordChanged();
    void message.success(t('password.success'));
  };

  return (
    <Modal
      open
      title={mandatory ? t('password.mandatoryTitle') : t('password.title')}
      closable={!mandatory}
      keyboard={!mandatory}
      mask={{ closable: false }}
      footer={null}
      onCancel={mandatory ? undefined : markPasswordSeen}
      destroyOnHidden
      width={460}
    >
      <div data-testid={TEST_IDS.account.passwordDialog}>
        {notice.content ? (
          <Typography.Paragraph type={mandatory ? 'danger' : 'warning'}>
            {notice.content}
          </Typography.Paragraph>
        ) : null}
        {mandatory ? (
          <Typography.Paragraph type="secondary">{t('password.mandatoryHint')}</Typography.Paragraph>
        ) : null}
        {notice.lastPasswordModifiedTime ? (
          <Typography.Paragraph type="secondary">
            {t('password.lastModified', { time: formatChinaTime(notice.lastPasswordModifiedTime) })}
          </Typography.Paragraph>
        ) : null}
        {detail ? (
          <PasswordForm
            level={detail.passwordLevel}
            onChanged={changed}
            extraActions={mandatory ? null : <Button onClick={markPasswordSeen}>{t('general.later')}</Button>}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        )}
      </div>
    </Modal>
  );
}
