import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1600, height: 900 } });

for (const [index, lang] of LANGS.entries()) {
  const words = resources[lang].standardIcCard;
  const validation = resources[lang].validation;

  test(`standard IC cards [${lang}]: a card is refused with a bad code, then registered and listed`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const kit = new ResourcePage(page);
    await kit.goto('standardIcCardSet');
    await expect(kit.title()).toHaveText(words.list.title);
    await kit.openAdd();
    await kit.saveRefused();
    await expect(kit.fieldError('certificateNo')).toHaveText(validation.required);
    const code = `3201021980${index}${String(Date.now()).slice(-7)}`;
    await kit.fill({ certificateNo: `${code}/`, driverName: '王建国', issuingAuthority: '南京市交通运输局' });
    await kit.saveRefused();
    await expect(kit.fieldError('certificateNo')).toHaveText(validation.codeText);
    await kit.fill({ certificateNo: code });
    await kit.field('validUntil').fill('2028-12-31');
    await kit.field('validUntil').press('Enter');
    await kit.chooseDepartment();
    await snap(`standard-ic-card-form-${lang}`);
    await kit.save();
    const row = kit.row(code);
    await expect(row).toContainText('王建国');
    await expect(row).toContainText('南京市交通运输局');
    await expect(row).toContainText('2028-12-31');
    await snap(`standard-ic-card-list-${lang}`);
    await expect(page.getByTestId(TEST_IDS.resource.page)).toBeVisible();
  });
}
