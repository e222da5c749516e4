import {
  LANG_COOKIE,
  TEST_IDS,
  chinaDayStart,
  daysToExpiry,
  formatChinaDate,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { chooseDay, chooseOption, chooseVehicle } from './fixtures/formPicks';
import { clockServerTest, type ClockServer } from './fixtures/clockServer';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect } from './fixtures/test';

/**
 * Insurance expiry reminders on a server whose clock this spec moves (ROADWATCH_TEST_CLOCK=1 on a server of its
 * own, tests/fixtures/ownServer.ts): a policy ending in 31 days reads "normal" and its hourly reminder run sends
 * nothing; two days later it reads "about to expire, 29 days", the administrator signs in again (the session lapsed
 * meanwhile) and finds the reminder in the message centre, the e-mail has reached the SMTP receiver, and the runs
 * of the following hours send neither again.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADMIN_MAIL = 'fleet-admin@roadwatch.test';
const ids = TEST_IDS.fleetCost;
const shell = TEST_IDS.alarmShell;

const test = clockServerTest({ name: 'reminder-clock', seedDays: 1, adminMail: ADMIN_MAIL });

test.use({ viewport: { width: 1920, height: 1080 } });

/** Moves the clock and waits for the hourly reminder run that falls due in the moved time to finish. */
async function advanceThroughReminderRun({ server, advance }: ClockServer, ms: number): Promise<void> {
  const moved = await advance(ms);
  await expect
    .poll(() =>
      server.count(
        `select count(*) from scheduled_jobs where name = 'expiryReminders' and last_finished_at >= ?`,
        moved,
      ),
    )
    .toBe(1);
}

const sentFor = ({ server, smtp }: ClockServer, policyNo: string) => ({
  messages: server.count(
    `select count(*) from messages where msg_key = 'insuranceExpiring' and msg_params like ?`,
    `%${policyNo}%`,
  ),
  mails: smtp.mails.filter((m) => m.text.includes(policyNo)).length,
});

for (const [index, lang] of LANGS.entries()) {
  const words = resources[lang].fleetCost;

  test(`insurance reminder on a moved clock [${lang}]: normal at 31 days, about to expire two days later, reminded once`, async ({
    page,
    baseURL,
    loginPage,
    snap,
    clock,
  }) => {
    test.setTimeout(240_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    // Days count from the day of the first run an hour on (the hour may cross midnight in China).
    const now = await clock.advance(0);
    const runDay = chinaDayStart(now + HOUR);
    const dayText = (offset: number) => formatChinaDate(runDay + offset * DAY);
    const plate = clock.server.row<{ plate: string }>(
      `select plate from vehicles where company_id = 1 order by id limit 1 offset ?`,
      index,
    )!.plate;
    const policyNo = `CLK-${lang === 'zh-CN' ? 'ZH' : 'EN'}-${Date.now() % 100000}`;

    await loginPage.signIn('admin');
    const rp = new ResourcePage(page);
    await rp.goto('tmsInsurance');
    await rp.openAdd();
    await chooseVehicle(page, rp, plate);
    await chooseOption(page, rp, 'insuranceType', words.insurance.types.compulsory);
    await rp.fill({ policyNo, insurer: lang === 'zh-CN' ? '平安财险' : 'Ping An', premium: '980' });
    await chooseDay(rp, 'startDay', dayText(-334));
    await chooseDay(rp, 'endDay', dayText(31));
    await rp.save();
    const id = await rp.rowId(policyNo);
    await expect(page.getByTestId(ids.status(id))).toHaveAttribute('data-status', 'normal');
    const left = String(daysToExpiry(runDay + 31 * DAY, now));
    await expect(rp.row(policyNo)).toContainText(words.daysLeft.replace('{{count}}', left));

    // The reminder: 30 days before (the dialog's default), to the message centre and by e-mail, the administrator.
    const loaded = page.waitForResponse((r) => r.url().includes('/expiryReminder?kind=insurance'));
    await page.getByTestId(ids.reminderOpen).click();
    await loaded;
    const dialog = page.getByTestId(ids.reminderDialog);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(words.reminder.methodNames.message).check();
    await dialog.getByLabel(words.reminder.methodNames.email).check();
    const admin = clock.server.row<{ real_name: string }>(
      `select real_name from users where user_name = 'admin'`,
    )!;
    const name = admin.real_name || 'admin';
    // The other language's run saved the administrator already (picking again would drop them).
    if ((await dialog.locator('.ant-select-selection-item', { hasText: name }).count()) === 0) {
      await page.locator('#contactIds').click();
      await page.locator('#contactIds').fill(name);
      await page
        .locator(SETTLED_SELECT_LIST)
        .getByTitle(new RegExp(`<${ADMIN_MAIL}>$`))
        .click();
      await page.keyboard.press('Escape');
      await expect(page.locator(SETTLED_SELECT_LIST)).toBeHidden();
    }
    await snap(`reminder-setting-${lang}`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/expiryReminder/save'));
    await page.getByTestId(ids.reminderSave).click();
    expect(((await (await saved).json()) as { code: number }).code).toBe(1);
    await expect(dialog).toBeHidden();

    // An hour on, the run finds 31 days left: not yet due.
    await advanceThroughReminderRun(clock, HOUR);
    expect(sentFor(clock, policyNo)).toEqual({ messages: 0, mails: 0 });

    // Two days on: 29 days left. The run reminds the administrator in the message centre and by e-mail.
    await advanceThroughReminderRun(clock, 2 * DAY);
    expect(sentFor(clock, policyNo)).toEqual({ messages: 1, mails: 1 });
    const mail = clock.smtp.mails.find((m) => m.text.includes(policyNo))!;
    expect(mail.to).toEqual([ADMIN_MAIL]);
    expect(mail.text).toContain(plate);

    // The administrator's session lapsed over the two days: the console asks for a sign-in again.
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    await loginPage.signIn('admin');
    await rp.goto('tmsInsurance');
    await expect(page.getByTestId(ids.status(id))).toHaveAttribute('data-status', 'aboutToExpire');
    await expect(rp.row(policyNo)).toContainText(words.statuses.aboutToExpire);
    const leftLater = String(daysToExpiry(runDay + 31 * DAY, await clock.advance(0)));
    expect(leftLater).toBe('29');
    await expect(rp.row(policyNo)).toContainText(words.daysLeft.replace('{{count}}', leftLater));
    await snap(`about-to-expire-${lang}`);
    await page.getByTestId(shell.messageTrigger).click();
    const panel = page.getByTestId(shell.messagePanel);
    await expect(panel).toContainText(policyNo);
    await expect(panel).toContainText(resources[lang].notices.insuranceExpiring.title);
    await snap(`message-centre-${lang}`);
    await page.keyboard.press('Escape');

    // The next hour's run sends nothing again.
    await advanceThroughReminderRun(clock, HOUR);
    expect(sentFor(clock, policyNo)).toEqual({ messages: 1, mails: 1 });
  });
}
