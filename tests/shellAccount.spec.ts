import {
  endpointPath,
  ENDPOINTS,
  GUIDE_BITS,
  LANG_COOKIE,
  LIMITS,
  TEST_IDS,
  type ApiResponse,
  type EndpointName,
  type Language,
  type ResponseOf,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Locator, Page } from '@playwright/test';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { DEMO_PASSWORD, e2eBaseUrl, e2eDataDir } from './fixtures/e2eEnv';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { expectTranslated } from './fixtures/expectTranslated';
import type { LoginPage } from './fixtures/LoginPage';
import { expect, test } from './fixtures/test';

/**
 * The account dialogs around the console (issue 4, parts 8–12), each met by a seeded user of its own
 * (apps/server/src/seed/accountUsers.ts) so that no other spec's users are touched.
 */

const ids = TEST_IDS.account;
const LANGS: readonly { lang: Language; short: 'zh' | 'en' }[] = [
  { lang: 'zh-CN', short: 'zh' },
  { lang: 'en-US', short: 'en' },
];
const SECOND_COMPANY = 2;

async function signIn(page: Page, loginPage: LoginPage, lang: Language, userName: string): Promise<void> {
  const origin = new URL(e2eBaseUrl()).origin;
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: origin }]);
  await loginPage.loginAs(userName);
}

/** An envelope call with the page's session (what the console itself would send). */
async function callApi<N extends EndpointName>(
  page: Page,
  name: N,
  input: Record<string, unknown> = {},
): Promise<ApiResponse<ResponseOf<(typeof ENDPOINTS)[N]>>> {
  const e = ENDPOINTS[name];
  const url = endpointPath(e);
  const response =
    e.method === 'GET'
      ? await page.request.get(url, { params: input as Record<string, string> })
      : await page.request.fetch(url, { method: e.method, data: input });
  return (await response.json()) as ApiResponse<ResponseOf<(typeof ENDPOINTS)[N]>>;
}

/**
 * The errors shown under one form field; compared as a list so that a message still fading out (antd animates
 * the change) is waited for rather than read.
 */
const fieldError = (scope: Locator, testId: string) =>
  scope
    .locator('.ant-form-item', { has: scope.page().getByTestId(testId) })
    .locator('.ant-form-item-explain-error');

for (const { lang, short } of LANGS) {
  const m = resources[lang];

  test(`mandatory password dialog stays until a valid change; every rule has its message (${lang})`, async ({
    page,
    loginPage,
    snap,
  }) => {
    await signIn(page, loginPage, lang, `acct_pwd_${short}`);
    const dialog = page.getByTestId(ids.passwordDialog);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(m.errors.passwordMustChange);
    await expect(page.locator('.ant-modal', { has: dialog }).locator('.ant-modal-close')).toHaveCount(0);
    await snap(`password-mandatory-${short}`);

    // Neither Escape nor a click outside closes it, nor does another route.
    await page.keyboard.press('Escape');
    await page.mouse.click(8, 8);
    await expect(dialog).toBeVisible();
    await page.goto('/mileageReport');
    await expect(dialog).toBeVisible();

    const newPassword = page.getByTestId(ids.newPassword);
    const newError = fieldError(dialog, ids.newPassword);
    const cases: [string, string][] = [
      ['Ab1!', m.validation.passwordLength],
      ['Abc12345!!!!!!!!', m.validation.passwordLength],
      ['密码Abc12345!', m.validation.passwordChinese],
      ['Ａbc12345!', m.validation.passwordFullWidth],
      ['Abc 12345!', m.validation.passwordSpace],
      // The seeded sub-user must use all three classes (level 2): two classes are too weak.
      ['abcd12345', m.validation.passwordWeak],
    ];
    for (const [value, message] of cases) {
      await newPassword.fill(value);
      await expect(newError).toHaveText([message]);
    }
    await newPassword.fill('');
    await expect(newError).toHaveText([m.validation.required]);

    const fresh = `Road#${short}2027x`;
    await newPassword.fill(fresh);
    await expect(newError).toHaveCount(0);
    await page.getByTestId(ids.confirmPassword).fill(`${fresh}-`);
    await expect(fieldError(dialog, ids.confirmPassword)).toHaveText([m.validation.passwordMismatch]);
    await page.getByTestId(ids.confirmPassword).fill(fresh);
    await page.getByTestId(ids.passwordSubmit).click();
    await expect(fieldError(dialog, ids.oldPassword)).toHaveText([m.validation.required]);
    await snap(`password-rules-${short}`);

    // The server verifies the old password; its refusal keeps the dialog open with the reason.
    await page.getByTestId(ids.oldPassword).fill('Wrong@Pass1');
    await page.getByTestId(ids.passwordSubmit).click();
    await expect(page.getByTestId(ids.passwordError)).toContainText(m.errors.wrongOldPassword);
    await expect(dialog).toBeVisible();

    await page.getByTestId(ids.oldPassword).fill(DEMO_PASSWORD);
    await page.getByTestId(ids.passwordSubmit).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(m.account.password.success)).toBeVisible();
    expect((await callApi(page, 'getPasswordOverdue')).result.display).toBe(false);

    await page.reload();
    await expect(page.getByTestId(TEST_IDS.shell.header)).toBeVisible();
    await expect(page.getByTestId(TEST_IDS.shell.content)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test(`protocol consent, first-login and online-service guides, business loan QR code (${lang})`, async ({
    page,
    loginPage,
    snap,
  }) => {
    await signIn(page, loginPage, lang, `acct_new_${short}`);
    if (short === 'zh') {
      // The privacy policy page asks by itself (no dialog over it) and its agree button records the consent.
      await page.goto('/privacyPolicy');
      const privacy = page.getByTestId(ids.privacyPage);
      await expect(privacy).toContainText(m.account.privacy.s1Title);
      await expect(page.getByTestId(ids.protocolDialog)).toBeHidden();
      await snap(`privacy-page-${short}`);
      await page.getByTestId(ids.privacyAgree).click();
      await expect(page.getByTestId(ids.agreedAt)).toBeVisible();
      await page.goto('/');
    } else {
      const consent = page.getByTestId(ids.protocolDialog);
      await expect(consent).toContainText(m.account.protocol.consentIntro);
      await snap(`protocol-consent-${short}`);
      await page.getByTestId(ids.protocolAgree).click();
      await expect(consent).toBeHidden();
    }
    expect((await callApi(page, 'getProtocolConsent')).result.agreed).toBe(true);

    // Then the first-login guide, one step at a time.
    const guide = page.getByTestId(ids.guideDialog);
    await expect(guide).toContainText(m.account.guide.step1Body);
    await snap(`first-login-guide-${short}`);
    for (let step = 1; step < 4; step++) await page.getByTestId(ids.guideNext).click();
    await expect(guide).toContainText(m.account.guide.step4Body);
    await page.getByTestId(ids.guideDone).click();
    await expect(guide).toBeHidden();

    // The demo company has its licence, so the online-service guide comes next, with the loan offer.
    const service = page.getByTestId(ids.onlineServiceGuide);
    await expect(service).toContainText(m.account.onlineService.loan);
    await snap(`online-service-guide-${short}`);
    await page.getByTestId(ids.onlineServiceLoan).click();
    await expect(service).toBeHidden();
    const business = page.getByTestId(ids.businessDialog);
    await expect(business).toContainText('10.56% – 14.4%');
    await expect(business).toContainText(m.account.business.scan);
    const qr = page.getByTestId(ids.businessQr);
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await snap(`business-loan-${short}`);
    await page.keyboard.press('Escape');
    await expect(business).toBeHidden();

    // The bits were saved: after a reload none of these dialogs returns.
    const mask = (await callApi(page, 'fetchCommonSetting')).result.operationalGuide;
    expect(mask & (GUIDE_BITS.firstLogin | GUIDE_BITS.onlineService)).toBe(
      GUIDE_BITS.firstLogin | GUIDE_BITS.onlineService,
    );
    await page.reload();
    await expect(page.getByTestId(TEST_IDS.shell.header)).toBeVisible();
    await expect(page.getByTestId(TEST_IDS.shell.content)).toBeVisible();
    await expect(guide).toBeHidden();
    await expect(service).toBeHidden();
    await expect(page.getByTestId(ids.protocolDialog)).toBeHidden();

    // The texts outside the menus render in this language, and the agreement is shown there.
    await page.goto('/protocol');
    await expect(page.getByTestId(ids.protocolPage)).toContainText(m.account.protocolText.s2Title);
    await expect(page.getByTestId(ids.agreedAt)).toBeVisible();
    await page.goto('/serviceLevelAgreement');
    await expect(page.getByTestId(ids.slaPage)).toContainText('99.9%');
    await expect(page.getByTestId(ids.slaPage)).toContainText(m.account.sla.s2Title);
    await expectTranslated(page);
    await snap(`sla-page-${short}`);
  });

  test(`licence prompt refuses 11 digits in the client and the server; later sets bit 128 (${lang})`, async ({
    page,
    loginPage,
    snap,
  }) => {
    await signIn(page, loginPage, lang, `acct_lic_${short}`);
    const dialog = page.getByTestId(ids.licenceDialog);
    await expect(dialog).toBeVisible();

    await page.getByTestId(ids.licenceSubmit).click();
    await expect(fieldError(dialog, ids.licenceNumber)).toHaveText([m.validation.required]);
    await expect(dialog.locator('.ant-form-item').first().locator('.ant-form-item-explain-error')).toHaveText(
      [m.validation.regionRequired],
    );

    await chooseRegion(page, dialog, lang);
    await page.getByTestId(ids.licenceNumber).fill('32058300123');
    await page.getByTestId(ids.licenceSubmit).click();
    await expect(fieldError(dialog, ids.licenceNumber)).toHaveText([m.validation.licenceDigits]);
    await snap(`licence-eleven-digits-${short}`);

    // The server refuses the same number on its own, and nothing is registered.
    const refused = await callApi(page, 'addLicense', {
      provinceName: '江苏省',
      cityName: '苏州市',
      countyName: '昆山市',
      bin: '320500',
      foodBusiLicNum: '32058300123',
      registerAddress: '',
    });
    expect(refused.code).toBe(0);
    expect(refused.message).toContain(m.validation.licenceDigits);
    expect((await callApi(page, 'haveLicense')).result).toBe(false);

    await page.getByTestId(ids.licenceLater).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(
        async () => (await callApi(page, 'fetchCommonSetting')).result.operationalGuide & GUIDE_BITS.licence,
      )
      .toBe(GUIDE_BITS.licence);
    await page.reload();
    await expect(page.getByTestId(TEST_IDS.shell.content)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test(`sentry reply box counts up, hands over the next check and shows a late refusal (${lang})`, async ({
    page,
    loginPage,
    snap,
  }) => {
    const db = duties();
    try {
      await signIn(page, loginPage, lang, 'acct_duty');
      await answerPending(page);
      const now = Date.now();
      const first = await issueDutyCheck(db, `first ${short}`, now - 60_000);
      const second = await issueDutyCheck(db, `second ${short}`, now - 30_000);
      await page.reload();

      const box = page.getByTestId(ids.sentryBox);
      await expect(page.getByTestId(ids.sentryContent)).toHaveText(first);
      await expect.poll(async () => elapsedSeconds(page)).toBeGreaterThanOrEqual(60);
      await snap(`sentry-box-${short}`);

      await page.getByTestId(ids.sentrySubmit).click();
      await expect(fieldError(box, ids.sentryAnswer)).toHaveText([m.validation.notBlank]);
      await expect(page.getByTestId(ids.sentryAnswer)).toHaveAttribute(
        'maxlength',
        String(LIMITS.sentryAnswerMax),
      );
      await page.getByTestId(ids.sentryAnswer).fill('值班员张三在岗');
      await page.getByTestId(ids.sentrySubmit).click();
      await expect(page.getByTestId(ids.sentryContent)).toHaveText(second);
      await page.getByTestId(ids.sentryAnswer).fill('在岗');
      await page.getByTestId(ids.sentrySubmit).click();
      await expect(box).toBeHidden();

      // A check that arrived almost 5 minutes ago: once the window has passed the server refuses the reply.
      const late = await issueDutyCheck(
        db,
        `late ${short}`,
        Date.now() - LIMITS.sentryReplyWindowMs + 15_000,
      );
      await page.reload();
      await expect(page.getByTestId(ids.sentryContent)).toHaveText(late);
      await page.getByTestId(ids.sentryAnswer).fill('在岗');
      await expect
        .poll(async () => elapsedSeconds(page), { timeout: 30_000 })
        .toBeGreaterThan(LIMITS.sentryReplyWindowMs / 1000);
      await page.getByTestId(ids.sentrySubmit).click();
      await expect(page.getByTestId(ids.sentryError)).toHaveText(
        m.errors.sentryReplyExpired.replace('{{minutes}}', '5'),
      );
      await expect(box).toBeVisible();
      await snap(`sentry-late-${short}`);
    } finally {
      await db.destroy();
    }
  });
}

test('a 12-digit licence number with a region registers the company and closes the prompt', async ({
  page,
  loginPage,
  snap,
}) => {
  await signIn(page, loginPage, 'zh-CN', 'acct_lic_reg');
  const dialog = page.getByTestId(ids.licenceDialog);
  await expect(dialog).toBeVisible();
  await chooseRegion(page, dialog, 'zh-CN');
  await page.getByTestId(ids.licenceNumber).fill('320583001234');
  await snap('licence-filled');
  await page.getByTestId(ids.licenceSubmit).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(resources['zh-CN'].account.licence.success)).toBeVisible();
  expect((await callApi(page, 'haveLicense')).result).toBe(true);
  await page.reload();
  await expect(page.getByTestId(TEST_IDS.shell.content)).toBeVisible();
  await expect(dialog).toBeHidden();
});

const REGION_PATH: Record<Language, string[]> = {
  'zh-CN': ['江苏省', '苏州市', '昆山市'],
  'en-US': ['Jiangsu', 'Suzhou', 'Kunshan'],
};

/** Picks province, city and county in the licence form's cascader. */
async function chooseRegion(page: Page, dialog: Locator, lang: Language): Promise<void> {
  await dialog.locator('.ant-cascader, .ant-select').first().click();
  const menus = page.locator(SETTLED_SELECT_LIST).locator('.ant-cascader-menu');
  const path = REGION_PATH[lang];
  for (const [level, name] of path.entries()) {
    await menus
      .nth(level)
      .locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) })
      .click();
  }
  await expect(dialog.locator('.ant-cascader, .ant-select').first()).toContainText(path[2] ?? '');
}

async function elapsedSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId(ids.sentryElapsed).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? -1);
}

/**
 * The upper platform's side: duty checks arrive from outside this application, so the spec writes them where
 * they land, in the e2e server's database.
 */
function duties(): Database {
  const dataDir = e2eDataDir();
  return connectDatabase({ dataDir });
}

async function issueDutyCheck(db: Database, label: string, insertTime: number): Promise<string> {
  const content = `查岗：请回复在岗人员（${label}）`;
  await db
    .insertInto('sentry_messages')
    .values({
      msg_id: `SM-e2e-${label.replace(/\s+/g, '-')}-${insertTime}`,
      company_id: SECOND_COMPANY,
      plat_id: 'GOV-E2E-01',
      plat_name: '省道路运输监管平台',
      content,
      insert_time: insertTime,
    })
    .execute();
  return content;
}

/** Answers whatever duty checks of the company are still open (the demo issues one every 10 minutes). */
async function answerPending(page: Page): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const pending = (await callApi(page, 'fetchAlarmAbnormalMsg')).result.sentryInfo;
    if (!pending) return;
    await callApi(page, 'sentryReply', {
      answerContent: '在岗',
      platId: pending.platId,
      msgId: pending.msgId,
    });
  }
}
