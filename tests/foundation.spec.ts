import {
  LANGUAGES,
  LANG_COOKIE,
  SESSION_COOKIE,
  TEST_IDS,
  TOKEN_HEADER,
  API_PREFIX,
  MODULE_BASE,
  type MenuNode,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { countMenuNodes, routableMenuPaths } from './fixtures/ConsoleShell';
import { DEMO_PASSWORD } from './fixtures/e2eEnv';
import { expectTranslated } from './fixtures/expectTranslated';
import { expect, test } from './fixtures/test';

const zh = resources['zh-CN'];
const en = resources['en-US'];
const menuTreeUrl = `${API_PREFIX}${MODULE_BASE.menu}/menuTree`;

test('wrong password and wrong captcha are refused with a message; the right ones log the admin in', async ({
  page,
  context,
  loginPage,
  shell,
  snap,
}) => {
  await loginPage.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.common.appName);
  await expectTranslated(page);

  await loginPage.submit('admin', `${DEMO_PASSWORD}-wrong`);
  await expect(loginPage.error()).toHaveText(zh.errors.wrongCredentials);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
  await snap('wrong-password');

  await loginPage.submit('admin', DEMO_PASSWORD, 'nope');
  await expect(loginPage.error()).toHaveText(zh.errors.wrongCaptcha);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
  await snap('wrong-captcha');

  await loginPage.submit('admin', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(shell.header()).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(session?.httpOnly).toBe(true);

  // The menus on screen are the ones the server gives this user.
  const tree = await shell.menuTree();
  expect(tree.main.length).toBeGreaterThan(0);
  for (const node of tree.main) await expect(shell.primaryMenuItem(node.menuKey)).toContainText(node.title);
  await expectTranslated(page);
  await snap('logged-in');
});

test('opens two menu routes from the server menu', async ({ page, loginPage, shell, snap }) => {
  await loginPage.loginAs('admin');
  const routeOf = (trail: MenuNode[]) => trail[trail.length - 1]!.operationList.find((op) => op.route)!.route;
  // Not the page the login landed on, so each click really navigates; two different top-level menus when
  // there are, so both the primary and the side menu are used.
  const landing = new URL(page.url()).pathname;
  const paths = routableMenuPaths((await shell.menuTree()).main).filter(
    (trail) => `/${routeOf(trail)}` !== landing,
  );
  const first = paths[0];
  const second = paths.find((p) => p[0]?.menuKey !== first?.[0]?.menuKey) ?? paths[1];
  expect(first && second, 'the admin has at least two routable menu entries').toBeTruthy();

  for (const [index, trail] of [first!, second!].entries()) {
    await shell.openMenu(trail);
    const target = trail[trail.length - 1]!;
    const route = routeOf(trail);
    await expect(page).toHaveURL(new RegExp(`/${route}(\\?|$)`));
    await expect(shell.pageTitle()).toHaveText(target.title);
    await expect(page.getByTestId(TEST_IDS.notFound.page)).toHaveCount(0);
    await expect(page.getByTestId(TEST_IDS.forbidden.page)).toHaveCount(0);
    await snap(`route-${index + 1}-${route}`);
  }
});

test('switching to English sets the lang cookie without expiry and reloads the page in English', async ({
  page,
  context,
  loginPage,
  shell,
  snap,
}) => {
  await loginPage.loginAs('admin');
  await shell.openUserMenu();
  await expect(page.getByTestId(TEST_IDS.shell.signOut)).toHaveText(zh.shell.signOut);
  for (const lang of LANGUAGES) {
    await expect(page.getByTestId(TEST_IDS.shell.languageOption(lang))).toHaveText(zh.common.languages[lang]);
  }
  await page.keyboard.press('Escape');

  await shell.switchLanguage('en-US');

  const lang = (await context.cookies()).find((c) => c.name === LANG_COOKIE);
  expect(lang?.value).toBe('en-US');
  // "No expiry" (seed 000 §1) read either way: no expires attribute (-1, a session cookie) or the furthest date
  // the browser keeps (Chromium caps it at 400 days). Either way the choice does not run out while in use.
  const expires = lang?.expires ?? 0;
  expect(
    expires === -1 || expires > Date.now() / 1000 + 365 * 86_400,
    `lang cookie expires at ${expires}`,
  ).toBe(true);
  await shell.openUserMenu();
  await expect(page.getByTestId(TEST_IDS.shell.signOut)).toHaveText(en.shell.signOut);
  await expectTranslated(page);
  await snap('english');
});

test('logging out returns to /login, ends the session on the server and guards protected pages', async ({
  page,
  context,
  loginPage,
  shell,
  snap,
}) => {
  await loginPage.loginAs('admin');
  const protectedUrl = new URL(page.url()).pathname;
  const token = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
  expect(token).toBeTruthy();

  await shell.signOut();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(loginPage.form()).toBeVisible();
  await snap('logged-out');

  // The old token no longer opens anything.
  const stale = await page.request.post(menuTreeUrl, { data: {}, headers: { [TOKEN_HEADER]: token! } });
  expect(stale.status()).toBe(401);

  await page.goto(protectedUrl === '/login' ? '/' : protectedUrl);
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

test('a viewer sees fewer menus than the admin', async ({ page, loginPage, shell, snap }) => {
  await loginPage.loginAs('admin');
  const adminTree = await shell.menuTree();
  await shell.signOut();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  await loginPage.loginAs('viewer');
  const viewerTree = await shell.menuTree();
  expect(countMenuNodes(viewerTree.main)).toBeLessThan(countMenuNodes(adminTree.main));
  await expect(shell.pageTitle()).toBeVisible();
  for (const node of viewerTree.main) await expect(shell.primaryMenuItem(node.menuKey)).toBeVisible();
  const viewerKeys = new Set(viewerTree.main.map((node) => node.menuKey));
  for (const node of adminTree.main.filter((n) => !viewerKeys.has(n.menuKey))) {
    await expect(shell.primaryMenuItem(node.menuKey)).toHaveCount(0);
  }
  await snap('viewer');
});

test('a request answered 401 (session cookie gone) returns the console to /login', async ({
  page,
  context,
  loginPage,
  shell,
}) => {
  await loginPage.loginAs('admin');
  await expect(shell.header()).toBeVisible();
  await context.clearCookies({ name: SESSION_COOKIE });

  const unauthorised = page.waitForResponse((response) => response.status() === 401);
  await page.reload();
  await unauthorised;
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(loginPage.form()).toBeVisible();
});
