import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { dockingSignatureValid } from '../apps/server/src/features/dockingPlatform/dockingSignature';
import { startDockingReceiver, type DockingReceiver } from '../apps/server/test/helpers/dockingReceiver';
import { expectTranslated } from './fixtures/expectTranslated';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

/**
 * The docking platform end to end: the administrator adds a partner endpoint pointing at a receiver this spec runs
 * on a local port, copies its secret from the dialog that shows it once, and the temperature readings the demo
 * fleet's reefer terminals and store loggers report over JT/T 808 arrive at the receiver, signed with that secret;
 * the delivery log lists the requests. Disabling the endpoint is confirmed and shown. Screenshots in both languages.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.dockingPlatform;
const kitIds = TEST_IDS.resource;

test.use({ viewport: { width: 1600, height: 900 } });
test.describe.configure({ timeout: 150_000 });

let receiver: DockingReceiver;
test.beforeAll(async () => {
  receiver = await startDockingReceiver();
});
test.afterAll(async () => {
  await receiver?.close();
});

for (const lang of LANGS) {
  const words = resources[lang].dockingPlatform;

  test(`dockingPlatform [${lang}]: an added endpoint receives signed readings and the log shows them`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const kit = new ResourcePage(page);
    await kit.goto('dockingPlatform');
    await expect(kit.title()).toHaveText(words.title);

    const name = `E2E-${lang}`;
    const path = `/partner-${lang}`;
    await kit.openAdd();
    await kit.fill({ name, url: 'ftp://partner.example.com' });
    await page.getByTestId(TEST_IDS.basicData.department).click();
    await page.locator('.ant-select-tree-node-content-wrapper').first().click();
    // The form applies the server's rule: only http and https addresses.
    await kit.saveRefused();
    await expect(kit.fieldError('url')).toHaveText(resources[lang].validation.httpUrl);
    await kit.fill({ url: receiver.url(path) });
    await expect(kit.fieldError('url')).toHaveCount(0);
    await snap(`form-${lang}`);
    await kit.formDialog().getByTestId(kitIds.formSubmit).click();

    // The secret, once, with a copy button.
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId(ids.secret) });
    await expect(dialog).toBeVisible();
    const secret = await page.getByTestId(ids.secret).inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.getByTestId(ids.copySecret).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await snap(`secret-${lang}`);
    await page.getByTestId(ids.secretDone).click();
    await expect(dialog).toBeHidden();
    await expect(kit.row(name)).toContainText(receiver.url(path));

    // Readings of the demo fleet arrive, each request signed with the secret, no reading twice.
    await expect
      .poll(() => receiver.accepted(path).length, { timeout: 90_000, intervals: [500] })
      .toBeGreaterThan(0);
    const requests = receiver.requests.filter((r) => r.path === path);
    for (const r of requests)
      expect(dockingSignatureValid(secret, r.timestamp, r.body, r.signature)).toBe(true);
    const seen = receiver.accepted(path);
    expect(new Set(seen).size).toBe(seen.length);
    expect(requests.some((r) => r.batch.kind === 'readings')).toBe(true);

    // The list shows the last push; the log lists the requests with the partner's answer.
    await kit.reloading(() => page.getByTestId(kitIds.search).click());
    await expect(kit.row(name)).toContainText('200');
    const id = await kit.rowId(name);
    await kit.grid().locator(`.ag-row[row-id="${id}"] .ag-selection-checkbox input`).check();
    await page.getByTestId(ids.deliveries).click();
    const log = page.getByTestId(ids.logTable);
    await expect(log).toBeVisible();
    await expect(log.locator('tbody tr', { hasText: name }).first()).toContainText('200');
    await expect(log.locator('tbody tr', { hasText: words.kinds.readings }).first()).toBeVisible();
    await expectTranslated(page);
    await snap(`log-${lang}`);
    await page.locator('.ant-drawer-close').click();
    await expect(log).toBeHidden();

    // Disabling asks first; the row then shows the endpoint disabled.
    await page.getByTestId(ids.disable).click();
    await kit.reloading(() => page.getByTestId(ids.confirm).click());
    await expect(kit.row(name)).toContainText(words.disabled);
    await snap(`list-${lang}`);
  });
}
