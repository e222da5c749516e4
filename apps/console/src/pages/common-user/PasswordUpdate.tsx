import { TEST_IDS, formatChinaTime } from '@roadwatch/core';
import { App, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordChanged } from '../../account/accountState';
import { PasswordForm } from '../../account/PasswordForm';
import { usePasswordDetail } from '../../account/usePasswordDetail';
import type { PageProps } from '../../routes/pageRegistry';
import '../../account/account.css';

/** The password-update page of the user menu (seed 000 §2.2 "password update"); the dialog stays away here. */
export function PasswordUpdate({ route }: PageProps) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const detail = usePasswordDetail(true);

  const changed = () => {
    passwordChanged();
    void message.success(t('password.success'));
  };

  return (
    <div className="account-password-page" data-testid={TEST_IDS.account.passwordPage}>
      <Typography.Title level={4} data-testid={TEST_IDS.page.title}>
        {route.meta.title || t('password.pageTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('password.pageIntro')}</Typography.Paragraph>
      {detail ? (
        <>
          <Typography.Paragraph type="secondary">
            {detail.passwordModifiedTime
              ? t('password.lastModified', { time: formatChinaTime(detail.passwordModifiedTime) })
              : t('password.neverModified')}
          </Typography.Paragraph>
          <PasswordForm level={detail.passwordLevel} onChanged={changed} />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
    </div>
  );
}
