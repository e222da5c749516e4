import {
  DRIVER_PHOTO_UPLOAD_PATH,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  endpointPath,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { tinyPng } from '../apps/server/src/features/basicData/testImages';
import { TestTerminal } from '../apps/server/test/helpers/testTerminal';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { e2eDataDir, e2eGatewayPort } from './fixtures/e2eEnv';
import { expect, test } from './fixtures/test';

/**
 * A terminal added in the console connects: the administrator adds a vehicle terminal bound to a vehicle, a terminal
 * speaking JT/T 808 over TCP registers with that number and authenticates, and the terminal list shows the vehicle
 * online within seconds. Unbinding it in the console closes the session; the next registration is refused. Every
 * master data page is shot in both languages (test-results/admin/).
 */
const ids = TEST_IDS.resource;
const bids = TEST_IDS.basicData;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const SHOTS = new URL('../test-results/admin/', import.meta.url).pathname;
const REFUSED = 4;

test.use({ viewport: { width: 1600, height: 900 } });
// Each test walks several pages and forms; the 2-core machine needs more than the default minute for that.
test.describe.configure({ timeout: 120_000 });

let db: Database;
test.beforeAll(() => {
  const dataDir = e2eDataDir();
  db = connectDatabase({ dataDir });
});
test.afterAll(async () => {
  await db?.destroy();
});

function gatewayPort(): number {
  const port = e2eGatewayPort();
  return port;
}

async function adminDepartment(): Promise<number> {
  const admin = await db
    .selectFrom('users')
    .select('department_id')
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  return admin.department_id;
}

/** A vehicle of the admin's company without a terminal, as a company adds one before it fits the terminal. */
async function newVehicle(plate: string): Promise<number> {
  const admin = await db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('vehicles')
    .values({
      company_id: admin.company_id,
      department_id: admin.department_id,
      plate,
      terminal_phone: null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function pick(page: Page, testId: string, text: string, search?: string): Promise<void> {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(search);
  await page.locator(SETTLED_SELECT_LIST).getByText(text, { exact: false }).first().click();
}

async function shoot(page: Page, name: string, lang: Language): Promise<void> {
  // A dialog still zooming in would be shot half transparent.
  await expect(page.locator('.ant-modal[class*="-appear"], .ant-modal[class*="-enter"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}${name}-${lang}.png` });
}

for (const lang of LANGS) {
  test(`a terminal added in the console connects and shows its vehicle online (${lang})`, async ({
    page,
    baseURL,
    loginPage,
  }) => {
    const words = resources[lang].basicData;
    const n = LANGS.indexOf(lang) + 1;
    const plate = `沪E2E0${n}`;
    const phone = `1380023800${n}`;
    const vehicleId = await newVehicle(plate);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginAs(loginPage);

    await page.goto('/terminalManage');
    await expect(page.getByTestId(ids.grid)).toBeVisible();
    await shoot(page, 'terminalManage', lang);

    await page.getByTestId(ids.add).click();
    const dialog = page.getByTestId(ids.formDialog);
    await expect(dialog).toBeVisible();
    await page.getByTestId(bids.terminalPhone).fill(phone);
    await page.getByTestId(bids.terminalId).fill(`E2E${n}`);
    await page.getByTestId(bids.terminalMaker).fill('RWSIM');
    await page.getByTestId(bids.department).click();
    await page.locator('.ant-select-tree-node-content-wrapper').first().click();
    await pick(page, bids.terminalVehicle, plate, plate);
    await shoot(page, 'terminalManage-form', lang);
    await page.getByTestId(ids.formSubmit).click();
    await expect(dialog).toBeHidden();

    // The terminal the company bought, switched on: JT/T 808 over TCP with the number it was given.
    const terminal = await TestTerminal.connect(gatewayPort(), `0${phone}`, 2013);
    try {
      const registration = await terminal.register('GT-1013', { terminalId: `E2E${n}`, maker: 'RWSIM' });
      expect(registration.body).toMatchObject({ kind: 'registrationReply', result: 0 });
      if (registration.body.kind !== 'registrationReply') throw new Error('unreachable');
      const auth = await terminal.authenticate(registration.body.authCode!);
      expect(auth.body).toMatchObject({ result: 0 });
      terminal.send(0x0200, terminal.locationBody());

      await page.getByTestId(bids.keyword).fill(phone);
      // The row's own tag (in English the column header says "Online" too).
      const online = page
        .locator('.ag-row', { hasText: plate })
        .locator('.ant-tag', { hasText: words.terminal.onlineYes });
      await expect(async () => {
        await page.getByTestId(ids.search).click();
        await expect(online).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await shoot(page, 'terminalManage-online', lang);

      // The vehicle tree of the vehicle page shows it online too.
      await page.goto('/tmsVehicleInfo');
      await page.getByTestId(TEST_IDS.vehicleTree.search).locator('input').fill(plate);
      const treeRow = page.locator(`[data-testid="${TEST_IDS.vehicleTree.row}"][data-key="v${vehicleId}"]`);
      await expect(treeRow.getByTestId(TEST_IDS.vehicleTree.online)).toHaveAttribute('data-online', '1');
      await shoot(page, 'tmsVehicleInfo-online', lang);
      await page.goto('/terminalManage');
      await page.getByTestId(bids.keyword).fill(phone);
      await page.getByTestId(ids.search).click();

      // Unbound in the console: the session closes and the number is no longer accepted.
      const row = page.locator('.ag-row', { hasText: plate });
      await row.getByRole('button').first().click();
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId(bids.terminalBindings)).toContainText(plate);
      await shoot(page, 'terminalManage-edit', lang);
      await page.getByTestId(bids.terminalVehicle).locator('.ant-select-clear').click({ force: true });
      await page.getByTestId(ids.formSubmit).click();
      await expect(dialog).toBeHidden();
      await terminal.whenClosed();
    } finally {
      await terminal.close();
    }
    const again = await TestTerminal.connect(gatewayPort(), `0${phone}`, 2013);
    try {
      const refused = await again.register('GT-1013', { terminalId: `E2E${n}`, maker: 'RWSIM' });
      expect(refused.body).toMatchObject({ kind: 'registrationReply', result: REFUSED });
    } finally {
      await again.close();
    }
  });

  test(`master data pages in ${lang}`, async ({ page, baseURL, loginPage }) => {
    const n = LANGS.indexOf(lang) + 1;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginAs(loginPage);
    for (const route of ['driverManage', 'icCardManage', 'tagManage', 'coldChainStoreList']) {
      await page.goto(`/${route}`);
      await expect(page.getByTestId(ids.pager)).toBeVisible();
      await page.getByTestId(ids.add).click();
      await expect(page.getByTestId(ids.formDialog)).toBeVisible();
      await page.getByTestId(ids.formSubmit).click();
      await shoot(page, `${route}-form`, lang);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(ids.formDialog)).toBeHidden();
    }

    // A tag and an IC card saved through their forms show in their lists.
    await page.goto('/tagManage');
    await addThrough(page, async () => {
      await page.locator('#resourceForm_code').fill(`E2E-TAG-${n}`);
      await page.locator('#resourceForm_name').fill(lang === 'zh-CN' ? '冷链周转箱' : 'Reefer crate');
    });
    await expect(page.locator('.ag-row', { hasText: `E2E-TAG-${n}` })).toBeVisible();
    await shoot(page, 'tagManage', lang);

    await page.goto('/icCardManage');
    await addThrough(page, async () => {
      await page.locator('#resourceForm_cardNo').fill(`E2E-IC-${n}`);
      await pick(page, bids.driverSelect, '·');
    });
    await expect(page.locator('.ag-row', { hasText: `E2E-IC-${n}` })).toBeVisible();
    await shoot(page, 'icCardManage', lang);

    // A driver's photo, checked by its content on the server, shows in the form.
    const driverName = lang === 'zh-CN' ? '照片司机' : 'Photo driver';
    const driverPhone = `1390023800${n}`;
    const added = await page.request.post(endpointPath(ENDPOINTS.driverAdd), {
      data: {
        name: driverName,
        phone: driverPhone,
        regionCode: '440000/440300',
        departmentId: await adminDepartment(),
      },
    });
    expect(((await added.json()) as { code: number }).code).toBe(1);
    await page.goto('/driverManage');
    await page.getByTestId(ids.filterBar).locator('input').first().fill(driverPhone);
    await page.getByTestId(ids.search).click();
    const driverRow = page.locator('.ag-row', { hasText: driverPhone });
    await expect(driverRow).toBeVisible();
    await driverRow.getByRole('button').first().click();
    const dialog = page.getByTestId(ids.formDialog);
    await expect(page.getByTestId(bids.driverPhotoUpload)).toBeVisible();
    const uploaded = page.waitForResponse((r) => r.url().endsWith(DRIVER_PHOTO_UPLOAD_PATH));
    await page
      .getByTestId(bids.driverPhotos)
      .locator('input[type=file]')
      .setInputFiles({ name: `face-${n}.png`, mimeType: 'image/png', buffer: tinyPng(40, 50) });
    expect(((await (await uploaded).json()) as { code: number }).code).toBe(1);
    await expect(page.getByTestId(bids.driverPhotos).locator('.ant-upload-list-item-done')).toHaveCount(1);
    await shoot(page, 'driverManage-edit', lang);
    await page.getByTestId(ids.formSubmit).click();
    await expect(dialog).toBeHidden();
    await expect(driverRow).toBeVisible();
    await shoot(page, 'driverManage', lang);

    await page.goto('/coldChainStoreList');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await shoot(page, 'coldChainStoreList', lang);
  });
}

/** Opens the add form, fills it (with the caller's department) and saves. */
async function addThrough(page: Page, fill: () => Promise<void>): Promise<void> {
  await page.getByTestId(ids.add).click();
  const dialog = page.getByTestId(ids.formDialog);
  await expect(dialog).toBeVisible();
  await fill();
  await page.getByTestId(bids.department).click();
  await page.locator('.ant-select-tree-node-content-wrapper').first().click();
  await page.getByTestId(ids.formSubmit).click();
  await expect(dialog).toBeHidden();
}

async function loginAs(loginPage: { signIn(user: string): Promise<void> }): Promise<void> {
  await loginPage.signIn('admin');
}
