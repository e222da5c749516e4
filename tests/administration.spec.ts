import fs from 'node:fs';
import {
  ENDPOINTS,
  endpointPath,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type DepartmentTreeNode,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Browser, Page } from '@playwright/test';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { e2eBaseUrl, e2eDataDir } from './fixtures/e2eEnv';
import { LoginPage } from './fixtures/LoginPage';
import { ConsoleShell } from './fixtures/ConsoleShell';
import { expect, test } from './fixtures/test';

/**
 * Organisation and access end to end (issue 14): an administrator builds a department, a role and a sub-user;
 * the sub-user signs in (password change first), sees exactly the granted menus and only that department's
 * vehicles; a revoked operation is refused at the sub-user's very next click. Screenshots of every page in both
 * languages go to test-results/admin/.
 */

const org = TEST_IDS.organisation;
const kit = TEST_IDS.resource;
const SHOTS = new URL('../test-results/admin/', import.meta.url).pathname;
const PAGES = ['departmentBaseInfo', 'roleList', 'subUserList', 'companyInfo'] as const;

function database(): Database {
  const dataDir = e2eDataDir();
  return connectDatabase({ dataDir });
}

async function signIn(page: Page, lang: Language, userName: string, password?: string): Promise<void> {
  const origin = new URL(e2eBaseUrl()).origin;
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: origin }]);
  await new LoginPage(page).loginAs(userName, password);
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

/** Picks `text` in an open-able antd (Tree)Select: types to search, then clicks the matching option. */
async function pick(page: Page, field: ReturnType<Page['getByTestId']>, text: string): Promise<void> {
  await field.click();
  await page.keyboard.type(text);
  const option = page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
    .filter({ hasText: text })
    .first();
  await option.click();
  // The list closes with an animation; the next click must not land while it still covers the dialog.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The department search box (antd puts the test id on the input or on its wrapper). */
const searchBox = (page: Page) =>
  page
    .locator(`input[data-testid="${org.departmentSearch}"], [data-testid="${org.departmentSearch}"] input`)
    .first();

/**
 * Opens a folded node of the role's grant tree. A click that lands while antd animates another node open is
 * dropped, so the click is repeated until the node reports itself open.
 */
async function unfold(page: Page, key: string): Promise<void> {
  const node = page
    .getByTestId(org.grantTree)
    .locator('.ant-tree-treenode', { has: page.getByTestId(org.grantNode(key)) });
  await expect(async () => {
    if (!/switcher-open/.test((await node.getAttribute('class')) ?? ''))
      await node.locator('.ant-tree-switcher').click();
    await expect(node).toHaveClass(/ant-tree-treenode-switcher-open/, { timeout: 1_000 });
  }).toPass();
}

/** The form item of the kit's dialog whose label reads `label`. */
const formItem = (page: Page, label: string) =>
  page.getByTestId(kit.formDialog).locator('.ant-form-item').filter({ hasText: label });

for (const lang of ['zh-CN', 'en-US'] as const) {
  const short = lang === 'zh-CN' ? 'zh' : 'en';
  test(`administration pages and their dialogs (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, lang, 'admin');
    const m = resources[lang].organisation;
    for (const key of PAGES) {
      await page.goto(`/${key}`);
      const root =
        key === 'departmentBaseInfo'
          ? org.departmentPage
          : key === 'companyInfo'
            ? org.companyPage
            : kit.page;
      await expect(page.getByTestId(root)).toBeVisible();
      if (key === 'departmentBaseInfo') await expect(page.getByTestId(org.departmentDetail)).toBeVisible();
      if (key === 'companyInfo') await expect(page.getByTestId(org.companySave)).toBeVisible();
      if (key === 'roleList' || key === 'subUserList')
        await expect(page.getByTestId(kit.grid).locator('.ag-row').first()).toBeVisible();
      await shot(page, `${key}-${short}`);
    }

    await page.goto('/roleList');
    await page.getByTestId(kit.add).click();
    await expect(page.getByTestId(org.grantTree)).toBeVisible();
    await shot(page, `roleList-form-${short}`);
    await page.keyboard.press('Escape');

    await page.goto('/subUserList');
    await page.getByTestId(kit.add).click();
    await expect(formItem(page, m.subUser.password)).toBeVisible();
    await shot(page, `subUserList-form-${short}`);
    await page.keyboard.press('Escape');

    await page.goto('/departmentBaseInfo');
    const tree = page.getByTestId(org.departmentTree);
    await tree.locator('.ant-tree-treenode').nth(1).locator('.ant-tree-node-content-wrapper').click();
    await page.getByTestId(org.departmentMove).click();
    await expect(page.getByTestId(org.departmentMoveTarget)).toBeVisible();
    await shot(page, `departmentBaseInfo-move-${short}`);
  });
}

/** A fleet of the demo company that holds vehicles, with its branch. */
async function fleetWithVehicles(db: Database) {
  const row = await db
    .selectFrom('vehicles')
    .innerJoin('departments as f', 'f.id', 'vehicles.department_id')
    .innerJoin('departments as b', 'b.id', 'f.parent_id')
    .select(['f.id as fleetId', 'f.name as fleetName', 'b.id as branchId', 'b.name as branchName'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vehicles.company_id', '=', 1)
    .where('f.level', '=', 3)
    .groupBy(['f.id', 'f.name', 'b.id', 'b.name'])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const vehicles = await db
    .selectFrom('vehicles')
    .select('id')
    .where('department_id', '=', row.fleetId)
    .execute();
  return { ...row, vehicleIds: new Set(vehicles.map((v) => v.id)) };
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eBaseUrl() });
  return context.newPage();
}

test('admin builds a department, a role and a sub-user; the sub-user sees exactly that; revocation is immediate', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const m = resources['zh-CN'];
  const db = database();
  const fleet = await fleetWithVehicles(db);
  const stamp = Date.now().toString(36).slice(-5);
  const deptName = `调度中心${stamp}`;
  const roleName = `调度员${stamp}`;
  const userName = `e2e_disp_${stamp}`;
  const initial = 'Start@2026x';

  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, 'zh-CN', 'admin');

  // 1. A department under the fleet's branch, and the fleet (with its vehicles) moved into it.
  await page.goto('/departmentBaseInfo');
  await searchBox(page).fill(fleet.branchName);
  await page.getByTestId(org.departmentNode(fleet.branchId)).click();
  await page.getByTestId(org.departmentAdd).click();
  await page.getByTestId(org.departmentForm).locator('input').first().fill(deptName);
  await page.getByTestId(org.dialogOk).click();
  await expect(page.getByTestId(org.departmentDetail)).toContainText(deptName);
  const dept = await db
    .selectFrom('departments')
    .select(['id', 'path'])
    .where('name', '=', deptName)
    .executeTakeFirstOrThrow();

  await searchBox(page).fill(fleet.fleetName);
  await page.getByTestId(org.departmentNode(fleet.fleetId)).click();
  await page.getByTestId(org.departmentMove).click();
  await pick(page, page.getByTestId(org.departmentMoveTarget), deptName);
  await page.getByTestId(org.dialogOk).click();
  await expect(page.getByText(m.organisation.department.moved)).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('departments')
            .select('parent_id')
            .where('id', '=', fleet.fleetId)
            .executeTakeFirstOrThrow()
        ).parent_id,
    )
    .toBe(dept.id);

  // 2. A role with one page and its operations (the vehicle alarms), built in the grant tree.
  await page.goto('/roleList');
  await page.getByTestId(kit.add).click();
  await formItem(page, m.organisation.role.name).locator('input').fill(roleName);
  await unfold(page, 'dir:alarmCenter');
  await page.getByTestId(org.grantNode('page:vehicleAlarmProcessing')).click();
  await page.getByTestId(kit.formSubmit).click();
  await expect(page.getByTestId(kit.formDialog)).toBeHidden();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', roleName)
    .executeTakeFirstOrThrow();
  const grants = await db
    .selectFrom('role_operations')
    .select('operation_id')
    .where('role_id', '=', role.id)
    .execute();
  expect(grants.map((g) => g.operation_id)).toContain('vehicleAlarmProcessing:export');
  expect(grants.every((g) => g.operation_id.startsWith('vehicleAlarmProcessing'))).toBe(true);

  // 3. A sub-user in the new department with that role.
  await page.goto('/subUserList');
  await page.getByTestId(kit.add).click();
  await formItem(page, m.organisation.subUser.userName).locator('input').fill(userName);
  await formItem(page, m.organisation.subUser.password).locator('input').fill(initial);
  await formItem(page, m.organisation.subUser.realName).locator('input').fill('调度员甲');
  await pick(page, formItem(page, m.organisation.subUser.department).locator('.ant-select'), deptName);
  await pick(page, formItem(page, m.organisation.subUser.role).locator('.ant-select'), roleName);
  await page.getByTestId(kit.formSubmit).click();
  await expect(page.getByTestId(kit.formDialog)).toBeHidden();
  await shot(page, 'acceptance-sub-user-added');

  // 4. The sub-user signs in: the password must change first, then the usual first-sign-in dialogs.
  const sub = await newPage(browser);
  await sub.setViewportSize({ width: 1600, height: 1000 });
  await signIn(sub, 'zh-CN', userName, initial);
  const account = TEST_IDS.account;
  await expect(sub.getByTestId(account.passwordDialog)).toContainText(m.errors.passwordMustChange);
  await sub.getByTestId(account.oldPassword).fill(initial);
  await sub.getByTestId(account.newPassword).fill('Disp#2027ok');
  await sub.getByTestId(account.confirmPassword).fill('Disp#2027ok');
  await sub.getByTestId(account.passwordSubmit).click();
  await expect(sub.getByTestId(account.passwordDialog)).toBeHidden();
  await sub.getByTestId(account.protocolAgree).click();
  for (let step = 1; step < 4; step++) await sub.getByTestId(account.guideNext).click();
  await sub.getByTestId(account.guideDone).click();
  await sub.getByTestId(account.onlineServiceGotIt).click();

  // Exactly the granted menus: the alarm centre with the vehicle alarms, nothing else.
  const shell = new ConsoleShell(sub);
  const tree = await shell.menuTree();
  expect(tree.main.map((n) => n.menuKey)).toEqual(['alarmCenter']);
  expect(tree.main[0]?.children.map((n) => n.menuKey)).toEqual(['vehicleAlarmProcessing']);
  await expect(shell.primaryMenuItem('alarmCenter')).toBeVisible();
  await expect(shell.primaryMenuItem('monitorCenter')).toHaveCount(0);
  await expect(shell.primaryMenuItem('basicData')).toHaveCount(0);

  // Only that department's vehicles: the department tree starts there and every alarm row is one of its vehicles.
  const ownTree = (await (
    await sub.request.get(endpointPath(ENDPOINTS.departmentTree))
  ).json()) as ApiResponse<DepartmentTreeNode[]>;
  expect(ownTree.result.map((n) => n.id)).toEqual([dept.id]);
  const listed = sub.waitForResponse((r) => r.url().endsWith(endpointPath(ENDPOINTS.findVehicleAlarms)));
  await sub.goto('/vehicleAlarmProcessing');
  const rows = ((await (await listed).json()) as ApiResponse<{ data: { vehicleId: number | null }[] }>).result
    .data;
  for (const row of rows) expect(fleet.vehicleIds.has(row.vehicleId ?? -1)).toBe(true);
  await expect(sub.getByTestId(TEST_IDS.handling.export)).toBeVisible();
  await shot(sub, 'acceptance-sub-user-alarms');

  // 5. The administrator revokes "export"; the sub-user's next click on it is refused.
  await page.goto('/roleList');
  await page.getByTestId(kit.grid).locator('.ag-row', { hasText: roleName }).first().waitFor();
  await page.getByTestId(kit.rowEdit(role.id)).click();
  await expect(page.getByTestId(org.grantTree)).toBeVisible();
  await unfold(page, 'dir:alarmCenter');
  await unfold(page, 'page:vehicleAlarmProcessing');
  await page.getByTestId(org.grantNode('vehicleAlarmProcessing:export')).click();
  await page.getByTestId(kit.formSubmit).click();
  await expect(page.getByTestId(kit.formDialog)).toBeHidden();
  await expect
    .poll(async () =>
      (
        await db.selectFrom('role_operations').select('operation_id').where('role_id', '=', role.id).execute()
      ).map((g) => g.operation_id),
    )
    .not.toContain('vehicleAlarmProcessing:export');

  await sub.getByTestId(TEST_IDS.handling.export).click();
  await expect(sub.getByTestId(TEST_IDS.shell.toast)).toContainText(m.errors.http403);
  await shot(sub, 'acceptance-export-refused');

  // 6. Disabling the sub-user from the list ends their session at once: their next call goes to the login page.
  await page.goto('/subUserList');
  await page.getByTestId(kit.filterBar).locator('input').first().fill(userName);
  await page.getByTestId(kit.search).click();
  const row = page.getByTestId(kit.grid).locator('.ag-row', { hasText: userName }).first();
  await row.locator('.ag-checkbox-input').first().check();
  await page.getByTestId(org.subUserDisable).click();
  await page.getByTestId(org.dialogOk).click();
  await expect(row).toContainText(m.organisation.subUser.disabled);
  await shot(page, 'acceptance-sub-user-disabled');
  await sub.reload();
  await expect(sub).toHaveURL(/\/login/);
  await db.destroy();
});
