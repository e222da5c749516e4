import { ALARM_FIRST_TYPE, LANG_COOKIE, TEST_IDS, ZONE_ALARM, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { closeShellPopups } from './fixtures/shellPopups';
import { expect, test } from './fixtures/test';
import { exportedRows, openReport, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The area-between report in both languages. A parked vehicle with this spec's own terminal; the spec draws zone A
 * around where it stands (the pipeline raises the entry on its next report), moves A away (the vehicle has left:
 * exit), then moves zone B, drawn far away, onto it (entry): one trip from A to B. Each change shows on the terminal's
 * next 0x0200 (the spec makes it report at once by working the cargo door). Detail with both zone filters, summary,
 * drill-down and .xlsx exports whose rows equal the query's count.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = '沪A·AB072';
const PHONE = '013900009972';
const STAMP = String(Date.now()).slice(-6);
const FROM = `E2E from ${STAMP}`;
const TO = `E2E to ${STAMP}`;

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;
const zones: { areaId: number; ruleId: number }[] = [];
let doorOpen = false;

async function zoneEvents(areaId: number, second: number): Promise<number> {
  const row = await own.db
    .selectFrom('alarms')
    .innerJoin('zone_alarms', 'zone_alarms.id', 'alarms.point_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('alarms.vehicle_id', '=', own.vehicleId)
    .where('alarms.first_type', '=', ALARM_FIRST_TYPE.zone)
    .where('alarms.second_type', '=', second)
    .where('zone_alarms.area_id', '=', areaId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Waits for the pipeline to raise one more zone event of the kind, making the terminal report while it waits. */
async function nextZoneEvent(areaId: number, second: number): Promise<void> {
  const before = await zoneEvents(areaId, second);
  await expect
    .poll(
      async () => {
        doorOpen = !doorOpen;
        own.sim.holdCargoDoor(PHONE, doorOpen);
        return zoneEvents(areaId, second);
      },
      { message: 'the pipeline raises the zone event', timeout: 60_000, intervals: [2_000] },
    )
    .toBeGreaterThan(before);
}

/** A 1.5 km circle (wide enough for the map's GCJ-02 offset) with an entry and exit rule for the vehicle. */
async function addZone(name: string, lon: number, lat: number): Promise<number> {
  const { db, vehicleId } = own;
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['company_id', 'department_id'])
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  const org = { company_id: vehicle.company_id, department_id: vehicle.department_id };
  const area = await db
    .insertInto('map_areas')
    .values({ ...org, name, shape: 'circle', lon, lat, radius: 1500, modified_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rule = await db
    .insertInto('zone_alarms')
    .values({ ...org, area_id: area.id, entry: 1, exit: 1, modified_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('zone_alarm_vehicles').values({ rule_id: rule.id, vehicle_id: vehicleId }).execute();
  zones.push({ areaId: Number(area.id), ruleId: rule.id });
  return Number(area.id);
}

const moveZone = (areaId: number, lon: number) =>
  own.db.updateTable('map_areas').set({ lon }).where('id', '=', areaId).execute();

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnTerminal({ plate: PLATE, phone: PHONE, state: 'parked' });
  const { db, vehicleId } = own;
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('track_points')
            .select('gps_time')
            .where('vehicle_id', '=', vehicleId)
            .executeTakeFirst()
        )?.gps_time ?? 0,
      { message: 'the terminal reports a position', timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const at = await db
    .selectFrom('track_points')
    .select(['lon', 'lat'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('gps_time', 'desc')
    .executeTakeFirstOrThrow();
  const from = await addZone(FROM, at.lon, at.lat);
  const to = await addZone(TO, at.lon + 0.3, at.lat);
  await nextZoneEvent(from, ZONE_ALARM.entry);
  await moveZone(from, at.lon + 0.2);
  await nextZoneEvent(from, ZONE_ALARM.exit);
  await moveZone(to, at.lon);
  await nextZoneEvent(to, ZONE_ALARM.entry);
});
test.afterAll(async () => {
  // The zones and their rules go again: the rule lists and the map pages of later specs on this server start empty.
  if (own) {
    const { db } = own;
    for (const z of zones) {
      await db.deleteFrom('zone_alarm_vehicles').where('rule_id', '=', z.ruleId).execute();
      await db.deleteFrom('zone_alarms').where('id', '=', z.ruleId).execute();
      await db.deleteFrom('map_areas').where('id', '=', z.areaId).execute();
    }
  }
  await own?.stop();
});

async function chooseZone(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).click();
  await page.locator(SETTLED_SELECT_LIST).getByTitle(name, { exact: true }).click();
}

for (const lang of LANGS) {
  test(`area between: zone filters, detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.areaBetween;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await openReport(page, '/areaBetweenReport', '/report/area-between/detail');
    await expect(page.getByTestId(ids.page('areaBetween'))).toBeVisible();
    await page.getByTestId(ids.plate).fill('AB072');
    await chooseZone(page, TEST_IDS.areaBetweenReport.fromZone, FROM);
    await chooseZone(page, TEST_IDS.areaBetweenReport.toZone, TO);
    const total = await reportTotal(page, '/report/area-between/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBe(1);
    await expect(reportRows(page)).toHaveCount(1);
    const grid = page.getByTestId(ids.grid);
    await expect(grid).toContainText(FROM);
    await expect(grid).toContainText(TO);
    await expect(grid.locator('.ag-header')).toContainText(words.mileageKm);
    await closeShellPopups(page);
    await snap(`areaBetween-detail-${lang}`);
    expect(await exportedRows(page)).toBe(1);

    const pairs = await reportTotal(page, '/report/area-between/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(pairs).toBe(1);
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid.locator('.ag-row [col-id="trips"]')).toHaveText('1');
    await expect(grid).toContainText(words.shortestS);
    await closeShellPopups(page);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`areaBetween-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, '/report/area-between/detail', () =>
      page.getByTestId(ids.drill(own.vehicleId)).first().click(),
    );
    expect(drilled).toBe(1);
    await expect(reportRows(page)).toHaveCount(1);
  });
}
