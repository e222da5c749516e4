import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

const ids = TEST_IDS.information;
const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1600, height: 900 } });

for (const [index, lang] of LANGS.entries()) {
  const words = resources[lang].information;
  const validation = resources[lang].validation;

  test(`company profile and information list [${lang}]: the profile edited and shown as customers see it; an item published and read`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const stamp = String(Date.now()).slice(-6);

    // Company message: the editor refuses a blank name on the page, then saves; the view shows the paragraphs.
    await page.goto('/companyMessage');
    await expect(page.getByTestId(TEST_IDS.page.title)).toHaveText(words.profile.title);
    await expect(page.getByTestId(ids.profileView)).toBeVisible();
    await page.getByTestId(ids.profileEdit).click();
    const form = page.getByTestId(ids.profileForm);
    await form.locator('#displayName').fill('');
    await page.getByTestId(ids.profileSave).click();
    await expect(form.locator('.ant-form-item-explain-error').first()).toHaveText(validation.required);
    const name = `沪冷物流${index}-${stamp}`;
    await form.locator('#displayName').fill(name);
    await form.locator('#phone').fill('02161234567');
    await form.locator('#introduction').fill('专注医药与生鲜冷链十年。\n\n仓储、干线与城配全程温控。');
    await snap(`profile-form-${lang}`);
    await page.getByTestId(ids.profileSave).click();
    await expect(page.getByTestId(ids.profileName)).toHaveText(name);
    await expect(page.getByTestId(ids.profileIntroduction).locator('p')).toHaveCount(2);
    await expect(page.getByText(words.profile.shownOnShare)).toBeVisible();
    await snap(`profile-${lang}`);

    // Information list: an item added as published shows its state and time; its title opens it.
    const kit = new ResourcePage(page);
    await kit.goto('informationList');
    await expect(kit.title()).toHaveText(words.list.title);
    await kit.openAdd();
    await kit.saveRefused();
    await expect(kit.fieldError('title')).toHaveText(validation.required);
    const title = `冷库夏季巡检通知${index}-${stamp}`;
    await kit.fill({ title, content: '每日两次核对探头读数。\n\n发现超温立即上报。' });
    await kit.pickField('category', words.categories.regulation);
    await kit.field('published').click();
    await kit.chooseDepartment();
    await snap(`information-form-${lang}`);
    await kit.save();
    const row = kit.row(title);
    await expect(row).toContainText(words.list.publishedState);
    await expect(row).toContainText(words.categories.regulation);
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await snap(`information-list-${lang}`);
    const id = await kit.rowId(title);
    await page.getByTestId(ids.open(id)).click();
    const detail = page.getByTestId(ids.detail);
    await expect(detail).toContainText(title);
    await expect(page.getByTestId(ids.detailContent).locator('p')).toHaveCount(2);
    await snap(`information-detail-${lang}`);
  });
}
