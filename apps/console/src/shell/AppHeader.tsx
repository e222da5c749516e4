import { TEST_IDS } from '@roadwatch/core';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../session/sessionState';
import { PrimaryMenu } from './PrimaryMenu';
import { UserMenu } from './UserMenu';

export function AppHeader({ selectedKeys }: { selectedKeys: string[] }) {
  const { t } = useTranslation('console');
  const { user } = useSnapshot(session);
  return (
    <Layout.Header className="shell__header" data-testid={TEST_IDS.shell.header}>
      <div className="shell__brand" data-testid={TEST_IDS.shell.logo}>
        {user?.logoUrl ? <img src={user.logoUrl} alt="" className="shell__logo" /> : null}
        <span className="shell__company" data-testid={TEST_IDS.shell.companyName}>
          {user?.companyName || t('common.appName')}
        </span>
      </div>
      <PrimaryMenu selectedKeys={selectedKeys} />
      <UserMenu />
    </Layout.Header>
  );
}
