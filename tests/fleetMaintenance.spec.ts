import { LANG_COOKIE, TEST_IDS, chinaDayStart, formatChinaDate, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { e2eDataDir } from './fixtures/e2eEnv';
import { chooseDay, chooseOption, chooseVehicle } from './fixtures/formPicks';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

/**
 * Maintenance and tyres in both languages through the kit's page object: a maintenance record is added (a delivery
 * after its end refused by the form), edited, shown in its details drawer and deleted; a tyre whose remaining
 * mileage against the vehicle's odometer is below its threshold reads "change reminder", edited back to normal,
 * shown in the tyre summary, and deleted. Screenshots of every upkeep page and its form.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const DAY = 86_400_000;
const ids = TEST_IDS.fleetMaintenance;

test.use({ viewport: { width: 1920, height: 1080 } });

let db: Database;
test.beforeAll(() => {
  db = connectDatabase({ dataDir: e2eDataDir() });
});
test.afterAll(async () => {
  await db?.destroy();
});

/** A vehicle of the demo company, a different one per language (and per page, by `offset`). */
async function vehicleFor(lang: Language, offset = 0): Promise<{ id: number; plate: string }> {
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'plate'])
    .where('company_id', '=', 1)
    .orderBy('id')
    .limit(6)
    .execute();
  const row = rows[LANGS.indexOf(lang) + offset];
  if (!row) throw new Error('the demo company has too few vehicles');
  return row;
}

const dayText = (offset: number) => formatChinaDate(chinaDayStart(Date.now()) + offset * DAY);

for (const lang of LANGS) {
  const words = resources[lang].fleetMaintenance;
  const validation = resources[lang].validation;

  test(`maintenance: add, edit, details, delete (${lang})`, async ({ page, baseURL, loginPage, snap }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const rp = new ResourcePage(page);
    await rp.goto('tmsMaintenance');
    await expect(rp.root()).toContainText(words.maintenance.title);
    const { plate } = await vehicleFor(lang);
    const no = `BY-${lang === 'zh-CN' ? 'ZH' : 'EN'}-${Date.now() % 100000}`;

    await rp.openAdd();
    await chooseVehicle(page, rp, plate);
    await chooseOption(page, rp, 'maintenanceType', words.maintenance.types.oilChange);
    await rp.fill({ maintenanceNo: no, mileageKm: '20000', mileageCycleKm: '5000', amount: '680.00' });
    await chooseDay(rp, 'deliveryDay', dayText(-5));
    await chooseDay(rp, 'endDay', dayText(-6));
    await rp.saveRefused();
    await expect(rp.fieldError('endDay')).toHaveText(validation.deliveryAfterEnd);
    await chooseDay(rp, 'endDay', dayText(-4));
    await snap(`maintenance-form-${lang}`);
    await rp.save();
    await expect(rp.row(no)).toContainText(words.maintenance.types.oilChange);

    await rp.openEdit(no);
    await rp.fill({ plant: lang === 'zh-CN' ? '东风特约站' : 'Dongfeng service' });
    await rp.save();
    await expect(rp.row(no)).toContainText(lang === 'zh-CN' ? '东风特约站' : 'Dongfeng service');
    await snap(`maintenance-list-${lang}`);

    const id = await rp.rowId(no);
    await rp.grid().locator(`.ag-row[row-id="${id}"] .ag-selection-checkbox input`).check();
    await page.getByTestId(ids.details).click();
    const drawer = page.getByTestId(ids.detailsDrawer);
    await expect(drawer).toContainText('25000');
    await snap(`maintenance-details-${lang}`);
    await page.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    await page.getByTestId(TEST_IDS.fleetCost.reminderOpen).click();
    await expect(page.getByTestId(TEST_IDS.fleetCost.reminderDialog)).toBeVisible();
    await snap(`maintenance-reminders-${lang}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(TEST_IDS.fleetCost.reminderDialog)).toBeHidden();

    await rp.deleteRow(no);
    await expect(rp.row(no)).toHaveCount(0);
  });

  test(`tyres: change reminder from the odometer, edit, summary, delete (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const vehicle = await vehicleFor(lang, 2);
    // The vehicle's odometer as stored (the server may keep saving its own, higher, state of a moving vehicle).
    let state = await db
      .selectFrom('vehicle_states')
      .select('mileage_km')
      .where('vehicle_id', '=', vehicle.id)
      .executeTakeFirst();
    if (!state || state.mileage_km < 2000) {
      await db.deleteFrom('vehicle_states').where('vehicle_id', '=', vehicle.id).execute();
      await db
        .insertInto('vehicle_states')
        .values({ vehicle_id: vehicle.id, mileage_km: 60_000, updated_at: Date.now() })
        .execute();
      state = { mileage_km: 60_000 };
    }
    const odometer = Math.floor(state.mileage_km);
    const rp = new ResourcePage(page);
    await rp.goto('tmsTyre');
    await expect(rp.root()).toContainText(words.tyre.title);
    const brand = `E2E${lang === 'zh-CN' ? 'ZH' : 'EN'}${Date.now() % 100000}`;

    await rp.openAdd();
    await chooseVehicle(page, rp, vehicle.plate);
    await chooseOption(page, rp, 'position', words.tyre.positions.leftOuter);
    // Changed at 0 km with a limit 500 km above the odometer: at most 500 km left, below the 1,000 km reminder.
    await rp.fill({ brand, unitPrice: '950', mileageAtChangeKm: '0', limitKm: String(odometer + 500) });
    await chooseDay(rp, 'changeDay', dayText(-200));
    await snap(`tyre-form-${lang}`);
    await rp.save();
    await expect(rp.row(brand)).toContainText(words.tyre.statuses.changeReminder);
    const id = await rp.rowId(brand);
    await expect(page.getByTestId(ids.status(id))).toHaveAttribute('data-status', 'changeReminder');
    await snap(`tyre-list-${lang}`);

    await rp.openEdit(brand);
    // Changed at today's odometer: nearly the whole limit left.
    await rp.fill({ mileageAtChangeKm: String(odometer) });
    await rp.save();
    await expect(rp.row(brand)).toContainText(words.tyre.statuses.normal);

    await page.getByTestId(ids.tyreSummary).click();
    const summary = page.getByTestId(ids.tyreSummaryDrawer);
    await page.getByTestId(ids.tyreSummaryVehicle).click();
    await page.keyboard.type(vehicle.plate);
    await page.locator(SETTLED_SELECT_LIST).getByTitle(vehicle.plate, { exact: true }).click();
    await expect(summary.getByTestId(ids.tyrePlace(1, 'leftOuter'))).toContainText(brand);
    await snap(`tyre-summary-${lang}`);
    await page.locator('.ant-drawer-close').click();
    await expect(summary).toBeHidden();

    await page.getByTestId(TEST_IDS.fleetCost.reminderOpen).click();
    await expect(page.getByTestId(TEST_IDS.fleetCost.reminderDialog)).toBeVisible();
    await snap(`tyre-reminders-${lang}`);
    await page.keyboard.press('Escape');

    await rp.deleteRow(brand);
    await expect(rp.row(brand)).toHaveCount(0);
  });

  test(`repairs, accidents, fees, police checks, other costs open with their forms (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const rp = new ResourcePage(page);
    for (const [route, title] of [
      ['tmsRepair', words.repair.title],
      ['tmsAccident', words.accident.title],
      ['tmsShipTax', words.vehicleFee.title],
      ['tmsCheckVehicle', words.policeCheck.title],
      ['tmsOtherCost', words.otherCost.title],
    ] as const) {
      await rp.goto(route);
      await expect(rp.root()).toContainText(title);
      await snap(`${route}-list-${lang}`);
      await rp.openAdd();
      await snap(`${route}-form-${lang}`);
      await page.keyboard.press('Escape');
      await expect(rp.formDialog()).toBeHidden();
    }
  });
}
