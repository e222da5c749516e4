import fs from 'node:fs';
import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { expectTranslated } from './fixtures/expectTranslated';
import { expect, test } from './fixtures/test';

/**
 * Terminal reminders and device exception settings in both languages: a reminder is added through the form and
 * listed with its sanitised text, a time the server refuses is named in the page's language, a raised exception
 * wait is saved with its operator. Screenshots of both pages go to test-results/alarm-rules/.
 */
const SHOTS = new URL('../test-results/alarm-rules/', import.meta.url).pathname;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.terminalReminders;
const exc = TEST_IDS.deviceExceptionSettings;

test.use({ viewport: { width: 1920, height: 1080 } });

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

for (const lang of LANGS) {
  const words = resources[lang].terminalReminders;
  const exceptionWords = resources[lang].deviceExceptionSettings;

  test(`terminalReminderSet [${lang}]: adds a reminder, lists it and names a refused time`, async ({
    page,
    baseURL,
    loginPage,
  }) => {
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await page.goto('/terminalReminderSet');
    await expect(page.getByTestId(ids.page)).toContainText(words.title);

    const name = `E2E ${lang}`;
    await page.getByTestId(ids.add).click();
    const form = page.getByTestId(ids.form);
    await form.getByLabel(words.fields.name).fill(name);
    await form.getByLabel(words.fields.text).fill('请系好"安全带"');
    const times = form.getByLabel(words.fields.times);
    await times.click();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('24:00');
    await page.keyboard.press('Enter');
    const saved = page.waitForResponse((r) => r.url().endsWith('/terminalReminder/save'));
    await page.getByTestId(ids.save).click();
    await saved;
    // The server names the field in the page's language.
    await expect(page.getByTestId(TEST_IDS.shell.toast).first()).toContainText(words.fields.times);
    await shot(page, `terminalReminderSet-form-${lang}`);

    await times.click();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('08:30');
    await page.keyboard.press('Enter');
    const listed = page.waitForResponse((r) => r.url().endsWith('/terminalReminder/list'));
    await page.getByTestId(ids.save).click();
    await listed;
    const row = page.locator('tr', { hasText: name });
    await expect(row).toContainText('请系好 安全带');
    await expect(row).toContainText('08:30');
    await expect(row).toContainText(words.neverSent);
    await expectTranslated(page);
    await shot(page, `terminalReminderSet-${lang}`);

    const id = Number((await row.getAttribute('data-testid'))?.replace(/\D+/g, ''));
    await page.getByTestId(ids.delete(id)).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect(page.locator('tr', { hasText: name })).toHaveCount(0);
  });

  test(`equipAbnormalSet [${lang}]: saves a raised wait with its operator and refuses one out of range`, async ({
    page,
    baseURL,
    loginPage,
  }) => {
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await page.goto('/equipAbnormalSet');
    await expect(page.getByTestId(exc.page)).toContainText(exceptionWords.title);
    const minutes = page.getByTestId(exc.minutes('signal'));
    await minutes.fill('2000');
    await page.getByTestId(exc.save).click();
    await expect(page.getByTestId(TEST_IDS.shell.toast).first()).toContainText(
      `${exceptionWords.types.signal} › ${exceptionWords.minutes}`,
    );
    await minutes.fill('12');
    await page.getByTestId(exc.save).click();
    await expect(page.getByTestId(exc.modified)).toContainText(exceptionWords.operator);
    await expectTranslated(page);
    await shot(page, `equipAbnormalSet-${lang}`);
  });
}
