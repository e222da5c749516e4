import { LANG_COOKIE, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { findTruncatedText, DIALOG_TEXT, PAGE_TEXT } from './fixtures/truncatedText';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1920, height: 1080 } });

for (const lang of LANGS) {
  const words = resources[lang].zoneAlarm;

  for (const route of ['zoneAlarmSet', 'lineAlarmSet'] as const) {
    test(`${route} [${lang}]: the rule list and its form refuse an empty rule in the page's language, nothing cut`, async ({
      page,
      baseURL,
      loginPage,
      snap,
    }) => {
      await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
      await loginPage.signIn('admin');
      const rp = new ResourcePage(page);
      await rp.goto(route);
      await expect(rp.title()).toHaveText(route === 'zoneAlarmSet' ? words.zone.title : words.line.title);
      expect(await findTruncatedText(rp.root(), PAGE_TEXT)).toEqual([]);
      await snap(`${route}-list-${lang}`);

      await rp.openAdd();
      await rp.saveRefused();
      // The area (or line) is required: its message is in the page's language.
      const field = route === 'zoneAlarmSet' ? 'areaId' : 'lineId';
      await expect(rp.fieldError(field)).toBeVisible();
      const message = await rp.fieldError(field).innerText();
      if (lang === 'zh-CN') expect(message).toMatch(/[\u4e00-\u9fff]/);
      else expect(message).not.toMatch(/[\u4e00-\u9fff]/);
      expect(await findTruncatedText(rp.formDialog(), DIALOG_TEXT)).toEqual([]);
      await snap(`${route}-form-${lang}`);
    });
  }
}
