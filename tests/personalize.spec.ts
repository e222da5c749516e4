import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { expect, test } from './fixtures/test';

const ids = TEST_IDS.personalize;
const SHOTS = 'test-results/admin';
const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1600, height: 900 } });

for (const lang of LANGS) {
  test(`personal settings, group settings and the vehicle import page (${lang})`, async ({
    page,
    baseURL,
    loginPage,
  }) => {
    const words = resources[lang].personalize;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');

    await page.goto('/personalSetting');
    await expect(page.getByTestId(ids.page)).toBeVisible();
    await expect(page.getByTestId(ids.realName)).toHaveValue(/.+/);
    await page.screenshot({ path: `${SHOTS}/personalSetting-${lang}.png` });

    // The alarm dialog's presets: the user's own once saved, the company's again after "use the company's".
    await page.getByTestId(ids.tab('opinions')).click();
    const mine = lang === 'zh-CN' ? '已电话联系司机，提醒其注意安全' : 'Called the driver about safe driving';
    await page.getByTestId(ids.opinion(0)).fill(mine);
    await page.getByTestId(ids.save('opinions')).click();
    await expect(page.getByText(words.opinions.own)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId(ids.opinion(0))).toHaveValue(mine);
    await page.screenshot({ path: `${SHOTS}/personalSetting-opinions-${lang}.png` });
    await page.getByTestId(ids.useCompanyOpinions).click();
    // The confirmation opens with an animation: answer it once it stands, and see it close.
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect(confirm).toContainText(words.opinions.useCompanyConfirm);
    await confirm.locator('.ant-btn-primary').click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText(words.opinions.fromCompany)).toBeVisible();

    for (const tab of ['track', 'alarm', 'tableColumns', 'moduleSort'] as const) {
      await page.getByTestId(ids.tab(tab)).click();
      await expect(page.getByText(words.tabs[tab]).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/personalSetting-${tab}-${lang}.png` });
    }

    await page.goto('/groupSetting');
    await expect(page.getByTestId(ids.groupPage)).toBeVisible();
    await expect(page.getByTestId(ids.groupSave)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/groupSetting-${lang}.png` });

    await page.goto('/importVehicle');
    await expect(page.getByTestId(TEST_IDS.resource.import)).toBeVisible();
    await page.getByTestId(TEST_IDS.resource.import).click();
    await expect(page.getByTestId(TEST_IDS.resource.importDialog)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/importVehicle-${lang}.png` });
  });
}
