/**
 * Every `data-testid` used by the apps and the Playwright tests, defined once (Grafana's habit).
 * Values are stable strings; ids that depend on data are functions of that data (menuKey, language).
 */
export const TEST_IDS = {
  login: {
    form: 'login-form',
    userName: 'login-user-name',
    password: 'login-password',
    captcha: 'login-captcha',
    captchaImage: 'login-captcha-image',
    remember: 'login-remember',
    submit: 'login-submit',
    error: 'login-error',
  },
  shell: {
    header: 'shell-header',
    logo: 'shell-logo',
    companyName: 'shell-company-name',
    userMenu: 'shell-user-menu',
    userName: 'shell-user-name',
    languageOption: (lang: string) => `shell-language-${lang}`,
    signOut: 'shell-sign-out',
    primaryMenu: 'shell-primary-menu',
    primaryMenuItem: (menuKey: string) => `shell-menu-${menuKey}`,
    sideMenu: 'shell-side-menu',
    sideMenuItem: (menuKey: string) => `shell-side-menu-${menuKey}`,
    content: 'shell-content',
    toast: 'shell-toast',
  },
  page: {
    title: 'page-title',
    breadcrumb: 'page-breadcrumb',
    operations: 'page-operations',
  },
  notFound: {
    page: 'not-found-page',
    homeLink: 'not-found-home-link',
  },
  forbidden: {
    page: 'forbidden-page',
  },
} as const;
