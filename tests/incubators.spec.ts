import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { startOwnPortableLogger } from './fixtures/ownPortableLogger';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

const ids = TEST_IDS.incubator;
const LANGS: Language[] = ['zh-CN', 'en-US'];
/** A seeded warehouse of the demo company: the portable logger rests there. */
const WAREHOUSE = '上海浦东冷链中心仓';

test.use({ viewport: { width: 1600, height: 900 } });

for (const [index, lang] of LANGS.entries()) {
  const words = resources[lang].incubator;

  test(`incubators [${lang}]: a model and an incubator with a portable logger; its readings, flow and report`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const stamp = String(Date.now()).slice(-6);
    const kit = new ResourcePage(page);

    // A model: 2 to 8 °C.
    const modelName = `E2E型号${index}-${stamp}`;
    await kit.goto('incubatorModel');
    await expect(kit.title()).toHaveText(words.model.title);
    await kit.openAdd();
    await kit.fill({ name: modelName, volumeL: '25', minC: '2', maxC: '8' });
    await kit.chooseDepartment();
    await snap(`model-form-${lang}`);
    await kit.save();
    await expect(kit.row(modelName)).toContainText('2 ~ 8 °C');
    await snap(`model-list-${lang}`);

    // An incubator of that model, bound to a portable logger's number.
    const code = `E2E-${index}${stamp}`;
    const phone = `01469${index}${stamp}`;
    await kit.goto('incubatorInfo');
    await expect(kit.title()).toHaveText(words.info.title);
    await kit.openAdd();
    await kit.fill({ code, name: `E2E保温箱${index}`, terminalPhone: phone });
    await kit.pickField('modelId', `${modelName} · ${words.kinds.incubator} · 2 ~ 8 °C`);
    await kit.chooseDepartment();
    await snap(`incubator-form-${lang}`);
    await kit.save();
    const row = kit.row(code);
    await expect(row).toContainText(phone);
    await expect(row).toContainText(words.statuses.inUse);
    await snap(`incubator-list-${lang}`);

    // Its logger registers and reports from the warehouse: 5.5 °C, then 12.5 °C (above the model's 8 °C).
    const logger = await startOwnPortableLogger(code, WAREHOUSE);
    try {
      logger.hold(5.5);
      logger.hold(12.5);
      const label = `${code} E2E保温箱${index} (${words.kinds.incubator})`;

      await page.goto('/incubatorTempDetail');
      await expect(page.getByTestId(TEST_IDS.page.title)).toHaveText(words.temp.title);
      const table = page.getByTestId(ids.tempTable);
      await expect(async () => {
        await page.reload();
        await kit.pick(page.getByTestId(ids.picker), label);
        await expect(table).toContainText('12.50', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(table).toContainText('5.50');
      await expect(table.locator('tr', { hasText: '12.50' })).toContainText(words.temp.high);
      await expect(table.locator('tr', { hasText: '5.50' })).toContainText(words.temp.normal);
      await snap(`temperature-detail-${lang}`);

      await page.goto('/incubatorFlowDetail');
      await expect(page.getByTestId(TEST_IDS.page.title)).toHaveText(words.flow.title);
      await kit.pick(page.getByTestId(ids.picker), label);
      // Picking the incubator already shown leaves the list open over the timeline.
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
      const legs = page.getByTestId(ids.flowTable);
      await expect(legs).toContainText(WAREHOUSE);
      await expect(legs).toContainText(words.flow.warehouse);
      await expect(page.getByTestId(ids.flowTimeline)).toContainText(WAREHOUSE);
      await snap(`flow-detail-${lang}`);

      await page.goto('/incubatorReport');
      await expect(page.getByTestId(TEST_IDS.page.title)).toHaveText(words.report.title);
      const report = page.getByTestId(ids.reportTable).locator('tr', { hasText: code });
      await expect(report).toContainText('12.50');
      await expect(report).toContainText('5.50');
      await expect(page.getByTestId(ids.reportExport)).toBeEnabled();
      await snap(`report-${lang}`);
    } finally {
      await logger.stop();
    }
  });
}
