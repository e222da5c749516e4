import {
  API_PREFIX,
  endpointPath,
  ENDPOINTS,
  MODULE_BASE,
  TEST_IDS,
  type Language,
  type MenuNode,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { E2E_APP_DOWNLOAD_URL, e2eDataDir } from './fixtures/e2eEnv';
import { expectTranslated } from './fixtures/expectTranslated';
import { findTruncatedText } from './fixtures/truncatedText';
import { ShellFrame } from './fixtures/ShellFrame';
import { expect, test } from './fixtures/test';

const ids = TEST_IDS.shellFrame;
/** The demo user only this spec uses (its tabs, favourites and read messages change). */
const USER = 'shell_admin';
const LANGS: Language[] = ['zh-CN', 'en-US'];

// Each test walks several pages of the real console on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

/** The e2e server's own database, to see that what the page shows was written. */
let db: Database;
test.beforeAll(() => {
  const dataDir = e2eDataDir();
  db = connectDatabase({ dataDir });
});
test.afterAll(async () => {
  await db?.destroy();
});

async function readAt(messageId: string): Promise<unknown> {
  const row = await db
    .selectFrom('messages')
    .select('read_at')
    .where('id', '=', Number(messageId))
    .executeTakeFirstOrThrow();
  return row.read_at;
}

/** Full-layout pages of the demo menus this spec walks through. */
const PAGES = ['/driverManage', '/terminalManage', '/messageCenter'] as const;

function textsOf(lang: Language) {
  return resources[lang];
}

/** Signs in (zh-CN is the default) and, for English, switches through the user dropdown. */
async function signIn(
  page: Page,
  loginPage: { loginAs: (name: string) => Promise<void> },
  lang: Language,
): Promise<ShellFrame> {
  await loginPage.loginAs(USER);
  const frame = new ShellFrame(page);
  if (lang === 'en-US') await frame.switchLanguage('en-US');
  return frame;
}

/** The address of a section's first page that shows the side menu, if any. */
function firstSideMenuPage(node: MenuNode): string | null {
  const route = node.operationList[0];
  if (node.children.length === 0) return !node.blank && route?.sideMenu === 1 ? `/${route.route}` : null;
  for (const child of node.children) {
    const found = firstSideMenuPage(child);
    if (found) return found;
  }
  return null;
}

for (const lang of LANGS) {
  const tx = textsOf(lang);

  test(`side menu [${lang}]: every entry of every section reads whole, long titles wrap`, async ({
    page,
    loginPage,
    snap,
  }) => {
    const frame = await signIn(page, loginPage, lang);
    const tree = await frame.shell.menuTree();
    const side = page.getByTestId(TEST_IDS.shell.sideMenu);
    let sections = 0;
    for (const top of tree.main) {
      const address = firstSideMenuPage(top);
      if (!address) continue;
      await page.goto(address);
      await expect(side).toBeVisible();
      sections += 1;
      // Every branch opened, as a user looking for a page would (an inner branch shows once its parent is open).
      const closed = side
        .locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title')
        .filter({ visible: true });
      while ((await closed.count()) > 0) {
        const before = await closed.count();
        await closed.first().click();
        await expect(closed).not.toHaveCount(before);
      }
      const cut = await findTruncatedText(side, { fit: ['.ant-menu-title-content'] });
      expect(cut, top.menuKey).toEqual([]);
      await snap(`side-menu-${top.menuKey}-${lang}`);
    }
    expect(sections).toBeGreaterThan(3);
  });

  test(`tab bar [${lang}]: visited pages, refresh, move, close others, the last tab warns, survives reload`, async ({
    page,
    loginPage,
    snap,
  }) => {
    const frame = await signIn(page, loginPage, lang);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(frame.tab(path)).toBeVisible();
    }
    expect(await frame.tabPaths()).toEqual(expect.arrayContaining([...PAGES]));
    const titles = await frame.tabBar().innerText();
    expect(titles).toContain(tx.shell.messages.title);

    // Kept in browser storage: a reload shows the same tabs in the same order.
    const before = await frame.tabPaths();
    await page.reload();
    await expect(frame.tab('/messageCenter')).toBeVisible();
    expect(await frame.tabPaths()).toEqual(before);

    // Right-click → the context menu in this language.
    await frame.openTabMenu('/messageCenter');
    for (const action of ['refresh', 'close', 'closeOthers', 'moveForward', 'moveBackward'] as const) {
      await expect(frame.openMenus().getByTestId(ids.tabMenu(action))).toHaveText(tx.shell.tabs[action]);
    }
    await snap('tab-menu');
    await page.keyboard.press('Escape');

    // Move forward: one place towards the start, then back again.
    const index = before.indexOf('/messageCenter');
    await frame.tabAction('/messageCenter', 'moveForward');
    await expect.poll(() => frame.tabPaths()).toEqual(moveOne(before, index, -1));
    await frame.tabAction('/messageCenter', 'moveBackward');
    await expect.poll(() => frame.tabPaths()).toEqual(before);

    // Refresh: the page is mounted afresh (it asks the server for its list again), the address stays.
    await page.getByTestId(ids.messageTab('alarm')).click();
    await expect(page).toHaveURL(/tabId=alarm/);
    const reloaded = page.waitForRequest((r) => r.url().includes('/fetchMessageList'));
    await frame.tabAction('/messageCenter', 'refresh');
    await reloaded;
    await expect(page).toHaveURL(/\/messageCenter\?tabId=alarm$/);
    await expect(page.getByTestId(ids.messageCentre)).toBeVisible();

    // Close others keeps only this tab; closing the last one is refused with a warning.
    await frame.tabAction('/messageCenter', 'closeOthers');
    await expect.poll(() => frame.tabPaths()).toEqual(['/messageCenter']);
    await frame.closeButtonOf('/messageCenter').click();
    await expect(
      page.locator('.ant-message-notice').filter({ hasText: tx.shell.tabs.lastTab }),
    ).toBeVisible();
    expect(await frame.tabPaths()).toEqual(['/messageCenter']);
    await expectTranslated(page);
    await snap('last-tab-warning');

    // Closing a tab shows its neighbour.
    await page.goto('/driverManage');
    await expect(frame.tab('/driverManage')).toBeVisible();
    await frame.tabAction('/driverManage', 'close');
    await expect(page).toHaveURL(/\/messageCenter/);
    await expect.poll(() => frame.tabPaths()).toEqual(['/messageCenter']);
  });

  test(`search [${lang}]: a vehicle and a plan open in a new window at their host`, async ({
    page,
    loginPage,
    baseURL,
    snap,
  }) => {
    const frame = await signIn(page, loginPage, lang);
    const settings = await page.request.get(endpointPath(ENDPOINTS.fetchCommonSetting));
    const { hosts } = ((await settings.json()) as { result: { hosts: Record<string, string> } }).result;
    const at = (host: string) => hosts[host] || baseURL;

    // Vehicles: the pro web-GIS host.
    await frame.search(tx.common.searchTypes.vehicleNo, '沪');
    const firstVehicle = page.locator('[data-testid^="shell-search-result-"]').first();
    await expect(firstVehicle).toBeVisible();
    await snap('search-results');
    const vehicleId = ((await firstVehicle.getAttribute('data-testid')) ?? '').replace(
      'shell-search-result-',
      '',
    );
    const [vehiclePage] = await Promise.all([page.waitForEvent('popup'), firstVehicle.click()]);
    await vehiclePage.waitForLoadState('domcontentloaded');
    expect(vehiclePage.url()).toBe(`${at('proWebgis')}/proVehicleMonitor?vehicleId=${vehicleId}`);
    await vehiclePage.close();

    // Plans: the TMS host.
    await frame.search(tx.common.searchTypes.planNo, 'JH');
    const firstPlan = page.locator('[data-testid^="shell-search-result-JH"]').first();
    await expect(firstPlan).toBeVisible();
    const planNo = ((await firstPlan.getAttribute('data-testid')) ?? '').replace('shell-search-result-', '');
    const [planPage] = await Promise.all([page.waitForEvent('popup'), firstPlan.click()]);
    await planPage.waitForLoadState('domcontentloaded');
    expect(planPage.url()).toBe(`${at('tms')}/transportPlanList?planNo=${planNo}`);
    await planPage.close();

    // A keyword nothing matches says so.
    await frame.search(tx.common.searchTypes.orderNo, 'ZZZ-NOTHING');
    await expect(
      page.locator('.ant-select-dropdown').filter({ hasText: tx.shell.search.noResult }),
    ).toBeVisible();
    await expectTranslated(page);
  });

  test(`favourites [${lang}]: a saved favourite survives a reload and opens its page`, async ({
    page,
    loginPage,
    snap,
  }) => {
    await signIn(page, loginPage, lang);
    const key = lang === 'zh-CN' ? 'driverManage' : 'terminalManage';
    const link = page.getByTestId(ids.favouriteLink(key));

    await page.getByTestId(ids.favouritesButton).click();
    const panel = page.getByTestId(ids.favouritesPanel);
    await expect(panel).toContainText(tx.shell.favourites.title);
    await expect(link).toHaveCount(0);
    await page.getByTestId(ids.favouritesEdit).click();
    await expect(page.getByTestId(ids.favouritesTree)).toBeVisible();
    await page.getByTestId(ids.favouriteLink(`tree-${key}`)).click();
    await snap('favourites-edit');
    await page.getByTestId(ids.favouritesSave).click();
    await expect(
      page.locator('.ant-message-notice').filter({ hasText: tx.shell.favourites.saved }),
    ).toBeVisible();
    await expect(link).toBeVisible();

    await page.reload();
    await page.getByTestId(ids.favouritesButton).click();
    await expect(link).toBeVisible();
    await snap('favourites');
    await expectTranslated(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${key}$`));

    // Take it out again, so the next run starts from the same list.
    await page.getByTestId(ids.favouritesButton).click();
    await page.getByTestId(ids.favouritesEdit).click();
    await page.getByTestId(ids.favouriteLink(`tree-${key}`)).click();
    await page.getByTestId(ids.favouritesSave).click();
    await expect(link).toHaveCount(0);
  });

  test(`user dropdown [${lang}]: language once, language page, app download, sign-out with a failure first`, async ({
    page,
    context,
    loginPage,
    snap,
  }) => {
    const frame = await signIn(page, loginPage, lang);
    await frame.shell.openUserMenu();
    const dropdown = page.locator('.ant-dropdown:visible');
    // The known bug: "Language" was listed twice (the group and the language page).
    await expect(dropdown.getByText(tx.shell.language, { exact: true })).toHaveCount(1);
    await expect(page.getByTestId(ids.languageSettings)).toHaveText(tx.shell.languageSettings);
    await expect(page.getByTestId(TEST_IDS.shell.signOut)).toHaveText(tx.shell.signOut);
    await snap('user-menu');

    // The app download page: a QR code of the configured address.
    await page.getByTestId(ids.userMenuItem('appDownload')).click();
    await expect(page).toHaveURL(/\/appDownload$/);
    await expect(page.getByTestId(ids.appDownloadQr)).toBeVisible();
    await expect(page.getByTestId(ids.appDownloadUrl)).toHaveText(E2E_APP_DOWNLOAD_URL);
    await expectTranslated(page);
    await snap('app-download');

    // The language page switches the other way: cookie without expiry, reload, texts in the new language.
    await frame.shell.openUserMenu();
    await page.getByTestId(ids.languageSettings).click();
    await expect(page.getByTestId(ids.languagePage)).toBeVisible();
    await snap('language-page');
    const other: Language = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
    await page.getByTestId(ids.languageChoice(other)).click();
    const reloaded = page.waitForEvent('load');
    await page.getByTestId(ids.languageApply).click();
    await reloaded;
    const cookie = await frame.langCookie();
    expect(cookie?.value).toBe(other);
    expect(cookie?.expires).toBe(-1);
    await expect(page.getByTestId(TEST_IDS.page.title)).toHaveText(textsOf(other).shell.languagePage.title);
    const ty = textsOf(other);

    // Sign-out that cannot reach the server shows a message and keeps the user in.
    await page.route('**/signOutNoRedirect', (route) => route.abort('connectionfailed'));
    await frame.shell.signOut();
    await expect(page.getByTestId(TEST_IDS.shell.toast)).toHaveText(ty.errors.logoutFailed);
    await expect(page).toHaveURL(/\/languageSetting$/);
    await page.unroute('**/signOutNoRedirect');

    await frame.shell.signOut();
    await expect(page).toHaveURL(/\/login$/);
    const menuTree = await context.request.post(`${API_PREFIX}${MODULE_BASE.menu}/menuTree`, { data: {} });
    expect(menuTree.status()).toBe(401);
  });

  test(`message centre [${lang}]: tabs by type, detail, mark read changes the row and the server`, async ({
    page,
    loginPage,
    snap,
  }) => {
    const frame = await signIn(page, loginPage, lang);
    await page.goto('/messageCenter?tabId=all&menuId=messageCenter');
    const centre = page.getByTestId(ids.messageCentre);
    await expect(centre).toBeVisible();
    await expect(page.getByTestId(TEST_IDS.page.title)).toHaveText(tx.shell.messages.title);
    for (const tab of ['all', 'unread', 'system', 'alarm', 'task', 'notice'] as const) {
      await expect(page.getByTestId(ids.messageTab(tab))).toContainText(tx.shell.messages.tabs[tab]);
    }
    const held = await frame.messages();
    expect(held.data.length).toBeGreaterThan(0);
    for (const m of held.data) await expect(page.getByTestId(ids.messageRow(m.messageId))).toBeVisible();
    await snap('message-centre');

    // A type tab lists only that type and keeps the menu query.
    await page.getByTestId(ids.messageTab('alarm')).click();
    await expect(page).toHaveURL(/tabId=alarm/);
    await expect(page).toHaveURL(/menuId=messageCenter/);
    const alarms = held.data.filter((m) => m.msgType === 'alarm');
    await expect(centre.locator('tbody tr[data-testid^="message-row-"]')).toHaveCount(alarms.length);
    await page.getByTestId(ids.messageTab('all')).click();

    // Mark one read: its state changes on screen and in the database.
    const [first, second] = held.data.filter((m) => !m.read);
    if (!first || !second) throw new Error(`${USER} has fewer than two unread messages`);
    await expect(page.getByTestId(ids.messageState(first.messageId))).toHaveText(tx.shell.messages.unread);
    expect(await readAt(first.messageId)).toBeNull();
    await page.getByTestId(ids.messageMarkRead(first.messageId)).click();
    await expect(page.getByTestId(ids.messageState(first.messageId))).toHaveText(tx.shell.messages.read);
    await expect.poll(() => readAt(first.messageId)).not.toBeNull();

    // Opening the detail shows the message and marks it read too.
    await page.getByTestId(ids.messageView(second.messageId)).click();
    const detail = page.getByTestId(ids.messageDetail);
    await expect(detail).toContainText(second.msgContent);
    await expect(detail).toContainText(tx.shell.messages.read);
    await snap('message-detail');
    await expectTranslated(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(ids.messageState(second.messageId))).toHaveText(tx.shell.messages.read);
    expect(await readAt(second.messageId)).not.toBeNull();
    const after = await frame.messages();
    expect(after.data.find((m) => m.messageId === second.messageId)?.read).toBe(true);
    expect(after.unreadCount).toBe(held.unreadCount - 2);
  });
}

function moveOne(list: string[], index: number, by: -1 | 1): string[] {
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  if (item !== undefined) copy.splice(index + by, 0, item);
  return copy;
}
