import { ENDPOINTS, LANGUAGES, TEST_IDS, type Language, type MenuNode } from '@roadwatch/core';
import {
  CheckOutlined,
  DownOutlined,
  GlobalOutlined,
  LogoutOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
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
/** The user menu's language-settings page joins the language group instead of being listed twice. */
export const LANGUAGE_SETTING_KEY = 'languageSetting';

/** User dropdown (seed 000 §2.3): language, the user's own menu list, sign out. */
export function UserMenu() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { user, routes } = useSnapshot(session);
  const [signingOut, setSigningOut] = useState(false);
  const userMenus: readonly MenuNode[] = user?.userMenuList ?? [];
  const languagePage = userMenus.find((node) => node.menuKey === LANGUAGE_SETTING_KEY);
  const listed = userMenus.filter((node) => node !== languagePage);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await api.call(ENDPOINTS.signOutNoRedirect, {}, { toast: false, cancelOnRouteChange: false });
    } catch {
      setSigningOut(false);
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
      children: [
        ...LANGUAGES.map((lang) => ({
          key: `${LANGUAGE_PREFIX}${lang}`,
          icon: <GlobalOutlined />,
          label: <span data-testid={ids.languageOption(lang)}>{t(`common.languages.${lang}`)}</span>,
          // Marked, not disabled: choosing the current language again is harmless.
          extra: lang === language ? <CheckOutlined /> : null,
        })),
        ...(languagePage
          ? [
              {
                key: languagePage.menuKey,
                icon: <SettingOutlined />,
                label: <span data-testid={TEST_IDS.shellFrame.languageSettings}>{languagePage.title}</span>,
              },
            ]
          : []),
      ],
    },
    ...(listed.length > 0
      ? [
          { type: 'divider' as const },
          ...listed.map((node) => ({
            key: node.menuKey,
            label: <span data-testid={TEST_IDS.shellFrame.userMenuItem(node.menuKey)}>{node.title}</span>,
          })),
        ]
      : []),
    { type: 'divider' },
    {
      key: SIGN_OUT,
      danger: true,
      icon: <LogoutOutlined />,
      disabled: signingOut,
      label: <span data-testid={ids.signOut}>{signingOut ? t('shell.signingOut') : t('shell.signOut')}</span>,
    },
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
        <Avatar size="small" className="shell__avatar">
          {(user?.userName ?? '?').slice(0, 1).toUpperCase()}
        </Avatar>
        <span data-testid={ids.userName}>{user?.userName}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
