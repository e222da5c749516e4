import fs from 'node:fs';
import path from 'node:path';
import {
  ALARM_FIRST_TYPE,
  ALARM_RULES,
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEMPERATURE_ALARM,
  TEST_IDS,
  type ApiResponse,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { connectDatabase } from '../apps/server/src/db/connect';
import { e2eDataDir } from './fixtures/e2eEnv';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';

const ids = TEST_IDS.overTemp;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const SHOTS = path.resolve(import.meta.dirname, '../test-results/alarm-rules');
const VIEWPORT = { width: 1600, height: 1000 };
const MINUTE = 60_000;

test.use({ viewport: VIEWPORT });

async function call(page: Page, name: keyof typeof ENDPOINTS, body: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(endpointPath(ENDPOINTS[name]), { data: body });
  const envelope = (await res.json()) as ApiResponse<unknown>;
  expect(envelope.code, envelope.message).toBe(1);
}

/**
 * A refrigerated vehicle of the admin's company with one probe (2 to 8 °C), readings as its terminal would have
 * stored them (a real excursion of 8 minutes and a 2-minute blip, an hour apart) and an over-temperature alarm on
 * each. Inserted into the database the server runs on.
 */
async function storeReefer(lang: Language) {
  const dataDir = e2eDataDir();
  const db = connectDatabase({ dataDir });
  const stamp = `${Date.now().toString(36).slice(-5)}${lang === 'zh-CN' ? 'z' : 'e'}`;
  const start = Date.now() - 3 * 3_600_000;
  try {
    const admin = await db
      .selectFrom('users')
      .select(['company_id', 'department_id'])
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const plate = `苏E${stamp.slice(-5).toUpperCase()}`;
    const vehicle = await db
      .insertInto('vehicles')
      .values({
        company_id: admin.company_id,
        department_id: admin.department_id,
        plate,
        terminal_phone: `1390${String(Date.now()).slice(-7)}`,
        terminal_model: 'RW-SIM-REEFER',
        protocol_version: 2019,
        refrigerated: 1,
        speed_limit_kmh: 80,
        created_at: start,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const point = await db
      .insertInto('temp_points')
      .values({
        company_id: admin.company_id,
        department_id: admin.department_id,
        vehicle_id: vehicle.id,
        probe_no: 1,
        name: lang === 'zh-CN' ? '前仓' : 'Front',
        min_c: 2,
        max_c: 8,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const series = [5, 5.5, 7, 9, 10.5, 12.2, 11.8, 11, 10, 9.6, 9.1, 7.5, 6, 5.2, 5];
    const blip = [5, 6, 9.8, 9.7, 6.5, 5];
    const rows = [
      ...series.map((value_c, i) => ({ time: start + i * MINUTE, value_c })),
      ...blip.map((value_c, i) => ({ time: start + 60 * MINUTE + i * MINUTE, value_c })),
    ];
    await db
      .insertInto('temp_readings')
      .values(rows.map((r) => ({ ...r, point_id: point.id, state: 0 })))
      .execute();
    const alarm = (guid: string, begin: number, end: number) => ({
      guid,
      company_id: admin.company_id,
      department_id: admin.department_id,
      vehicle_id: vehicle.id,
      alarm_class: 1,
      first_type: ALARM_FIRST_TYPE.temperature,
      second_type: TEMPERATURE_ALARM.high,
      begin_time: begin,
      end_time: end,
      point_id: point.id,
      created_at: begin,
    });
    await db
      .insertInto('alarms')
      .values([
        alarm(`ot-real-${stamp}`, start + 3 * MINUTE, start + 11 * MINUTE),
        alarm(`ot-blip-${stamp}`, start + 62 * MINUTE, start + 64 * MINUTE),
      ])
      .execute();
    return { vehicleId: vehicle.id, plate, real: `ot-real-${stamp}`, blip: `ot-blip-${stamp}` };
  } finally {
    await db.destroy();
  }
}

async function shoot(page: Page, root: string, name: string): Promise<void> {
  await closeShellPopups(page);
  const height = await page
    .getByTestId(root)
    .evaluate((el) => el.getBoundingClientRect().top + el.scrollHeight);
  await page.setViewportSize({
    width: VIEWPORT.width,
    height: Math.max(VIEWPORT.height, Math.ceil(height) + 40),
  });
  await page.getByTestId(root).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  await page.setViewportSize(VIEWPORT);
}

for (const lang of LANGS) {
  const words = resources[lang].overTemp;

  test(`over-temperature review [${lang}]: a vehicle's setting change is logged in words; an alarm's excursion is confirmed, a blip is not, and a result is recorded`, async ({
    page,
    baseURL,
    loginPage,
  }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const reefer = await storeReefer(lang);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');

    const settings = (sustainS: number, maxC: number | null) => ({
      type: 'overTemperature',
      vehicleIds: [reefer.vehicleId],
      settings: { ...ALARM_RULES.overTemperature.defaults, sustainS, maxC },
    });
    await call(page, 'alarmRuleSaveVehicles', settings(120, null));
    await call(page, 'alarmRuleSaveVehicles', settings(300, 9.5));

    await page.goto('/overTempReviewLog');
    const table = page.getByTestId(ids.logTable);
    const latest = table.locator('tbody tr').filter({ hasText: reefer.plate }).first();
    const celsius = (value: number | string) => words.words.celsius.replace('{{value}}', String(value));
    const seconds = (value: number) => words.words.seconds.replace('{{value}}', String(value));
    await expect(latest).toContainText(
      words.words.changed
        .replace('{{field}}', words.fields.maxC)
        .replace('{{before}}', words.words.pointOwn)
        .replace('{{after}}', celsius(9.5)),
    );
    await expect(latest).toContainText(
      words.words.changed
        .replace('{{field}}', words.fields.sustainS)
        .replace('{{before}}', seconds(120))
        .replace('{{after}}', seconds(300)),
    );
    await shoot(page, ids.logPage, `overTempLog-${lang}`);

    // The real excursion: above the vehicle's 9.5 °C for 6 minutes, at least the 300 s the setting asks.
    await page.goto(`/overTempRecheck?alarm=${reefer.real}`);
    await page.getByTestId(ids.run).click();
    const verdict = page.getByTestId(ids.verdict);
    await expect(verdict).toHaveAttribute('data-confirmed', '1');
    await expect(verdict).toContainText(words.verdict.confirmed);
    const chart = page.getByTestId(ids.chart(1));
    await expect(chart).toHaveAttribute('data-readings', '15');
    await expect(chart.locator('canvas')).toBeVisible();
    expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThan(150);
    await expect(page.getByTestId(ids.excursions)).toContainText(celsius(12.2));
    await page
      .getByTestId(ids.remark)
      .fill(lang === 'zh-CN' ? '冷机故障，司机已复位' : 'Reefer unit tripped; driver reset it');
    await page.getByTestId(ids.record).click();
    await expect(page.getByTestId(ids.history)).toContainText(words.results.confirmed);
    await shoot(page, ids.recheckPage, `overTempRecheck-${lang}`);

    // The blip was above 9.5 °C for one minute, under the 300 s: not confirmed.
    await page.getByTestId(ids.alarmGuid).fill(reefer.blip);
    await page.getByTestId(ids.run).click();
    await expect(page.getByTestId(ids.verdict)).toHaveAttribute('data-confirmed', '0');
    await expect(page.getByTestId(ids.verdict)).toContainText(words.verdict.notConfirmed);
    await shoot(page, ids.recheckPage, `overTempRecheckBlip-${lang}`);
  });
}
