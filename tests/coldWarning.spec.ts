import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { connectDatabase } from '../apps/server/src/db/connect';
import { e2eDataDir } from './fixtures/e2eEnv';
import { ResourcePage } from './fixtures/ResourcePage';
import { startOwnSiteLogger } from './fixtures/ownSiteLogger';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';

const ids = TEST_IDS.coldWarning;
const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1600, height: 900 } });

/** A store with one cabinet point (0–8 °C) and a logger number, in the admin's company: the setting, not data. */
async function addStore(name: string, phone: string): Promise<void> {
  const db = connectDatabase({ dataDir: e2eDataDir() });
  try {
    const admin = await db
      .selectFrom('users')
      .select(['company_id', 'department_id'])
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const site = await db
      .insertInto('sites')
      .values({
        company_id: admin.company_id,
        department_id: admin.department_id,
        kind: 'store',
        name,
        lon: 121.6,
        lat: 31.1,
        terminal_phone: phone,
        terminal_model: 'TL-1613',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('temp_points')
      .values({
        company_id: admin.company_id,
        department_id: admin.department_id,
        site_id: site.id,
        probe_no: 1,
        name: 'C1',
        min_c: 0,
        max_c: 8,
      })
      .execute();
  } finally {
    await db.destroy();
  }
}

for (const [index, lang] of LANGS.entries()) {
  const words = resources[lang].coldWarning;

  test(`cold warning [${lang}]: a sentinel rule made on the page warns of a cabinet ramping to its limit before the alarm`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    const stamp = String(Date.now()).slice(-7);
    const storeName = `E2E预警门店${index}-${stamp}`;
    await addStore(storeName, `1980${index}${stamp}`);
    await loginPage.signIn('admin');

    // The rule: this store, 10-minute look-back, 15 minutes ahead, within 1.5 °C of the limit, high side.
    const list = new ResourcePage(page);
    await list.goto('sentinelWarning');
    await expect(list.title()).toHaveText(words.sentinelTitle);
    // The shell's popups sit under an open dialog's mask: closed before the form opens.
    await closeShellPopups(page);
    await list.openAdd();
    const ruleName = `柜温预警${index}-${stamp}`;
    await list.fill({ name: ruleName });
    await list.pick(list.formDialog().getByTestId(ids.siteSelect), storeName);
    await list.chooseDepartment();
    // Neither side chosen is refused with the server's own message.
    await list.formDialog().getByText(words.warnHigh, { exact: true }).click();
    await list.saveRefused();
    await expect(list.fieldError('warnHigh')).toHaveText(resources[lang].validation.warnSideNone);
    await list.formDialog().getByText(words.warnHigh, { exact: true }).click();
    await snap(`sentinel-form-${lang}`);
    await list.save();
    await expect(list.row(ruleName)).toContainText(storeName);

    // A store alarm prediction for the same store: its warnings are reminders until acknowledged.
    await list.goto('storeAlarmPrediction');
    await list.openAdd();
    const predictionName = `门店预测${index}-${stamp}`;
    await list.fill({ name: predictionName });
    await list.pick(list.formDialog().getByTestId(ids.siteSelect), storeName);
    await list.chooseDepartment();
    await list.save();
    await expect(list.row(predictionName)).toContainText(storeName);
    await list.goto('sentinelWarning');

    // The store's logger comes online (the rule is read with the site on first sight) and its cabinet warms up
    // 0.3 °C a second toward 8 °C, one report per second (a report's time has one-second resolution).
    const logger = await startOwnSiteLogger(storeName);
    try {
      const point = await logger.db
        .selectFrom('temp_points')
        .select('id')
        .where('site_id', '=', logger.siteId)
        .executeTakeFirstOrThrow();
      for (const value of [6.2, 6.5, 6.8, 7.1, 7.4]) {
        const second = Math.floor(Date.now() / 1_000);
        logger.hold(value);
        // The next step belongs to the logger's next report second (its clock is the wall clock).
        await expect.poll(() => Math.floor(Date.now() / 1_000), { intervals: [50] }).toBeGreaterThan(second);
      }
      const warning = () =>
        logger.db
          .selectFrom('cold_warnings')
          .select(['warned_at', 'predicted_at', 'crossed_at', 'end_reason'])
          .where('point_id', '=', point.id)
          .executeTakeFirst();
      await expect.poll(async () => (await warning())?.end_reason, { timeout: 20_000 }).toBeNull();

      // The detail of the rule's warnings shows it open, with its predicted crossing.
      await closeShellPopups(page);
      await list.row(ruleName).click();
      await page.getByTestId(ids.warnings).click();
      const drawer = page.getByTestId(ids.warningsDrawer);
      await expect(drawer.getByTestId(ids.row(point.id, 'open'))).toContainText(words.live);
      await expect(drawer.getByTestId(ids.row(point.id, 'open'))).toContainText(storeName);

      // Then the cabinet fails outright: the alarm opens, and the warning had come before it.
      logger.hold(12);
      await expect.poll(async () => (await warning())?.end_reason, { timeout: 20_000 }).toBe('crossed');
      const alarmBegin = async () =>
        (
          await logger.db
            .selectFrom('alarms')
            .select('begin_time')
            .where('site_id', '=', logger.siteId)
            .executeTakeFirst()
        )?.begin_time ?? null;
      await expect.poll(alarmBegin, { timeout: 20_000 }).not.toBeNull();
      const stored = await warning();
      expect(Number(stored!.warned_at)).toBeLessThan(Number(await alarmBegin()));
      expect(Number(stored!.crossed_at)).toBeGreaterThan(Number(stored!.warned_at));
      await page.getByTestId(ids.refresh).click();
      await expect(drawer.getByTestId(ids.row(point.id, 'crossed'))).toContainText(words.reasons.crossed);
      await snap(`sentinel-warnings-${lang}`);
      await drawer.locator('.ant-drawer-close').click();

      // The store prediction view: its own rules (none of the sentinel's) and the reminder, acknowledged here.
      await list.goto('storeAlarmPrediction');
      await expect(list.row(predictionName)).toBeVisible();
      await expect(list.rows().filter({ hasText: ruleName })).toHaveCount(0);
      await closeShellPopups(page);
      await snap(`prediction-rules-${lang}`);
      await page.getByTestId(ids.reminders).click();
      const reminder = page.getByTestId(ids.warningsTable).getByTestId(ids.row(point.id, 'crossed'));
      await expect(reminder).toContainText(predictionName);
      await closeShellPopups(page);
      await snap(`prediction-reminders-${lang}`);
      await reminder.locator('input[type="checkbox"]').check();
      await page.getByTestId(ids.acknowledge).click();
      await expect(reminder).toBeHidden();
    } finally {
      await logger.stop();
    }
  });
}
