import { ENDPOINTS, LANGUAGES, TEST_IDS, type Language } from '@roadwatch/core';
import { CheckOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../app/api';
import { language, switchLanguage } from '../app/i18n';
import { toasts } from '../app/toasts';
import { resetSession, session } from '../session/sessionState';
import { indexMenus } from './menuItems';
import { openMenu } from './openMenu';

const ids = TEST_IDS.shell;
const LANGUAGE_PREFIX = 'lang:';
const SIGN_OUT = 'signOut';

/** User dropdown: language, the user's own menu list, sign out (seed 000 §2.3). */
export function UserMenu() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { user, routes } = useSnapshot(session);
  const userMenus = user?.userMenuList ?? [];

  const signOut = async () => {
    try {
      await api.call(ENDPOINTS.signOutNoRedirect, {}, { toast: false, cancelOnRouteChange: false });
    } catch {
      toasts.push(t('errors.logoutFailed'));
      return;
    }
    resetSession();
    // A full load of the login page drops everything the previous user's pages held in memory.
    window.location.replace('/login');
  };

  const items: MenuProps['items'] = [
    {
      key: 'language',
      type: 'group',
      label: t('shell.language'),
      children: LANGUAGES.map((lang) => ({
        key: `${LANGUAGE_PREFIX}${lang}`,
        label: <span data-testid={ids.languageOption(lang)}>{t(`common.languages.${lang}`)}</span>,
        // Marked, not disabled: choosing the current language again is harmless.
        extra: lang === language ? <CheckOutlined /> : null,
      })),
    },
    ...(userMenus.length > 0
      ? [{ type: 'divider' as const }, ...userMenus.map((node) => ({ key: node.menuKey, label: node.title }))]
      : []),
    { type: 'divider' },
    { key: SIGN_OUT, danger: true, label: <span data-testid={ids.signOut}>{t('shell.signOut')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === SIGN_OUT) return void signOut();
    if (key.startsWith(LANGUAGE_PREFIX)) return switchLanguage(key.slice(LANGUAGE_PREFIX.length) as Language);
    const node = indexMenus(userMenus).get(key);
    if (node) openMenu(node, routes, (path) => void navigate(path));
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="shell__user" data-testid={ids.userMenu} aria-label={t('shell.userMenu')}>
        <UserOutlined />
        <span data-testid={ids.userName}>{user?.userName}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
