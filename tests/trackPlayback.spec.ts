import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CHINA_OFFSET_MS,
  DAY_MS,
  LANG_COOKIE,
  TEST_IDS,
  TRAJECTORY_TABLE_COLUMNS,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { specFromRecord, startSimulator } from '@roadwatch/simulator';
import type { Page } from '@playwright/test';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { Workbook } from '../apps/server/src/resources/sheet/excelJs';
import { e2eDataDir, e2eGatewayPort } from './fixtures/e2eEnv';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';

/**
 * Track playback of a simulated vehicle: a refrigerated truck's terminal reports a morning of driving through the
 * real gateway (the simulator on a fast clock), then the page opened as the alarm dialog opens it (vid, bTime,
 * eTime) loads every point, replays to the finished message, moves the marker and the chart cursor to a clicked
 * row, and downloads the Excel and PDF exports, which parse (the PDF's Chinese read back with pdftotext).
 */
const ids = TEST_IDS.trajectory;
const PLATE = '沪A·TP001';
const PHONE = '013900009901';
const PDFTOTEXT = '/usr/bin/pdftotext';
/** Simulated seconds per real second: two hours of driving in about eight seconds. */
const TIME_SCALE = 900;
/** Points wanted before the simulator is stopped (a city truck reports every 10–30 s while driving). */
const WANTED_POINTS = 150;

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ timeout: 180_000 });

let db: Database;
let range: { vehicleId: number; startTime: number; endTime: number; points: number[] };

test.beforeAll(async () => {
  const dataDir = e2eDataDir();
  const port = e2eGatewayPort();
  db = connectDatabase({ dataDir });
  const admin = await db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  // A refrigerated truck with one cargo probe, added as a company adds one before fitting its terminal (again on a
  // rerun of this file against the same server: its reports of the same times are then simply not stored twice).
  const existing = await db.selectFrom('vehicles').select('id').where('plate', '=', PLATE).executeTakeFirst();
  const vehicleId =
    existing?.id ??
    Number(
      (
        await db
          .insertInto('vehicles')
          .values({
            company_id: admin.company_id,
            department_id: admin.department_id,
            plate: PLATE,
            terminal_phone: PHONE,
            terminal_model: 'CT-4013',
            refrigerated: 1,
            created_at: Date.now() - 2 * DAY_MS,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  if (!existing)
    await db
      .insertInto('temp_points')
      .values({
        company_id: admin.company_id,
        department_id: admin.department_id,
        vehicle_id: vehicleId,
        name: '货厢',
        probe_no: 1,
        min_c: 0,
        max_c: 8,
      })
      .execute();
  // Yesterday 08:00 China time: the truck leaves its depot on its morning loop. A new vehicle has no history, so
  // every point of the range comes from its terminal.
  const chinaDay = Math.floor((Date.now() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  const start = chinaDay - DAY_MS + 8 * 3_600_000;
  const sim = startSimulator({
    port,
    start,
    timeScale: TIME_SCALE,
    vehicles: [
      specFromRecord({
        vehicleId,
        phone: PHONE,
        plate: PLATE,
        plateColor: 1,
        protocolVersion: 2013,
        terminalModel: 'CT-4013',
        vehicleType: 'H31',
        refrigerated: true,
        speedLimitKmh: 80,
        fuelPer100Km: 14,
        probes: [{ probe: 1, minC: 0, maxC: 8 }],
        last: null,
      }),
    ],
  });
  const stored = async () =>
    Number(
      (
        await db
          .selectFrom('track_points')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('vehicle_id', '=', vehicleId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  try {
    await sim.whenOnline(1, 30_000);
    await expect.poll(stored, { timeout: 90_000, intervals: [500] }).toBeGreaterThanOrEqual(WANTED_POINTS);
  } finally {
    await sim.stop();
  }
  // Reports written before the stop may still be on their way to the store: wait until the count holds still.
  let previous = -1;
  await expect
    .poll(
      async () => {
        const now = await stored();
        const settled = now === previous;
        previous = now;
        return settled;
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
  const rows = await db
    .selectFrom('track_points')
    .select('gps_time')
    .where('vehicle_id', '=', vehicleId)
    .orderBy('gps_time')
    .execute();
  const times = rows.map((r) => r.gps_time);
  range = {
    vehicleId,
    startTime: (times[0] ?? start) - 60_000,
    endTime: (times.at(-1) ?? start) + 60_000,
    points: times,
  };
});

test.afterAll(async () => {
  await db?.destroy();
});

/**
 * The shell's popups (new alarms and exceptions of the simulated fleet, the floating message box) cover the charts'
 * corner in a screenshot: those shown are closed first, and the page is shot from its top.
 */
async function shoot(page: Page, snap: (name: string) => Promise<void>, name: string) {
  await closeShellPopups(page);
  // A table's loading veil fades out after its rows arrive.
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(name);
}

async function open(page: Page, baseURL: string | undefined, lang: Language, login: () => Promise<void>) {
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
  await login();
  const query = new URLSearchParams({
    vid: String(range.vehicleId),
    bTime: String(range.startTime),
    eTime: String(range.endTime),
  });
  await page.goto(`/trackPlayback?${query.toString()}`);
  // Every point of every page is in the table (its row count) and the summary.
  await expect(page.getByTestId(ids.table('points'))).toHaveAttribute(
    'data-rows',
    String(range.points.length),
  );
  await expect(page.getByTestId(ids.summary)).toContainText(PLATE);
  await expect(page.getByTestId(ids.kept)).toContainText(PLATE);
}

test('plays a simulated truck to the end, follows a picked row and exports Excel and PDF (zh-CN)', async ({
  page,
  baseURL,
  loginPage,
  snap,
}) => {
  const words = resources['zh-CN'].trajectory;
  await open(page, baseURL, 'zh-CN', () => loginPage.loginAs('admin'));
  await shoot(page, snap, 'trackPlayback-zh-CN');

  // A row of the point table: the marker and the charts' cursor go to that report.
  const picked = 6;
  await page.getByTestId(ids.row(picked)).click();
  const at = String(range.points[picked]);
  await expect(page.getByTestId(ids.marker)).toHaveAttribute('data-time', at);
  await expect(page.getByTestId(ids.chartCursor)).toHaveAttribute('data-time', at);
  await expect(page.getByTestId(ids.row(picked))).toHaveAttribute('aria-selected', 'true');

  // The replay runs in time at 16× (about eight seconds for any track) to the finished message.
  await page.getByTestId(ids.speed).getByText('16×').click();
  await page.getByTestId(ids.play).click();
  await expect(page.getByTestId(ids.pause)).toBeVisible();
  await expect(page.getByText(words.finished)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId(ids.clock)).toHaveAttribute('data-time', String(range.points.at(-1)));
  await shoot(page, snap, 'trackPlayback-finished-zh-CN');

  // A click in the middle of the speed chart: the marker leaves the end and the table shows the row of that time.
  const chart = await page.getByTestId(ids.speedChart).boundingBox();
  if (!chart) throw new Error('the speed chart is not on the page');
  await page.mouse.click(chart.x + chart.width / 2, chart.y + chart.height / 2);
  await expect(page.getByTestId(ids.marker)).not.toHaveAttribute('data-time', String(range.points.at(-1)));
  const highlighted = page.locator('[data-testid^="track-row-"][aria-selected="true"]');
  await expect(highlighted).toBeVisible();
  const row = Number((await highlighted.getAttribute('data-testid'))?.replace('track-row-', ''));
  await expect(page.getByTestId(ids.marker)).toHaveAttribute('data-time', String(range.points[row]));

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-track-'));
  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(ids.exportExcel).click(),
  ]);
  const xlsx = path.join(dir, excel.suggestedFilename());
  await excel.saveAs(xlsx);
  const book = new Workbook();
  await book.xlsx.readFile(xlsx);
  expect(book.worksheets[0]?.rowCount).toBe(range.points.length + 1);
  expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe(words.columns.gpsTime);

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId(ids.exportPdf).click()]);
  const pdfFile = path.join(dir, pdf.suggestedFilename());
  await pdf.saveAs(pdfFile);
  const text = execFileSync(PDFTOTEXT, [pdfFile, '-']).toString();
  expect(text).toContain(words.pdfTitle);
  expect(text).toContain(PLATE);
  expect(text).toContain(words.summary.maxSpeed);
});

test('shows the track page in English', async ({ page, baseURL, loginPage, snap }) => {
  const words = resources['en-US'].trajectory;
  await open(page, baseURL, 'en-US', () => loginPage.loginAs('admin'));
  await expect(page.getByTestId(ids.play)).toHaveText(words.play);
  await expect(page.getByText(words.tables.stops, { exact: false }).first()).toBeVisible();
  await shoot(page, snap, 'trackPlayback-en-US');
});

/** Queues the shown track as a background export in a format, from the track page's "export in background" menu. */
async function queueExport(page: Page, format: 'xlsx' | 'csv' | 'pdf') {
  await page.getByTestId(TEST_IDS.exportCenter.background).click();
  await page.getByTestId(TEST_IDS.exportCenter.backgroundFormat(format)).click();
}

/** The newest job row of a format in the export centre, once the server has finished writing it. */
async function finishedRow(page: Page, formatLabel: string) {
  const row = page
    .locator('[data-testid^="export-job-"][data-state]')
    .filter({ has: page.getByRole('cell', { name: formatLabel, exact: true }) })
    .first();
  await expect(row).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
  return row;
}

test('exports in the background: the export centre follows the job to done, its CSV and PDF hold the track (zh-CN)', async ({
  page,
  baseURL,
  loginPage,
  snap,
}) => {
  const words = resources['zh-CN'].exportCenter;
  await open(page, baseURL, 'zh-CN', () => loginPage.loginAs('admin'));
  await queueExport(page, 'csv');
  await expect(page.getByText(words.queued)).toBeVisible();
  await queueExport(page, 'pdf');
  await page.getByText(words.openCentre).last().click();
  await expect(page).toHaveURL(/\/exportCenter$/);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-export-'));
  const csvRow = await finishedRow(page, words.formats.csv);
  await expect(csvRow).toContainText(PLATE);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    csvRow.getByRole('button', { name: words.download }).click(),
  ]);
  const csvFile = path.join(dir, csv.suggestedFilename());
  await csv.saveAs(csvFile);
  const lines = fs.readFileSync(csvFile, 'utf8').trimEnd().split('\r\n');
  expect(lines).toHaveLength(range.points.length + 1);
  const columns = resources['zh-CN'].trajectory.columns;
  expect(lines[0]).toBe(`\ufeff${TRAJECTORY_TABLE_COLUMNS.points.map((c) => columns[c]).join(',')}`);

  const pdfRow = await finishedRow(page, words.formats.pdf);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    pdfRow.getByRole('button', { name: words.download }).click(),
  ]);
  const pdfFile = path.join(dir, pdf.suggestedFilename());
  await pdf.saveAs(pdfFile);
  const text = execFileSync(PDFTOTEXT, [pdfFile, '-']).toString();
  expect(text).toContain(PLATE);
  expect(text).toContain(resources['zh-CN'].trajectory.columns.gpsTime);
  await shoot(page, snap, 'exportCenter-zh-CN');

  await page.goto('/downloadCenter');
  await expect(page.locator('[data-testid^="export-job-"][data-state="succeeded"]')).toHaveCount(2);
  await shoot(page, snap, 'downloadCenter-zh-CN');
});

test('exports in the background in English, and the finished file is deleted only when confirmed', async ({
  page,
  baseURL,
  loginPage,
  snap,
}) => {
  const words = resources['en-US'].exportCenter;
  await open(page, baseURL, 'en-US', () => loginPage.loginAs('admin'));
  await queueExport(page, 'xlsx');
  await page.getByText(words.openCentre).click();
  const row = await finishedRow(page, words.formats.xlsx);
  await expect(row).toContainText(words.states.succeeded);
  await expect(row).toContainText(`${range.points.length} rows`);
  await shoot(page, snap, 'exportCenter-en-US');
  await page.goto('/downloadCenter');
  await shoot(page, snap, 'downloadCenter-en-US');
  const id = Number(
    (
      await page.locator('[data-testid^="export-job-"][data-state]').first().getAttribute('data-testid')
    )?.replace('export-job-', ''),
  );
  await page.getByTestId(TEST_IDS.exportCenter.delete(id)).click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByTestId(TEST_IDS.exportCenter.row(id))).toBeVisible();
  await page.getByTestId(TEST_IDS.exportCenter.delete(id)).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId(TEST_IDS.exportCenter.row(id))).toHaveCount(0);
});
