import {
  LANG_COOKIE,
  SWITCH_DEVICE_REPORTS,
  SWITCH_KIND,
  TEST_IDS,
  type Language,
  type SwitchDeviceReport,
  type SwitchKind,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { specFromRecord, startSimulator, type Simulator } from '@roadwatch/simulator';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { e2eDataDir, e2eGatewayPort } from './fixtures/e2eEnv';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';
import { exportedRows, openReport, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The four switch-device reports in both languages. Three vehicles of the admin's company report through their own
 * simulated terminals: a dump truck (its lift raised then lowered, item 0x2A bit 2; its engine, and with it the cab
 * air conditioning of item 0x25, on then off), a bulk tanker (unloading, bit 3) and a tractor (detached from its
 * trailer, bit 4). Each report: detail of the vehicle's plate, summary, drill-down from the summary, and .xlsx
 * exports whose rows equal the query's count. The switch events the spec caused are deleted afterwards.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const STARTED = Date.now();

const VEHICLES = {
  dump: { plate: '苏E2E71', phone: '013977771001', vehicleType: 'H17' },
  tanker: { plate: '苏E2E72', phone: '013977771002', vehicleType: 'H14' },
  tractor: { plate: '苏E2E73', phone: '013977771003', vehicleType: 'Q11' },
} as const;
type Role = keyof typeof VEHICLES;

/** Which vehicle each report is read on, and the menu key of its page. */
const REPORTS: Record<SwitchDeviceReport, { vehicle: Role; page: string }> = {
  airConditioning: { vehicle: 'dump', page: '/airConditioningReport' },
  hydraulic: { vehicle: 'dump', page: '/hydraulicReport' },
  unloading: { vehicle: 'tanker', page: '/unloadReport' },
  headSeparation: { vehicle: 'tractor', page: '/headSeparationReport' },
};

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let db: Database;
let sim: Simulator;
const vehicleIds: Record<Role, number> = { dump: 0, tanker: 0, tractor: 0 };

async function ensureVehicle(role: Role): Promise<number> {
  const { plate, phone, vehicleType } = VEHICLES[role];
  const admin = await db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const existing = await db.selectFrom('vehicles').select('id').where('plate', '=', plate).executeTakeFirst();
  if (existing) return Number(existing.id);
  const created = Date.now() - 86_400_000;
  const id = Number(
    (
      await db
        .insertInto('vehicles')
        .values({
          company_id: admin.company_id,
          department_id: admin.department_id,
          plate,
          terminal_phone: phone,
          terminal_model: 'RW-SIM-IO',
          protocol_version: 2013,
          vehicle_type: vehicleType,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  await db
    .insertInto('terminals')
    .values({
      company_id: admin.company_id,
      department_id: admin.department_id,
      phone,
      model: 'RW-SIM-IO',
      channels: 0,
      adas: 0,
      vehicle_id: id,
      created_at: created,
      modified_at: null,
      modified_by: null,
    })
    .execute();
  return id;
}

async function switchEvents(role: Role, kind: SwitchKind, active: 0 | 1): Promise<number> {
  const row = await db
    .selectFrom('vehicle_switch_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vehicle_id', '=', vehicleIds[role])
    .where('kind', '=', kind)
    .where('active', '=', active)
    .where('time', '>=', STARTED - 60_000)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Waits until the switch's episode (on, then off) is stored. */
async function storedEpisode(role: Role, kind: SwitchKind): Promise<void> {
  for (const active of [1, 0] as const) {
    await expect
      .poll(() => switchEvents(role, kind, active), {
        message: `${role} ${kind} ${active ? 'on' : 'off'} is stored`,
        timeout: 30_000,
        intervals: [200],
      })
      .toBeGreaterThan(0);
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  db = connectDatabase({ dataDir: e2eDataDir() });
  for (const role of Object.keys(VEHICLES) as Role[]) vehicleIds[role] = await ensureVehicle(role);
  sim = startSimulator({
    port: e2eGatewayPort(),
    timeScale: 1,
    vehicles: (Object.keys(VEHICLES) as Role[]).map((role) =>
      specFromRecord({
        vehicleId: vehicleIds[role],
        phone: VEHICLES[role].phone,
        plate: VEHICLES[role].plate,
        plateColor: 2,
        protocolVersion: 2013,
        terminalModel: 'RW-SIM-IO',
        vehicleType: VEHICLES[role].vehicleType,
        refrigerated: false,
        speedLimitKmh: 80,
        fuelPer100Km: 30,
        probes: [],
        last: null,
      }),
    ),
  });
  await sim.whenOnline(3, 30_000);
  // The equipment works, then rests and is held at rest; the dump truck's engine (and cab air conditioning) runs, then stops.
  for (const role of Object.keys(VEHICLES) as Role[]) sim.holdBody(VEHICLES[role].phone, true);
  // The ignition is held off first: only a held ignition is switched on from outside.
  sim.setAcc(VEHICLES.dump.phone, false);
  sim.setAcc(VEHICLES.dump.phone, true);
  for (const [role, kind] of [
    ['dump', SWITCH_KIND.hydraulic],
    ['dump', SWITCH_KIND.cooler],
    ['tanker', SWITCH_KIND.unloading],
    ['tractor', SWITCH_KIND.headSeparated],
  ] as const)
    await expect
      .poll(() => switchEvents(role, kind, 1), {
        message: `${role} ${kind} on is stored`,
        timeout: 30_000,
        intervals: [200],
      })
      .toBeGreaterThan(0);
  for (const role of Object.keys(VEHICLES) as Role[]) sim.holdBody(VEHICLES[role].phone, false);
  sim.setAcc(VEHICLES.dump.phone, false);
  await storedEpisode('dump', SWITCH_KIND.hydraulic);
  await storedEpisode('dump', SWITCH_KIND.cooler);
  await storedEpisode('tanker', SWITCH_KIND.unloading);
  await storedEpisode('tractor', SWITCH_KIND.headSeparated);
  // A simulated terminal stamps a report up to a reporting step ahead of the wall clock; the page asks up to the end
  // of the current minute: the switch-offs must not lie in the future when the page asks.
  await expect
    .poll(
      async () =>
        Number(
          (
            await db
              .selectFrom('vehicle_switch_events')
              .select((eb) => eb.fn.max('time').as('t'))
              .where('vehicle_id', 'in', Object.values(vehicleIds))
              .executeTakeFirstOrThrow()
          ).t,
        ) <= Date.now(),
      { message: 'the switch events are not in the future', timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await sim?.stop();
  // The episodes this spec caused go again: later specs on this server see the switch history they found.
  if (db) {
    await db
      .deleteFrom('vehicle_switch_events')
      .where('vehicle_id', 'in', Object.values(vehicleIds))
      .where('time', '>=', STARTED - 60_000)
      .execute();
    await db.destroy();
  }
});

for (const lang of LANGS) {
  test(`switch-device reports: detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    for (const report of Object.keys(REPORTS) as SwitchDeviceReport[]) {
      const { vehicle, page: path } = REPORTS[report];
      const api = `/report/${SWITCH_DEVICE_REPORTS[report].path}`;
      const words = resources[lang].eventReports[report];
      await openReport(page, path, `${api}/detail`);
      await closeShellPopups(page);
      await expect(page.getByTestId(ids.page(report))).toBeVisible();
      await page.getByTestId(ids.plate).fill(VEHICLES[vehicle].plate);
      const total = await reportTotal(page, `${api}/detail`, () => page.getByTestId(ids.search).click());
      expect(total).toBeGreaterThanOrEqual(1);
      await expect(reportRows(page)).toHaveCount(total);
      await expect(page.getByTestId(ids.grid)).toContainText(words.startTime);
      await expect(page.getByTestId(ids.grid)).toContainText(VEHICLES[vehicle].plate);
      await closeShellPopups(page);
      await snap(`${report}-detail-${lang}`);

      await reportTotal(page, `${api}/summary`, () => page.getByTestId(ids.view('summary')).click());
      await expect(reportRows(page)).toHaveCount(1);
      await expect(page.getByTestId(ids.grid)).toContainText(words.share);
      await closeShellPopups(page);
      await snap(`${report}-summary-${lang}`);
      expect(await exportedRows(page)).toBe(1);
      const drilled = await reportTotal(page, `${api}/detail`, () =>
        page.getByTestId(ids.drill(vehicleIds[vehicle])).click(),
      );
      expect(drilled).toBe(total);
      await expect(reportRows(page)).toHaveCount(total);
      expect(await exportedRows(page)).toBe(total);
    }
  });
}
