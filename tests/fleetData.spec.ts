import { LANG_COOKIE, TEST_IDS, vehicleInfoResource, type Language } from '@roadwatch/core';
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
  await login.signIn('admin');
}

async function openVehicles(page: Page) {
  await page.goto('/tmsVehicleInfo');
  await expect(page.getByTestId(tree.root)).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId(ids.grid).locator('.ag-row').first()).toBeVisible();
}

/** Chooses the first department of the form's department picker. */
async function chooseDepartment(page: Page) {
  const picker = page
    .getByTestId(ids.formDialog)
    .locator('.ant-select')
    .filter({ has: page.locator('#resourceForm_departmentId') });
  const node = page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').first();
  // The dropdown opens on a click that lands after the dialog's opening animation; try until it is open.
  await expect(async () => {
    await picker.click();
    await expect(node).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // A click that lands while the dropdown is still opening may not choose: try until the picker shows the choice.
  const title = (await node.getAttribute('title')) ?? '';
  await expect(async () => {
    if (!(await node.isVisible())) await picker.click();
    await node.click({ timeout: 1_000 });
    await expect(picker).toContainText(title, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // Choosing closes the dropdown; one left open by a click in its opening animation is closed with Escape.
  if (await node.isVisible()) await page.keyboard.press('Escape');
  await expect(node).toBeHidden();
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

test('vehicles import from a spreadsheet: good rows chosen and written, the bad one named', async ({
  page,
  baseURL,
  loginPage,
}) => {
  const { Workbook } = (await import('exceljs')).default;
  const labels = resources['zh-CN'].fleet.vehicleInfo.fields;
  const columns = vehicleInfoResource.sheet!;
  const book = new Workbook();
  const sheet = book.addWorksheet('vehicles');
  sheet.addRow(columns.map((c) => labels[c as keyof typeof labels]));
  const row = (plate: string, department: string) =>
    columns.map((c) =>
      c === 'plateNumber' ? plate : c === 'department' ? department : c === 'plateColor' ? '黄色' : '',
    );
  for (let i = 1; i <= 4; i += 1) sheet.addRow(row(`琼F0000${i}`, '华东冷链物流有限公司'));
  sheet.addRow(row('琼F00009', '没有这个部门'));
  const file = Buffer.from(await book.xlsx.writeBuffer());

  await signIn(page, baseURL, 'zh-CN', loginPage);
  await openVehicles(page);
  await page.getByTestId(ids.import).click();
  await page
    .getByTestId(ids.importDialog)
    .locator('input[type=file]')
    .setInputFiles({ name: 'vehicles.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await expect(page.getByTestId(ids.importSummary)).toContainText('5');
  await expect(page.getByTestId(ids.importDialog)).toContainText(
    '部门不存在或不在您的权限范围内：没有这个部门',
  );
  await page.getByTestId(ids.importSelectAll).click();
  await page.screenshot({ path: `${SHOTS}/tmsVehicleInfo-import-zh-CN.png` });
  await page.getByTestId(ids.importStart).click();
  await expect(page.getByTestId(ids.importResult)).toHaveAttribute('data-state', 'done');
  await page.screenshot({ path: `${SHOTS}/tmsVehicleInfo-import-done-zh-CN.png` });
});

test('an xlsx of 1,000 vehicles with 3 bad rows imports the 997 and names the 3', async ({
  page,
  baseURL,
  loginPage,
}) => {
  test.setTimeout(180_000);
  const { Workbook } = (await import('exceljs')).default;
  const zh = resources['zh-CN'];
  const labels = zh.fleet.vehicleInfo.fields;
  const columns = vehicleInfoResource.sheet!;
  const book = new Workbook();
  const sheet = book.addWorksheet('vehicles');
  sheet.addRow(columns.map((c) => labels[c as keyof typeof labels]));
  const row = (plate: string, department: string) =>
    columns.map((c) =>
      c === 'plateNumber' ? plate : c === 'department' ? department : c === 'plateColor' ? '黄色' : '',
    );
  const plate = (i: number) => `琼G${String(i).padStart(5, '0')}`;
  // Sheet rows 2…1001; three of them are wrong in three different ways.
  const bad = new Map<number, string[]>([
    [101, ['ABC123', '华东冷链物流有限公司']],
    [502, [plate(502), '没有这个部门']],
    [903, [plate(10), '华东冷链物流有限公司']],
  ]);
  for (let sheetRow = 2; sheetRow <= 1001; sheetRow += 1) {
    const [p, department] = bad.get(sheetRow) ?? [plate(sheetRow), '华东冷链物流有限公司'];
    sheet.addRow(row(p!, department!));
  }
  const file = Buffer.from(await book.xlsx.writeBuffer());

  await signIn(page, baseURL, 'zh-CN', loginPage);
  await openVehicles(page);
  await page.getByTestId(ids.import).click();
  await page
    .getByTestId(ids.importDialog)
    .locator('input[type=file]')
    .setInputFiles({ name: 'vehicles.xlsx', mimeType: 'application/octet-stream', buffer: file });
  const summary = zh.resource.import.summary
    .replace('{{total}}', '1000')
    .replace('{{valid}}', '997')
    .replace('{{invalid}}', '3');
  await expect(page.getByTestId(ids.importSummary)).toHaveText(summary, { timeout: 60_000 });

  // Only the three problem rows, each named by its sheet row with what is wrong.
  await page.getByTestId(ids.importProblemsOnly).click();
  for (const rowNo of bad.keys()) await expect(page.getByTestId(ids.importProblems(rowNo))).not.toBeEmpty();
  await expect(page.getByTestId(ids.importProblems(502))).toContainText('没有这个部门');
  await expect(page.getByTestId(ids.importProblems(903))).toContainText(
    zh.errors.importRepeatedRow.replace('{{row}}', '10'),
  );
  await expect(
    page.getByTestId(ids.importDialog).locator('[data-testid^="resource-import-problems-"]'),
  ).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/tmsVehicleInfo-import-1000-problems-zh-CN.png` });
  await page.getByTestId(ids.importProblemsOnly).click();

  await page.getByTestId(ids.importSelectAll).click();
  await page.getByTestId(ids.importStart).click();
  const result = page.getByTestId(ids.importResult);
  await expect(result).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
  await expect(result).toContainText(zh.resource.import.done.replace('{{imported}}', '997'));
  await page.screenshot({ path: `${SHOTS}/tmsVehicleInfo-import-1000-done-zh-CN.png` });

  // The upload centre keeps the import: page, file, rows written of those chosen, newest first.
  await page.goto('/uploadCenter');
  const uploads = page.getByTestId(TEST_IDS.uploadCenter.table);
  const newest = uploads.locator('.ant-table-row').first();
  await expect(newest).toContainText('vehicles.xlsx');
  await expect(newest).toContainText(zh.exportCenter.uploads.states.succeeded);
  await expect(newest).toContainText(
    zh.exportCenter.uploads.rowsOf.replace('{{written}}', '997').replace('{{chosen}}', '997'),
  );
  await page.screenshot({ path: `${SHOTS}/uploadCenter-zh-CN.png` });
  await page.context().addCookies([{ name: LANG_COOKIE, value: 'en-US', url: baseURL ?? '' }]);
  await page.reload();
  await expect(newest).toContainText(resources['en-US'].exportCenter.uploads.states.succeeded);
  await page.screenshot({ path: `${SHOTS}/uploadCenter-en-US.png` });
});
