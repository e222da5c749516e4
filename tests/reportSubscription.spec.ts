import { LANG_COOKIE, TEST_IDS, chinaDayStart, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { mailParts } from '../apps/server/test/helpers/noticeReceivers';
import { Workbook } from '../apps/server/src/resources/sheet/excelJs';
import { clockServerTest } from './fixtures/clockServer';
import type { LoginPage } from './fixtures/LoginPage';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect } from './fixtures/test';

/**
 * Report subscriptions on a server whose clock this spec moves (ROADWATCH_TEST_CLOCK=1, a server of its own with an
 * SMTP receiver): the administrator subscribes to the daily alarm summary with e-mail; when the server's clock
 * reaches 07:00 (China time) the file for the day before is made by the export worker, the subscription reads
 * succeeded, the message centre says so, the download centre holds the file and the mailbox has it attached. Then
 * the page in English, with a second subscription waiting for its first delivery.
 */
const HOUR = 3_600_000;
const ADMIN_MAIL = 'reports@roadwatch.test';
const ids = TEST_IDS.reportSubscription;
const shell = TEST_IDS.alarmShell;

const test = clockServerTest({ name: 'report-subscription', seedDays: 2, adminMail: ADMIN_MAIL });

test.use({ viewport: { width: 1600, height: 900 } });

/** A fresh sign-in in `lang` (the server's moved clock may have ended the last session). */
async function signIn(page: Page, loginPage: LoginPage, lang: Language, baseURL?: string): Promise<void> {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
  await loginPage.loginAs('admin');
}

async function subscribe(kit: ResourcePage, format: string, kind: string, email: boolean): Promise<number> {
  const added = kit.page.waitForResponse((r) => r.url().endsWith('/subscription/add'));
  await kit.openAdd();
  await kit.formDialog().getByText(kind, { exact: true }).click();
  await kit.formDialog().getByText(format, { exact: true }).click();
  if (email) await kit.field('email').click();
  await kit.save();
  const answer = (await (await added).json()) as { code: number; result: { id: number } };
  expect(answer.code).toBe(1);
  return answer.result.id;
}

test('a daily subscription delivers at 07:00 China time [zh-CN]: message centre, download centre, e-mail with the file', async ({
  page,
  baseURL,
  loginPage,
  snap,
  clock,
}) => {
  test.setTimeout(240_000);
  const words = resources['zh-CN'].exportCenter.subscription;
  await signIn(page, loginPage, 'zh-CN', baseURL);
  const kit = new ResourcePage(page);
  await kit.goto('reportSubscription');
  await expect(kit.title()).toHaveText(words.title);
  await expect(page.getByTestId(ids.hint)).toContainText('07:00');

  const id = await subscribe(kit, 'Excel', words.kinds.daily, true);
  await expect(page.getByTestId(ids.state(id))).toHaveText(words.states.created);
  await snap('subscription-created-zh-CN');

  // The server's clock goes to the next 07:00 in China (and five seconds): the daily run is due.
  const now = await clock.advance(0);
  let seven = chinaDayStart(now) + 7 * HOUR;
  if (seven <= now) seven += 24 * HOUR;
  await clock.advance(seven + 5_000 - now);
  await expect
    .poll(() => clock.server.count(`select count(*) from report_deliveries where state = 'succeeded'`), {
      timeout: 60_000,
      message: 'the delivery is finished',
    })
    .toBe(1);

  // The mail has the file: the summary's header in Chinese, a row per vehicle with alarms, the totals last.
  expect(clock.smtp.mails).toHaveLength(1);
  const mail = clock.smtp.mails[0]!;
  expect(mail.to).toEqual([ADMIN_MAIL]);
  expect(mail.subject).toBe(resources['zh-CN'].notices.reportDelivered.title);
  const file = mailParts(mail.raw).find((p) => p.fileName?.endsWith('.xlsx'));
  expect(file).toBeDefined();
  const book = new Workbook();
  await book.xlsx.load(file!.content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).text).toBe(resources['zh-CN'].alarmStatistics.column.plate);
  expect(sheet.rowCount).toBeGreaterThanOrEqual(3);
  expect(sheet.getRow(sheet.rowCount).getCell(1).text).toBe(resources['zh-CN'].alarmStatistics.totals);

  await signIn(page, loginPage, 'zh-CN', baseURL);
  await kit.goto('reportSubscription');
  await expect(page.getByTestId(ids.state(id))).toHaveText(words.states.succeeded);
  await snap('subscription-succeeded-zh-CN');
  await page.getByTestId(shell.messageTrigger).click();
  await expect(page.getByTestId(shell.messagePanel)).toContainText(
    resources['zh-CN'].notices.reportDelivered.title,
  );
  await snap('subscription-message-zh-CN');
  await page.keyboard.press('Escape');
  await page.goto('/downloadCenter');
  await expect(page.getByText('报警汇总 ·', { exact: false }).first()).toBeVisible();
  await snap('download-centre-zh-CN');
});

test('the subscriptions in English [en-US]: the delivered one and a new weekly PDF waiting for Monday', async ({
  page,
  baseURL,
  loginPage,
  snap,
}) => {
  const words = resources['en-US'].exportCenter.subscription;
  await signIn(page, loginPage, 'en-US', baseURL);
  const kit = new ResourcePage(page);
  await kit.goto('reportSubscription');
  await expect(kit.title()).toHaveText(words.title);
  const id = await subscribe(kit, 'PDF', words.kinds.weekly, false);
  await expect(page.getByTestId(ids.state(id))).toHaveText(words.states.created);
  await expect(kit.row(words.kinds.daily)).toContainText(words.states.succeeded);
  await snap('subscriptions-en-US');
});
