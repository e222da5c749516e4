import { ALARM_FIRST_TYPE, LANG_COOKIE, TEST_IDS, ZONE_ALARM, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { closeShellPopups } from './fixtures/shellPopups';
import { expect, test } from './fixtures/test';
import { exportedRows, openReport, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The area entry and exit report in both languages. A parked vehicle with this spec's own terminal; the spec draws
 * a zone around where it stands with an entry and exit rule, so the pipeline raises the entry on its next report;
 * the zone is then moved away (the vehicle has left: exit) and back (it enters again and is still inside). Each
 * change is picked up by the pipeline's zone rules and shows on the terminal's next 0x0200 (the spec makes it report
 * at once by working the cargo door). Detail with the zone filter, summary, drill-down and .xlsx exports whose rows
 * equal the query's count.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = '沪A·AZ068';
const PHONE = '013900009968';
const ZONE = `E2E depot ${String(Date.now()).slice(-6)}`;

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;
let areaId = 0;
let ruleId = 0;
let doorOpen = false;

async function zoneEvents(second: number): Promise<number> {
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
async function nextZoneEvent(second: number): Promise<void> {
  const before = await zoneEvents(second);
  await expect
    .poll(
      async () => {
        doorOpen = !doorOpen;
        own.sim.holdCargoDoor(PHONE, doorOpen);
        return zoneEvents(second);
      },
      { message: 'the pipeline raises the zone event', timeout: 60_000, intervals: [2_000] },
    )
    .toBeGreaterThan(before);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
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
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['company_id', 'department_id'])
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  const org = { company_id: vehicle.company_id, department_id: vehicle.department_id };
  // A 1.5 km circle around where it stands: wide enough for the map's GCJ-02 offset from the terminal's WGS-84.
  areaId = Number(
    (
      await db
        .insertInto('map_areas')
        .values({
          ...org,
          name: ZONE,
          shape: 'circle',
          lon: at.lon,
          lat: at.lat,
          radius: 1500,
          modified_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const rule = await db
    .insertInto('zone_alarms')
    .values({ ...org, area_id: areaId, entry: 1, exit: 1, modified_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  ruleId = rule.id;
  await db.insertInto('zone_alarm_vehicles').values({ rule_id: rule.id, vehicle_id: vehicleId }).execute();
  await nextZoneEvent(ZONE_ALARM.entry);
  await db
    .updateTable('map_areas')
    .set({ lon: at.lon + 0.2 })
    .where('id', '=', areaId)
    .execute();
  await nextZoneEvent(ZONE_ALARM.exit);
  await db.updateTable('map_areas').set({ lon: at.lon }).where('id', '=', areaId).execute();
  await nextZoneEvent(ZONE_ALARM.entry);
});
test.afterAll(async () => {
  // The zone and its rule go again: the rule lists and the map pages of later specs on this server start empty.
  if (own) {
    const { db } = own;
    await db.deleteFrom('zone_alarm_vehicles').where('rule_id', '=', ruleId).execute();
    await db.deleteFrom('zone_alarms').where('id', '=', ruleId).execute();
    await db.deleteFrom('map_areas').where('id', '=', areaId).execute();
  }
  await own?.stop();
});

for (const lang of LANGS) {
  test(`area entry and exit: zone filter, detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.areaInOut;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await openReport(page, '/areaInOutReport', '/report/area-in-out/detail');
    await expect(page.getByTestId(ids.page('areaInOut'))).toBeVisible();
    await page.getByTestId(ids.plate).fill('AZ068');
    await page.getByTestId(TEST_IDS.areaInOutReport.zone).click();
    await page.locator(SETTLED_SELECT_LIST).getByTitle(ZONE, { exact: true }).click();
    const total = await reportTotal(page, '/report/area-in-out/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBe(2);
    await expect(reportRows(page)).toHaveCount(2);
    const grid = page.getByTestId(ids.grid);
    await expect(grid).toContainText(words.stillInside);
    await expect(grid).toContainText(ZONE);
    await closeShellPopups(page);
    await snap(`areaInOut-detail-${lang}`);
    expect(await exportedRows(page)).toBe(2);

    const pairs = await reportTotal(page, '/report/area-in-out/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(pairs).toBe(1);
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid.locator('.ag-row [col-id="visits"]')).toHaveText('2');
    await expect(grid).toContainText(words.longestS);
    await closeShellPopups(page);
    // The detail export's "exported" message has gone before the picture is taken.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`areaInOut-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, '/report/area-in-out/detail', () =>
      page.getByTestId(ids.drill(own.vehicleId)).first().click(),
    );
    expect(drilled).toBe(2);
    await expect(reportRows(page)).toHaveCount(2);
  });
}
