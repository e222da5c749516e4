import {
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type Language,
  type SharedView,
} from '@roadwatch/core';
import type { APIResponse } from '@playwright/test';
import { resources } from '@roadwatch/core/i18n';
import path from 'node:path';
import { ResourcePage } from './fixtures/ResourcePage';
import { SCREENSHOT_DIR } from './fixtures/e2eEnv';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { expect, test } from './fixtures/test';

const ids = TEST_IDS.sharing;
const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1600, height: 900 } });

async function apiResult<T>(res: APIResponse): Promise<T> {
  const envelope = (await res.json()) as ApiResponse<T>;
  expect(envelope.code, envelope.message).toBe(1);
  return envelope.result;
}

for (const lang of LANGS) {
  const words = resources[lang].sharing;

  test(`share link [${lang}]: made in the console, opened without a session, invalid once disabled`, async ({
    page,
    browser,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const kit = new ResourcePage(page);
    await kit.goto('infoShareLink');
    await expect(kit.title()).toHaveText(words.title);

    // Add: the form refuses a link without vehicles, then shares the first simulated vehicle's position and track.
    await kit.openAdd();
    await kit.saveRefused();
    await expect(kit.fieldError('targetIds')).toHaveText(resources[lang].validation.required);
    await kit.formDialog().getByTestId(ids.targets).click();
    const option = page.locator(SETTLED_SELECT_LIST).locator('.ant-select-item-option').first();
    const plate = (await option.getAttribute('title')) ?? '';
    expect(plate).not.toBe('');
    await option.click();
    await page.keyboard.press('Escape');
    await kit.formDialog().getByText(words.validities['3'], { exact: true }).click();
    await snap(`form-${lang}`);
    // The new link's id from its add call: the other language's run shares the same vehicle, so the first row
    // showing the plate may be that (disabled) link while the grid redraws.
    const addedCall = page.waitForResponse((r) => r.url().includes(endpointPath(ENDPOINTS.shareLinkAdd)));
    await kit.save();
    const addedLink = (await (await addedCall).json()) as ApiResponse<{ id: number }>;
    expect(addedLink.code, addedLink.message).toBe(1);
    const { id } = addedLink.result;
    await expect(kit.grid().locator(`.ag-row[row-id="${id}"]`)).toContainText(plate);
    await expect(page.getByTestId(ids.state(id))).toHaveText(words.states.valid);
    await snap(`list-${lang}`);

    // The address and its QR code.
    await page.getByTestId(ids.showLink(id)).click();
    const address = await page.getByTestId(ids.linkText).inputValue();
    expect(address).toMatch(new RegExp(`^${baseURL}/share/[A-Za-z0-9_-]{43}$`));
    await expect(page.getByTestId(ids.linkQr)).toBeVisible();
    await snap(`link-${lang}`);
    await page.keyboard.press('Escape');

    // A fresh browser context: no session, only the language cookie.
    const visitor = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: lang });
    await visitor.addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    const shared = await visitor.newPage();
    const viewed = shared.waitForResponse((r) => r.url().includes('/share/view?'));
    await shared.goto(address);
    const view = ((await (await viewed).json()) as { result: SharedView }).result;
    expect(view.valid).toBe(true);
    const vehicle = view.valid ? view.vehicles[0] : undefined;
    expect(vehicle?.plate).toBe(plate);
    await expect(shared.getByTestId(ids.publicPlate(vehicle!.id))).toHaveText(plate);
    // The position the terminal last reported (it moves: the page polls, so compare the shape): the place's name
    // when the gazetteer knows the spot, then the coordinates.
    await expect(shared.getByTestId(ids.publicPosition(vehicle!.id))).toHaveText(
      /^(\S.* )?\(\d{2,3}\.\d{6}, \d{1,2}\.\d{6}\)$/,
    );
    await expect(shared.getByTestId(ids.publicMap).locator('canvas').first()).toBeVisible();
    expect(await shared.context().cookies()).not.toContainEqual(
      expect.objectContaining({ name: 'rw_token' }),
    );
    await shared.screenshot({ path: path.join(SCREENSHOT_DIR, `share-public-${lang}.png`), fullPage: true });

    // Disable in the console (confirmed); the open public page turns invalid at its next poll.
    await page.getByTestId(ids.disable(id)).click();
    await expect(kit.confirmDialog()).toBeVisible();
    await kit.confirmDialog().locator('.ant-btn-dangerous').click();
    await expect(page.getByTestId(ids.state(id))).toHaveText(words.states.disabled);
    await expect(shared.getByTestId(ids.publicInvalid)).toContainText(words.public.invalid, {
      timeout: 15_000,
    });
    await shared.screenshot({
      path: path.join(SCREENSHOT_DIR, `share-public-invalid-${lang}.png`),
      fullPage: true,
    });

    // A warehouse shared the same way shows each probe's latest stored reading: one of the demo's, whose
    // simulated logger keeps reporting (warehouses that other specs made have loggers that went silent).
    const warehouses = await apiResult<{ id: number; name: string }[]>(
      await page.request.get(endpointPath(ENDPOINTS.shareTargetOptions), { params: { scene: 'warehouse' } }),
    );
    const warehouse = warehouses.find((w) => !w.name.startsWith('E2E'));
    const added = await apiResult<{ id: number }>(
      await page.request.post(endpointPath(ENDPOINTS.shareLinkAdd), {
        data: {
          scene: 'warehouse',
          targetIds: [warehouse!.id],
          sharedData: ['temperature'],
          historyHours: 240,
          validity: 'permanent',
        },
      }),
    );
    const { path: warehousePath } = await apiResult<{ path: string }>(
      await page.request.get(endpointPath(ENDPOINTS.shareLinkAddress), { params: { id: added.id } }),
    );
    await shared.goto(warehousePath);
    await expect(shared.getByTestId(ids.publicCard(warehouse!.id))).toContainText(warehouse!.name);
    await expect(shared.getByTestId(ids.publicCard(warehouse!.id))).toContainText('℃');
    await shared.screenshot({
      path: path.join(SCREENSHOT_DIR, `share-public-warehouse-${lang}.png`),
      fullPage: true,
    });
    await visitor.close();
  });
}
