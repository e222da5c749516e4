import {
  ENDPOINTS,
  HANDLE_STATUS,
  LANG_COOKIE,
  LIMITS,
  TEST_IDS,
  endpointPath,
  formatChinaTime,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { e2eBaseUrl, e2eDataDir } from './fixtures/e2eEnv';
import { expectTranslated } from './fixtures/expectTranslated';
import type { LoginPage } from './fixtures/LoginPage';
import { expect, test } from './fixtures/test';

/**
 * What a new user notices when times, counts, permissions, popups and notices disagree (issue 13, parts 4–7): a
 * browser set to UTC reads the same China times in the popover, the handling dialog and the grid; the popover
 * counts what the badge counts; a viewer is offered only what it may do and told when a page is not granted; one
 * window shows the popups, never above a dialog; the platform's notices and the login page follow the language.
 */

const ids = TEST_IDS.alarmShell;
const LANGS: readonly Language[] = ['zh-CN', 'en-US'];
const COMPANY = 1;

let db: Database;
test.beforeAll(() => {
  const dataDir = e2eDataDir();
  db = connectDatabase({ dataDir });
});
test.afterAll(async () => {
  await db?.destroy();
});

async function signIn(page: Page, loginPage: LoginPage, lang: Language, user: string): Promise<void> {
  const origin = new URL(e2eBaseUrl()).origin;
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: origin }]);
  await loginPage.loginAs(user);
}

/** A terminal raises a new vehicle alarm now (a copy of the company's newest, with a new guid). */
async function newVehicleAlarm(tag: string): Promise<void> {
  const model = await db
    .selectFrom('alarms')
    .selectAll()
    .where('company_id', '=', COMPANY)
    .where('alarm_class', '=', 1)
    .where('vehicle_id', 'is not', null)
    .orderBy('begin_time', 'desc')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  await db
    .insertInto('alarms')
    .values({
      ...model,
      guid: `e2e-consistency-${tag}-${now}`,
      begin_time: now,
      end_time: null,
      created_at: now,
      handle_status: HANDLE_STATUS.unprocessed,
      handle_time: null,
      handle_type: null,
      handler_user_id: null,
      handle_remark: null,
    })
    .execute();
}

/** A label as antd may render it: any spacing between its characters. */
function spacedOut(label: string): RegExp {
  return new RegExp([...label].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'));
}

/** The number on a header badge (antd puts it in the count's title). */
async function badgeCount(page: Page, triggerId: string): Promise<number> {
  const count = page.getByTestId(triggerId).locator('.ant-badge-count');
  if ((await count.count()) === 0) return 0;
  return Number(await count.getAttribute('title'));
}

for (const lang of LANGS) {
  const popover = resources[lang].popover;

  test.describe(`consistency for a browser in UTC (${lang})`, () => {
    // China is 8 hours ahead: any time formatted in the browser's zone would read 8 hours early.
    test.use({ timezoneId: 'UTC' });
    test.describe.configure({ timeout: 120_000 });

    test(`the exception popover, its handling dialog and the grid show the same China time (${lang})`, async ({
      page,
      loginPage,
      snap,
    }) => {
      await signIn(page, loginPage, lang, 'admin');
      await page.getByTestId(ids.abnormalTrigger).click();
      const firstTime = page.locator(`[data-testid^="${ids.abnormalTime('')}"]`).first();
      await expect(firstTime).toBeVisible();
      const guid = ((await firstTime.getAttribute('data-testid')) ?? '').slice(ids.abnormalTime('').length);
      const row = await db
        .selectFrom('device_exceptions')
        .select('begin_time')
        .where('guid', '=', guid)
        .executeTakeFirstOrThrow();
      const begin = Number(row.begin_time);
      const chinaTime = formatChinaTime(begin);
      await expect(firstTime).toHaveText(chinaTime);
      await expect(page.getByTestId(ids.abnormalTotal)).toBeVisible();
      await snap(`exception-popover-${lang}`);

      await page.getByTestId(ids.abnormalHandle(guid)).click();
      await expect(page.getByTestId(ids.handleBeginTime)).toHaveText(chinaTime);
      await snap(`handling-dialog-${lang}`);
      await page.getByRole('button', { name: spacedOut(popover.ui.cancel) }).click();
      await expect(page.getByTestId(ids.handleDialog)).toBeHidden();

      // The grid over a two-second range around it lists that exception with the same text.
      await page.goto(`/equipAbnormalHandle?bTime=${begin - 1000}&eTime=${begin + 1000}`);
      await expect(page.locator('.ag-cell').getByText(chinaTime, { exact: true }).first()).toBeVisible();
      await snap(`exception-grid-${lang}`);
    });

    test(`the alarm popover's total is every unprocessed alarm, as the badge and the grids count them (${lang})`, async ({
      page,
      loginPage,
      snap,
    }) => {
      await signIn(page, loginPage, lang, 'admin');
      await page.getByTestId(ids.alarmTrigger).click();
      const total = page.getByTestId(ids.alarmTotal);
      await expect(total).toBeVisible();
      // The simulated fleet keeps raising alarms: compare one consistent reading (refresh until they agree).
      await expect(async () => {
        await page.getByRole('button', { name: popover.ui.refresh }).click();
        await expect(total).toHaveText(/\d/);
        const shown = Number(/\d+/.exec((await total.textContent()) ?? '')?.[0]);
        const now = Date.now();
        const grids = await Promise.all(
          (['findVehicleAlarms', 'findStoreAlarms', 'findStorageAlarms'] as const).map(async (name) => {
            const response = await page.request.post(endpointPath(ENDPOINTS[name]), {
              data: {
                pageParamVO: { curPage: 1, pageSize: 10 },
                bTime: now - LIMITS.popoverDays * 86_400_000,
                eTime: now,
                handleStatus: HANDLE_STATUS.unprocessed,
              },
            });
            const body = (await response.json()) as { result: { totalRecords: number } };
            return body.result.totalRecords;
          }),
        );
        expect(shown).toBe(grids.reduce((a, b) => a + b, 0));
        expect(shown).toBe(await badgeCount(page, ids.alarmTrigger));
      }).toPass({ timeout: 30_000 });
      const list = page.locator(`[data-testid^="alarm-shell-alarm-handle-"]`);
      expect(await list.count()).toBeLessThanOrEqual(LIMITS.popoverMaxRows);
      await snap(`alarm-popover-total-${lang}`);
    });
  });

  test.describe(`popups, permissions and notices (${lang})`, () => {
    test.describe.configure({ timeout: 120_000 });

    test(`one window shows the new-event popups, never above a dialog, and hands them on when it closes (${lang})`, async ({
      page,
      loginPage,
      snap,
    }) => {
      await page.clock.install();
      await signIn(page, loginPage, lang, 'admin');
      // A fresh sign-in is reminded of the unprocessed events of the last 30 days, in this window.
      const mainPopup = page.getByTestId(ids.popup('alarm'));
      await expect(mainPopup).toBeVisible();

      // A dialog with its mask covers the popups: what lies at the popup's centre is the mask, not the popup.
      await page.getByTestId(ids.abnormalTrigger).click();
      await page
        .locator(`[data-testid^="${ids.abnormalHandle('')}"]`)
        .first()
        .click();
      await expect(page.getByTestId(ids.handleDialog)).toBeVisible();
      await expect(mainPopup).toBeVisible();
      const box = await page.getByTestId(ids.corner).boundingBox();
      if (!box) throw new Error('the popups have no box');
      const covered = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('.alarm-shell__corner') === null,
        [box.x + box.width / 2, box.y + box.height - 20] as const,
      );
      expect(covered).toBe(true);
      await snap(`popups-under-dialog-${lang}`);

      await page.getByRole('button', { name: spacedOut(popover.ui.cancel) }).click();
      await expect(page.getByTestId(ids.handleDialog)).toBeHidden();

      // A window the console opens (here the message centre, as the track or a search result would be).
      const child = await page.context().newPage();
      await child.clock.install();
      const popupPolls = { count: 0 };
      child.on('request', (r) => {
        if (r.url().includes(endpointPath(ENDPOINTS.getPopUpInfo))) popupPolls.count += 1;
      });
      await child.goto('/messageCenter');
      await expect(child.getByTestId(ids.area)).toBeVisible();
      // A minute on, the child refreshes its badges as every window does — and asks nothing about popups.
      const summary = child.waitForResponse((r) =>
        r.url().includes(endpointPath(ENDPOINTS.fetchAlarmAbnormalMsg)),
      );
      await child.clock.fastForward(LIMITS.alarmRefreshMs);
      await summary;
      expect(popupPolls.count).toBe(0);
      await expect(child.getByTestId(ids.popup('alarm'))).toBeHidden();
      await expect(child.getByTestId(ids.popup('exception'))).toBeHidden();

      // The main window closes: the child takes the popups over and shows the next new alarm.
      await page.close();
      await newVehicleAlarm(lang);
      // The lock reaches the child a moment after the close; each minute's poll then reports the new alarm.
      await expect(async () => {
        await child.clock.fastForward(LIMITS.alarmRefreshMs);
        await expect(child.getByTestId(ids.popup('alarm'))).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await child.screenshot({ path: `test-results/screenshots/consistency-child-takes-over-${lang}.png` });
    });

    test(`the viewer is offered to view, not to handle, and gets the no-permission page for a page it lacks (${lang})`, async ({
      page,
      loginPage,
      snap,
    }) => {
      await signIn(page, loginPage, lang, 'viewer');
      const popup = page.getByTestId(ids.popup('alarm'));
      await expect(popup).toBeVisible();
      // antd spaces out a two-character Chinese label ("查 看").
      await expect(page.getByTestId(ids.popupOpen('alarm'))).toHaveText(spacedOut(popover.popup.view));
      await expect(popup).not.toContainText(spacedOut(popover.popup.open));
      await snap(`viewer-popup-${lang}`);

      const consoleText = resources[lang].console;
      await page.goto('/equipAbnormalHandle');
      await expect(page.getByTestId(TEST_IDS.forbidden.page)).toContainText(consoleText.forbidden.body);
      await snap(`viewer-forbidden-${lang}`);
      await page.goto('/noSuchPageAnywhere');
      await expect(page.getByTestId(TEST_IDS.notFound.page)).toContainText(consoleText.notFound.title);
    });

    test(`the platform's notices read in the reader's language, data as entered (${lang})`, async ({
      page,
      loginPage,
      snap,
    }) => {
      await signIn(page, loginPage, lang, 'admin');
      await page.goto('/messageCenter');
      const notice = resources[lang].notices.coldChainOverTemp;
      await expect(page.getByText(notice.title).first()).toBeVisible();
      await expect(page.getByText('沪A·D3821', { exact: false }).first()).toBeVisible();
      await expectTranslated(page);
      await snap(`notices-${lang}`);
    });
  });
}

test('the login page switches language without signing in', async ({ page, loginPage, snap }) => {
  await loginPage.goto();
  const zh = resources['zh-CN'].console.login;
  const en = resources['en-US'].console.login;
  await expect(page.getByTestId(TEST_IDS.login.submit)).toHaveText(zh.submit);
  await snap('login-zh-CN');
  await page.getByTestId(TEST_IDS.login.language('en-US')).click();
  await expect(page.getByTestId(TEST_IDS.login.submit)).toHaveText(en.submit);
  await expect(page.getByTestId(TEST_IDS.login.language('en-US'))).toBeDisabled();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === LANG_COOKIE)?.value).toBe('en-US');
  await snap('login-en-US');
  await page.getByTestId(TEST_IDS.login.language('zh-CN')).click();
  await expect(page.getByTestId(TEST_IDS.login.submit)).toHaveText(zh.submit);
});
