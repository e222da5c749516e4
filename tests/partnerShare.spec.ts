import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Browser, Page } from '@playwright/test';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { e2eBaseUrl } from './fixtures/e2eEnv';
import { LoginPage } from './fixtures/LoginPage';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';

/**
 * Partners and vehicle sharing between the two demo companies, each in its own browser: the demo company asks the
 * second one for a partnership by its codes, the second agrees, the first shares a vehicle whose terminal reports
 * positions, the second sees it on its live map and loses it the moment the share stops. Screenshots of the
 * partner page, vehicle sharing and the share centre in both languages.
 */
const ids = TEST_IDS.partnerShare;
/** The machine runs other suites beside this one: a lazy page may take longer than the default to arrive. */
const slow = expect.configure({ timeout: 30_000 });
const words = resources['zh-CN'].partnerShare;
/** An administrator of the second demo company who meets no sign-in dialog. */
const SECOND_ADMIN = 'acct_duty';

test.use({ viewport: { width: 1600, height: 900 } });

let mover: OwnTerminal | null = null;
test.afterAll(async () => {
  await mover?.stop();
});

async function signedIn(browser: Browser, user: string, lang: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const origin = new URL(e2eBaseUrl()).origin;
  await context.addCookies([{ name: LANG_COOKIE, value: lang, url: origin }]);
  const page = await context.newPage();
  await new LoginPage(page).loginAs(user);
  return page;
}

/** Vehicle ids the live map draws now (the controller the page exposes for tests). */
function mapVehicles(page: Page): Promise<number[]> {
  return page.evaluate(`(() => {
    const c = window.__roadwatchLiveMap;
    return c ? c.lastMarks.filter((m) => m.kind === 'vehicle').map((m) => m.id) : [];
  })()`);
}

/** The primary button of a dialog's footer (antd spaces two-character Chinese labels: '确 定'). */
const okOf = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('.ant-modal-footer .ant-btn-primary');
const SHOTS = new URL('../test-results/partnerShare/', import.meta.url).pathname;
/** Waits until no dialog is still zooming in, then takes the screenshot. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.ant-modal[class*="-appear"], .ant-modal[class*="-enter"]'),
  );
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage });
}

test('a partnership is asked and agreed, a shared vehicle shows on the partner’s live map and leaves it when the share stops', async ({
  browser,
  page,
  snap,
}) => {
  test.setTimeout(240_000);
  mover = await startOwnTerminal({ plate: '沪A·PS001', phone: '013900009951', state: 'driving' });
  const first = page;
  const origin = new URL(e2eBaseUrl()).origin;
  await first.context().addCookies([{ name: LANG_COOKIE, value: 'zh-CN', url: origin }]);
  await new LoginPage(first).loginAs('admin');
  const second = await signedIn(browser, SECOND_ADMIN, 'zh-CN');

  // The second company's codes, as its partner page shows them.
  await second.goto('/tmsPartner');
  await slow(second.getByTestId(ids.cooperationCode)).toHaveText(/^\d{8}$/);
  const cooperation = (await second.getByTestId(ids.cooperationCode).textContent()) ?? '';
  const verification = (await second.getByTestId(ids.verificationCode).textContent()) ?? '';

  // The demo company asks; a wrong verification code first gets the seed's message.
  await first.goto('/tmsPartner');
  await first.getByTestId(ids.add).click();
  await first.getByTestId(ids.addCooperationCode).fill(cooperation);
  await first.getByTestId(ids.addVerificationCode).fill(verification === '0000' ? '0001' : '0000');
  await okOf(first, ids.addDialog).click();
  await slow(first.getByText('对应企业不存在，无法授权')).toBeVisible();
  await first.getByTestId(ids.addVerificationCode).fill(verification);
  await okOf(first, ids.addDialog).click();
  await slow(okOf(first, ids.addDialog)).toBeHidden();
  const requested = first.getByTestId(ids.partnerTable).locator('[data-state="waiting"]').first();
  await slow(requested).toHaveText(words.viewStates.waiting);

  // The second company agrees (its only buttons are agree and refuse).
  await second.reload();
  const pending = second.getByTestId(ids.partnerTable).locator('[data-state="toBeAgreed"]').first();
  await slow(pending).toBeVisible();
  const relationId = Number((await pending.getAttribute('data-testid'))?.split('-').pop());
  await slow(second.getByTestId(ids.partnerAction(relationId, 'cancel'))).toHaveCount(0);
  await second.getByTestId(ids.partnerAction(relationId, 'agree')).click();
  await slow(second.getByTestId(ids.partnerState(relationId))).toHaveAttribute('data-state', 'cooperating');

  // The demo company shares the moving vehicle under monitoring authorisation, from now for a day.
  await first.goto('/tmsVehicleShare');
  await first.getByTestId(ids.shareAdd).click();
  await first.getByTestId(ids.sharePartner).click();
  await first.locator(SETTLED_SELECT_LIST).locator('.ant-select-item-option').first().click();
  await first.getByTestId(ids.shareVehicles).click();
  await first.keyboard.type('PS001');
  await first.locator(SETTLED_SELECT_LIST).getByTitle(mover.plate, { exact: true }).click();
  await first.keyboard.press('Escape');
  await okOf(first, ids.shareDialog).click();
  await slow(okOf(first, ids.shareDialog)).toBeHidden();
  const shareTag = first.getByTestId(ids.shareTable).locator('[data-state="inUse"]').first();
  await slow(shareTag).toHaveText(words.useStates.inUse);
  const shareId = Number((await shareTag.getAttribute('data-testid'))?.split('-').pop());

  // The partner's live map draws it.
  await second.goto('/mapMonitor');
  await expect
    .poll(async () => (await mapVehicles(second)).includes(mover?.vehicleId ?? 0), { timeout: 30_000 })
    .toBe(true);

  // The share centre lists it; screenshots of the three pages in both languages while there is something to show.
  for (const lang of ['zh-CN', 'en-US'] as Language[]) {
    await first.context().addCookies([{ name: LANG_COOKIE, value: lang, url: origin }]);
    await second.context().addCookies([{ name: LANG_COOKIE, value: lang, url: origin }]);
    const w = resources[lang].partnerShare;
    await first.goto('/tmsPartner');
    await slow(first.getByTestId(ids.partnerState(relationId))).toHaveText(w.viewStates.cooperating);
    await shot(first, `partner-${lang}`);
    await first.getByTestId(ids.add).click();
    await slow(okOf(first, ids.addDialog)).toBeVisible();
    await shot(first, `partner-add-${lang}`, false);
    await first.keyboard.press('Escape');
    await first.goto('/tmsVehicleShare');
    await slow(first.getByTestId(ids.shareState(shareId))).toHaveText(w.useStates.inUse);
    await shot(first, `vehicle-share-${lang}`);
    await first.getByTestId(ids.shareAdd).click();
    await slow(okOf(first, ids.shareDialog)).toBeVisible();
    await shot(first, `vehicle-share-dialog-${lang}`, false);
    await first.keyboard.press('Escape');
    await second.goto('/tmsShareCenter');
    await slow(second.getByTestId(ids.shareState(shareId))).toHaveText(w.useStates.inUse);
    await shot(second, `share-center-${lang}`);
  }
  await first.context().addCookies([{ name: LANG_COOKIE, value: 'zh-CN', url: origin }]);
  await second.context().addCookies([{ name: LANG_COOKIE, value: 'zh-CN', url: origin }]);

  // Stopping the share (confirmed) takes it off the partner's open map at once.
  await second.goto('/mapMonitor');
  await expect
    .poll(async () => (await mapVehicles(second)).includes(mover?.vehicleId ?? 0), { timeout: 30_000 })
    .toBe(true);
  await first.goto('/tmsVehicleShare');
  await first.getByTestId(ids.shareAction(shareId, 'stop')).click();
  await first.locator('.ant-modal-confirm .ant-btn-dangerous').click();
  await slow(first.getByTestId(ids.shareState(shareId))).toHaveAttribute('data-state', 'stopped');
  await expect
    .poll(async () => (await mapVehicles(second)).includes(mover?.vehicleId ?? 0), { timeout: 10_000 })
    .toBe(false);
  await snap('after-stop');
  await second.context().close();
});
