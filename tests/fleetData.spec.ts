import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import type { LoginPage } from './fixtures/LoginPage';

const ids = TEST_IDS.resource;
const tree = TEST_IDS.vehicleTree;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const SHOTS = 'test-results/admin';

test.use({ viewport: { width: 1920, height: 1080 } });

async function signIn(page: Page, baseURL: string | undefined, lang: Language, login: LoginPage) {
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
  await login.loginAs('admin');
}

async function openVehicles(page: Page) {
  await page.goto('/tmsVehicleInfo');
  await expect(page.getByTestId(tree.root)).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId(ids.grid).locator('.ag-row').first()).toBeVisible();
}

/** Chooses the first department of the form's department picker. */
async function chooseDepartment(page: Page) {
  await page.locator('#resourceForm_departmentId').click({ force: true });
  await page.locator('.ant-select-tree-node-content-wrapper').first().click();
}

for (const lang of LANGS) {
  test(`vehicle and fleet pages in ${lang}`, async ({ page, baseURL, loginPage }) => {
    const words = resources[lang].fleet;
    await signIn(page, baseURL, lang, loginPage);

    await openVehicles(page);
    await expect(page.getByText(words.vehicleInfo.title, { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tmsVehicleInfo-${lang}.png` });

    await page.getByTestId(ids.add).click();
    const dialog = page.getByTestId(ids.formDialog);
    await expect(dialog.getByText(words.vehicleInfo.fields.plateNumber)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tmsVehicleInfo-form-${lang}.png` });
    await dialog.getByRole('tab', { name: words.vehicleInfo.sections.dimensions }).click();
    await page.screenshot({ path: `${SHOTS}/tmsVehicleInfo-form-dimensions-${lang}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/tmsMotorcade');
    await expect(page.getByTestId(ids.page)).toBeVisible();
    await expect(page.getByText(words.motorcade.title, { exact: true }).first()).toBeVisible();
    // A fleet added through the form shows in the list with its department and no vehicles yet.
    const code = `E2E-${lang}`;
    await page.getByTestId(ids.add).click();
    await page.locator('#resourceForm_code').fill(code);
    await page.locator('#resourceForm_name').fill(lang === 'zh-CN' ? '冷链一队' : 'Reefer 1');
    await chooseDepartment(page);
    await page.locator('#resourceForm_leader').fill(lang === 'zh-CN' ? '王建国' : 'Wang Jianguo');
    await page.locator('#resourceForm_leaderPhone').fill('13800000000');
    await page.getByTestId(ids.formSubmit).click();
    await expect(page.getByTestId(ids.formDialog)).toBeHidden();
    const codeCell = page.getByTestId(ids.grid).locator('.ag-row .ag-cell[col-id="code"]', { hasText: code });
    await expect(codeCell).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tmsMotorcade-${lang}.png` });
  });
}

test('a vehicle added in the form is found in the tree, and its custom plate history shows', async ({
  page,
  baseURL,
  loginPage,
}) => {
  const words = resources['zh-CN'].fleet.vehicleInfo;
  await signIn(page, baseURL, 'zh-CN', loginPage);
  await openVehicles(page);

  await page.getByTestId(ids.add).click();
  await page.locator('#resourceForm_plateNumber').fill('琼E12345');
  await page.locator('#resourceForm_customPlate').fill('测试一号');
  await chooseDepartment(page);
  await page.getByTestId(ids.formSubmit).click();
  await expect(page.getByTestId(ids.formDialog)).toBeHidden();

  // The tree is loaded once per page: a reload shows the new vehicle, without a terminal (offline).
  await openVehicles(page);
  await page.getByTestId(tree.search).locator('input').fill('测试一');
  const row = page.locator(`[data-testid="${tree.row}"][data-kind="vehicle"]`);
  await expect(row).toHaveCount(1);
  await expect(row.locator('mark')).toHaveText('测试一');
  await expect(row.getByTestId(tree.online)).toHaveAttribute('data-online', '0');
  await row.locator('.rw-vehicle-tree-label').click();
  const grid = page.getByTestId(ids.grid);
  await expect(grid.locator('.ag-row .ag-cell[col-id="plateNumber"]')).toHaveCount(1);
  await expect(grid.getByText('琼E12345')).toBeVisible();

  await grid.locator('[data-testid^="resource-row-edit-"]').first().click();
  await expect(page.locator('#resourceForm_customPlate')).toHaveValue('测试一号');
  await page.locator('#resourceForm_customPlate').fill('测试二号');
  await page.getByTestId(ids.formSubmit).click();
  await expect(page.getByTestId(ids.formDialog)).toBeHidden();
  await grid.locator('[data-testid^="resource-row-edit-"]').first().click();
  const history = page.getByTestId(ids.formDialog).locator('.ant-table-row');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('测试二号');
  await expect(page.getByTestId(ids.formDialog).getByText(words.history.title)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tmsVehicleInfo-history-zh-CN.png` });
});
