import { TEST_IDS } from '@roadwatch/core';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { HeaderAlarmArea } from '../alarmShell/HeaderAlarmArea';
import { session } from '../session/sessionState';
import { BRAND_LOGO } from './brandLogo';
import { FavouritesPanel } from './FavouritesPanel';
import { HeaderSearch } from './HeaderSearch';
import { PrimaryMenu } from './PrimaryMenu';
import { UserMenu } from './UserMenu';

/**
 * Header (seed 000 §2.3), two rows: the company's icon (loginUserMessage icoUrl, also the page icon) and name
 * with the secondary top menu — search, favourites, the alarm area, the user dropdown; then the primary menu
 * across the full width, so its four levels of entries do not compete with the tools for room.
 */
export function AppHeader({ selectedKeys }: { selectedKeys: string[] }) {
  const { t } = useTranslation('console');
  const { user } = useSnapshot(session);
  return (
    <Layout.Header className="shell__header" data-testid={TEST_IDS.shell.header}>
      <div className="shell__topbar">
        <div className="shell__brand" data-testid={TEST_IDS.shell.logo}>
          <img src={user?.icoUrl || user?.logoUrl || BRAND_LOGO} alt="" className="shell__logo" />
          <span className="shell__company" data-testid={TEST_IDS.shell.companyName}>
            {user?.companyName || t('common.appName')}
          </span>
        </div>
        <div className="shell__header-tools">
          <HeaderSearch />
          <FavouritesPanel />
          <HeaderAlarmArea />
          <UserMenu />
        </div>
      </div>
      <PrimaryMenu selectedKeys={selectedKeys} />
    </Layout.Header>
  );
}
