import fs from 'node:fs';
import path from 'node:path';
import {
  ALARM_FIRST_TYPE,
  ALARM_RULE_TYPES,
  ALARM_RULES,
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  SPEED_ALARM,
  TEST_IDS,
  type AlarmRuleDetail,
  type ApiResponse,
  type Language,
  type OverspeedSettings,
  type VehicleTreeResponse,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { connectDatabase } from '../apps/server/src/db/connect';
import { e2eDataDir } from './fixtures/e2eEnv';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { startOwnTerminal } from './fixtures/ownTerminal';
import { findTruncatedText, PAGE_TEXT } from './fixtures/truncatedText';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';

const ids = TEST_IDS.alarmRules;
const LANGS: Language[] = ['zh-CN', 'en-US'];
/** Every page of every language; kept outside test-results/screenshots, which every run wipes. */
const SHOTS = path.resolve(import.meta.dirname, '../test-results/alarm-rules');
const VIEWPORT = { width: 1920, height: 1080 };

test.use({ viewport: VIEWPORT });
// Sixteen pages, two saves and a vehicle setting with one login.
test.describe.configure({ timeout: 240_000 });

async function call<T>(page: Page, name: keyof typeof ENDPOINTS, body: Record<string, unknown>): Promise<T> {
  const endpoint = ENDPOINTS[name];
  const url = endpointPath(endpoint);
  const res =
    endpoint.method === 'GET'
      ? await page.request.get(`${url}?${new URLSearchParams(body as Record<string, string>).toString()}`)
      : await page.request.post(url, { data: body });
  const envelope = (await res.json()) as ApiResponse<T>;
  expect(envelope.code, envelope.message).toBe(1);
  return envelope.result;
}

const detail = (page: Page, query: Record<string, unknown>) =>
  call<AlarmRuleDetail>(page, 'alarmRuleDetail', query);
const overspeed = (d: AlarmRuleDetail) => d.global.settings as OverspeedSettings;

/**
 * The whole page, or the open drawer: the shell (and a drawer) scroll their content, so the window grows to the
 * content's height for the shot. The shell's popups are closed first.
 */
async function shoot(page: Page, name: string, what: 'page' | 'drawer' = 'page'): Promise<void> {
  // The shell's new-alarm popups and floating messages (of the seeded fleet) would cover the page's corner (a drawer
  // covers them).
  if (what === 'page') await closeShellPopups(page);
  const height =
    what === 'page'
      ? await page.getByTestId(ids.page).evaluate((el) => el.getBoundingClientRect().top + el.scrollHeight)
      : await page
          .locator('.ant-drawer-body')
          .evaluate((el) => el.getBoundingClientRect().top + el.scrollHeight);
  await page.setViewportSize({
    width: VIEWPORT.width,
    height: Math.max(VIEWPORT.height, Math.ceil(height) + 40),
  });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  await page.setViewportSize(VIEWPORT);
}

const formItem = (page: Page, field: string) =>
  page.getByTestId(ids.form).locator(`.ant-form-item:has(#alarmRule_${field})`).first();

async function pick(page: Page, field: string, option: string): Promise<void> {
  await formItem(page, field).locator('.ant-select').click();
  await page.locator(SETTLED_SELECT_LIST).getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
}

for (const [langIndex, lang] of LANGS.entries()) {
  const words = resources[lang];

  test(`alarm setting pages [${lang}]: all sixteen open uncut; overspeed refuses unordered road speeds, saves capture, adds and deletes a vehicle setting`, async ({
    page,
    baseURL,
    loginPage,
  }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');

    for (const type of ALARM_RULE_TYPES) {
      const key = ALARM_RULES[type].page;
      await page.goto(`/${key}`);
      const root = page.getByTestId(ids.page);
      await expect(root).toHaveAttribute('data-type', type);
      await expect(root.getByTestId(ids.form)).toBeVisible();
      await expect(root.getByTestId(ids.record)).toBeVisible();
      expect(await findTruncatedText(root, PAGE_TEXT), key).toEqual([]);
      await shoot(page, `${key}-${lang}`);
    }

    // Road speeds must rise from ordinary roads to dangerous sections: the save is refused on the page, by name.
    await page.goto('/overspeedAlarmSet');
    const before = await detail(page, { type: 'overspeed' });
    const expressway = page.locator('#alarmRule_roadSpeeds_expressway');
    await expressway.fill(String(overspeed(before).roadSpeeds.ordinary - 10));
    await page.getByTestId(ids.save).click();
    const toast = page.getByTestId(TEST_IDS.shell.toast);
    await expect(toast).toContainText(words.alarmRules.fields.expressway);
    await expect(toast).toContainText(words.validation.alarmRoadSpeedOrder);
    await expect(formItem(page, 'roadSpeeds_expressway').locator('.ant-form-item-explain-error')).toHaveText(
      words.validation.alarmRoadSpeedOrder,
    );
    await shoot(page, `overspeedAlarmSet-refused-${lang}`);
    const after = await detail(page, { type: 'overspeed' });
    expect(after.global).toEqual(before.global);

    // A valid company default with photo capture from channel 1, two photos: who saved it and when appear.
    await expressway.fill(String(overspeed(before).roadSpeeds.ordinary + 10));
    // (The other language's run may have saved capture already: switch on and choose only what is not.)
    const captureSwitch = formItem(page, 'capture_enabled').locator('button[role="switch"]');
    if ((await captureSwitch.getAttribute('aria-checked')) !== 'true') await captureSwitch.click();
    const channelOne = words.alarmRules.channel.replace('{{n}}', '1');
    const channels = formItem(page, 'capture_channels');
    if ((await channels.locator(`.ant-select-selection-item[title="${channelOne}"]`).count()) === 0)
      await pick(page, 'capture_channels', channelOne);
    await pick(page, 'capture_count', '2');
    const saved = page.waitForResponse((r) => r.url().endsWith(endpointPath(ENDPOINTS.alarmRuleSaveGlobal)));
    await page.getByTestId(ids.save).click();
    await saved;
    const record = page.getByTestId(ids.record);
    await expect(record).toHaveAttribute('data-saved', '1');
    await expect(record).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(record).toContainText(words.alarmRules.page.recordOperator.replace('{{name}}', ''));
    const stored = await detail(page, { type: 'overspeed' });
    expect(stored.global.modifiedAt).not.toBeNull();
    expect(stored.global.settings.capture).toMatchObject({
      enabled: true,
      kind: 'photo',
      channels: [1],
      count: 2,
    });
    expect(overspeed(stored).roadSpeeds.expressway).toBe(overspeed(before).roadSpeeds.ordinary + 10);

    // A vehicle of its own setting, prefilled from the company default; then deleted after confirming.
    const tree = await call<VehicleTreeResponse>(page, 'vehicleTree', {});
    const vehicle = tree.vehicles[langIndex];
    if (!vehicle) throw new Error('the seed has no vehicles');
    await page.getByTestId(ids.scope('vehicles')).click();
    await page.getByTestId(ids.vehicleAdd).click();
    const drawer = page.getByTestId(ids.vehicleDrawer);
    await expect(drawer).toBeVisible();
    await drawer.getByTestId(ids.vehiclePicker).click();
    await page.keyboard.type(vehicle.plateNumber);
    await page.locator(SETTLED_SELECT_LIST).getByTitle(vehicle.plateNumber, { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(drawer.locator('#alarmRule_capture_count')).toBeVisible();
    expect(await findTruncatedText(drawer, PAGE_TEXT)).toEqual([]);
    await shoot(page, `overspeedAlarmSet-vehicle-form-${lang}`, 'drawer');
    const added = page.waitForResponse((r) =>
      r.url().endsWith(endpointPath(ENDPOINTS.alarmRuleSaveVehicles)),
    );
    await drawer.getByTestId(ids.save).click();
    await added;
    await expect(drawer).toBeHidden();
    const list = page.getByTestId(ids.vehicleList);
    const row = list.locator('tr', { hasText: vehicle.plateNumber });
    await expect(row).toBeVisible();
    const own = await detail(page, { type: 'overspeed', vehicleId: vehicle.id });
    expect(own.vehicle?.settings.capture.channels).toEqual([1]);
    await shoot(page, `overspeedAlarmSet-vehicles-${lang}`);

    // Editing it shows who saved the vehicle's own setting and when; closing unchanged asks nothing.
    await page.getByTestId(ids.vehicleEdit(vehicle.id)).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId(ids.record)).toHaveAttribute('data-saved', '1');
    await expect(drawer.getByTestId(ids.record)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await page.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId(ids.vehicleDelete).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toBeVisible();
    const deleted = page.waitForResponse((r) =>
      r.url().endsWith(endpointPath(ENDPOINTS.alarmRuleDeleteVehicles)),
    );
    await confirm.locator('.ant-btn-dangerous').click();
    await deleted;
    await expect(row).toBeHidden();
    expect((await detail(page, { type: 'overspeed', vehicleId: vehicle.id })).vehicle).toBeNull();

    // The company default goes back to what it was: the rest of the run's fleet should not start taking photos.
    await call(page, 'alarmRuleSaveGlobal', { type: 'overspeed', settings: before.global.settings });
  });
}

test('an overspeed rule with photo capture set for one vehicle: its alarm opens with the pictures its camera took', async ({
  page,
  baseURL,
  loginPage,
}) => {
  // A vehicle on the road with a dash camera (a simulated terminal, real JT/T 808 over TCP).
  const own = await startOwnTerminal({ plate: '沪A·CP001', phone: '013900009905', state: 'driving' });
  try {
    const words = resources['zh-CN'];
    await page.context().addCookies([{ name: LANG_COOKIE, value: 'zh-CN', url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const since = Date.now();

    // Its own overspeed setting: above 10 km/h at once counts, and the camera on channel 1 takes two photos.
    await page.goto('/overspeedAlarmSet');
    await page.getByTestId(ids.scope('vehicles')).click();
    await page.getByTestId(ids.vehicleAdd).click();
    const drawer = page.getByTestId(ids.vehicleDrawer);
    await expect(drawer).toBeVisible();
    await drawer.getByTestId(ids.vehiclePicker).click();
    await page.keyboard.type(own.plate);
    await page.locator(SETTLED_SELECT_LIST).getByTitle(own.plate, { exact: true }).click();
    await page.keyboard.press('Escape');
    await drawer.locator('#alarmRule_speedLimitKmh').fill('10');
    await drawer.locator('#alarmRule_sustainS').fill('0');
    const item = (field: string) => drawer.locator(`.ant-form-item:has(#alarmRule_${field})`).first();
    const captureSwitch = item('capture_enabled').locator('button[role="switch"]');
    if ((await captureSwitch.getAttribute('aria-checked')) !== 'true') await captureSwitch.click();
    const channelOne = words.alarmRules.channel.replace('{{n}}', '1');
    if (
      (await item('capture_channels')
        .locator(`.ant-select-selection-item[title="${channelOne}"]`)
        .count()) === 0
    ) {
      await item('capture_channels').locator('.ant-select').click();
      await page.locator(SETTLED_SELECT_LIST).getByTitle(channelOne, { exact: true }).click();
      await page.keyboard.press('Escape');
    }
    await item('capture_count').locator('.ant-select').click();
    await page.locator(SETTLED_SELECT_LIST).getByTitle('2', { exact: true }).click();
    await page.keyboard.press('Escape');
    const saved = page.waitForResponse((r) =>
      r.url().endsWith(endpointPath(ENDPOINTS.alarmRuleSaveVehicles)),
    );
    await drawer.getByTestId(ids.save).click();
    expect(((await (await saved).json()) as ApiResponse<unknown>).code).toBe(1);
    await expect(drawer).toBeHidden();

    // The vehicle drives faster than that: the pipeline opens an overspeed alarm, and the server has the terminal
    // take the photos (JT/T 808 0x8801), which it uploads as JPEG (0x0801) and the server links to the alarm.
    const alarm = async () =>
      (await own.db
        .selectFrom('alarms')
        .select(['guid', 'begin_time'])
        .where('vehicle_id', '=', own.vehicleId)
        .where('first_type', '=', ALARM_FIRST_TYPE.speed)
        .where('second_type', '=', SPEED_ALARM.overspeed)
        .where('created_at', '>=', since)
        .executeTakeFirst()) ?? null;
    await expect
      .poll(alarm, { message: 'the overspeed alarm opens', timeout: 120_000, intervals: [500] })
      .not.toBeNull();
    const opened = (await alarm())!;
    const photos = async () =>
      Number(
        (
          await own.db
            .selectFrom('media_alarm_links')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('alarm_guid', '=', opened.guid)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await expect
      .poll(photos, { message: 'its photos are linked', timeout: 60_000, intervals: [500] })
      .toBe(2);

    // The alarm in the dialog: its shot tab shows the camera's JPEG, decoded by the browser.
    // Its own plate narrows the grid: late in a full run the demo fleet has raised more alarms in any minute than
    // the grid's first page holds, and the row to click must be on it.
    const begin = Number(opened.begin_time);
    const query = new URLSearchParams({
      bTime: String(begin - 60_000),
      eTime: String(begin),
      regName: own.plate,
    });
    await page.goto(`/vehicleAlarmProcessing?${query.toString()}`);
    const handling = TEST_IDS.handling;
    await page.getByTestId(handling.rowHandle(opened.guid)).click();
    const dialog = page.getByTestId(handling.dialog);
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId(handling.dialogTab('shot'))).toBeVisible();
    const image = dialog.locator('.shot-tab__main img');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(dialog.locator('.shot-tab__thumb img')).toHaveCount(2);
    await dialog.screenshot({ path: path.join(SHOTS, 'overspeed-capture-shot-zh-CN.png') });

    // Its own setting goes again, so the vehicle stops taking photos for the rest of the run.
    await call(page, 'alarmRuleDeleteVehicles', { type: 'overspeed', vehicleIds: [own.vehicleId] });
  } finally {
    await own.stop();
  }
});

test('a user granted the overspeed page without its update sees the settings read-only', async ({
  page,
  baseURL,
  loginPage,
}) => {
  // A role with the page alone (no seeded role has one) and a user of it, like the seeded read-only sub-user.
  const dataDir = e2eDataDir();
  const db = connectDatabase({ dataDir });
  const stamp = Date.now().toString(36).slice(-6);
  try {
    const viewer = await db
      .selectFrom('users')
      .selectAll()
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const role = await db
      .insertInto('roles')
      .values({
        company_id: viewer.company_id,
        name: `rules-read-${stamp}`,
        created_by: null,
        modified_at: null,
        modified_by: null,
      })
      .executeTakeFirstOrThrow();
    const roleId = Number(role.insertId);
    await db
      .insertInto('role_operations')
      .values({ role_id: roleId, operation_id: 'overspeedAlarmSet' })
      .execute();
    const { id: _id, ...rest } = viewer;
    await db
      .insertInto('users')
      .values({
        ...rest,
        role_id: roleId,
        user_name: `rules_read_${stamp}`,
        real_name: `rules_read_${stamp}`,
      })
      .execute();
  } finally {
    await db.destroy();
  }

  await page.context().addCookies([{ name: LANG_COOKIE, value: 'en-US', url: baseURL ?? '' }]);
  await loginPage.signIn(`rules_read_${stamp}`);
  await page.goto('/overspeedAlarmSet');
  const form = page.getByTestId(ids.form);
  await expect(form).toBeVisible();
  await expect(form).toContainText(resources['en-US'].alarmRules.page.readOnly);
  await expect(page.locator('#alarmRule_roadSpeeds_expressway')).toBeDisabled();
  await expect(formItem(page, 'capture_enabled').locator('button[role="switch"]')).toBeDisabled();
  await expect(page.getByTestId(ids.save)).toHaveCount(0);
  await page.getByTestId(ids.scope('vehicles')).click();
  await expect(page.getByTestId(ids.vehicleList)).toBeVisible();
  await expect(page.getByTestId(ids.vehicleAdd)).toHaveCount(0);
  await expect(page.getByTestId(ids.vehicleDelete)).toHaveCount(0);
});
