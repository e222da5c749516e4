import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  EXPORT_ACTIVE_PER_USER,
  EXPORT_KEEP_DAYS,
  EXPORT_PDF_ROW_CAP,
  formatChinaTime,
  subscriptionParams,
  type ExportJob,
} from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeExpiredExports } from '../../src/features/exportCenter/exportCleanup';
import { createExportRunner, type ExportRunner } from '../../src/features/exportCenter/exportRunner';
import { markAllTrackDays, rollUpAllMarkedDays } from '../../src/features/reports/dayStats/rollUpMarkedDays';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { call, loginAs, startAppOn, startTestApp, TEST_CAPTCHA, type TestApp } from '../helpers/testApp';

const PDFTOTEXT = '/usr/bin/pdftotext';
const DAY = 86_400_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The export centre on a real database and a real worker thread: a job queued through the API is written by the
 * worker in the caller's scope (xlsx, csv, PDF with Chinese text and its row cap), listed with its progress, and
 * downloaded; queued jobs can be cancelled, finished ones deleted, files go after their keeping time, a job left
 * running by a dead process is run again by the next start, and nobody reaches another user's jobs.
 */
let t: TestApp;
let app: FastifyInstance;
let runner: ExportRunner;
let dataDir = '';
let admin = '';
let other = '';
let vehicleId = 0;
let range = { startTime: 0, endTime: 0 };
let points = 0;

function runnerFor(): ExportRunner {
  return createExportRunner({
    db: t.db,
    database: t.database.location,
    dataDir,
    logger: quiet,
    lookMs: 0,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rw-exports-'));
  runner = runnerFor();
  app = await startAppOn(t.db, { exports: runner, dataDir, testCaptcha: TEST_CAPTCHA });
  admin = (await loginAs(app, 'admin')).token;
  other = (await loginAs(app, 'other_admin')).token;
  // A track longer than a PDF holds, where the demo data has none: one point every 10 s.
  vehicleId = (
    await t.db
      .selectFrom('vehicles')
      .select('id')
      .where('company_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const t0 = Date.parse('2026-01-05T08:00:00+08:00');
  points = EXPORT_PDF_ROW_CAP + 500;
  const rows = Array.from({ length: points }, (_, i) => ({
    vehicle_id: vehicleId,
    gps_time: t0 + i * 10_000,
    lon: 121.4 + i * 1e-5,
    lat: 31.2,
    speed_kmh: 40,
    direction: 90,
    mileage_km: 1000 + i * 0.1,
    acc: 1,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await t.db
      .insertInto('track_points')
      .values(rows.slice(i, i + 1000))
      .execute();
  range = { startTime: t0, endTime: t0 + points * 10_000 };
}, 120_000);
afterAll(async () => {
  await runner.close();
  await app.close();
  await t.close();
});

async function api(token: string, name: string, input: unknown, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const res = await call(app, name as never, input, { token, lang });
  return res.json() as { code: number; message: string; result: never };
}

async function exportNow(
  format: 'xlsx' | 'csv' | 'pdf',
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<ExportJob> {
  const created = await api(
    admin,
    'exportJobCreate',
    { source: 'trackPoints', format, params: { vehicleId, ...range } },
    lang,
  );
  expect(created).toMatchObject({ code: 1 });
  const id = (created.result as { id: number }).id;
  await runner.idle();
  return jobOf(admin, id);
}

async function jobOf(token: string, id: number): Promise<ExportJob> {
  const list = await api(token, 'exportJobList', { curPage: 1, pageSize: 100 });
  const job = (list.result as { data: ExportJob[] }).data.find((j) => j.id === id);
  if (!job) throw new Error(`job ${id} not listed`);
  return job;
}

async function download(token: string, id: number) {
  return call(app, 'exportJobDownload', { id }, { token });
}

describe('export centre', () => {
  it('writes every track point of the range to an xlsx in the worker, with its progress and keeping time', async () => {
    expect(points).toBeGreaterThan(EXPORT_PDF_ROW_CAP);
    const job = await exportNow('xlsx');
    expect(job).toMatchObject({ state: 'succeeded', rowsDone: points, format: 'xlsx', failure: null });
    expect(job.title).toMatch(/^轨迹点 · .+ · \d{4}-\d{2}-\d{2}$/);
    expect(job.expiresAt! - job.finishedAt!).toBe(EXPORT_KEEP_DAYS * DAY);
    const res = await download(admin, job.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''track-");
    expect(job.fileSize).toBe(res.rawPayload.length);
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('定位时间');
    expect(sheet.actualRowCount).toBe(points + 1);
  });

  it('writes a CSV Excel opens in Chinese: BOM, header, one line per point', async () => {
    const job = await exportNow('csv', 'en-US');
    expect(job.title).toMatch(/^Track points · /);
    const text = (await download(admin, job.id)).rawPayload.toString('utf8');
    expect(text.startsWith('\ufeffGPS time,')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(points + 1);
  });

  it('caps a PDF at a readable size and says so, in Chinese text pdftotext can read', async () => {
    const job = await exportNow('pdf');
    expect(job.state).toBe('succeeded');
    const pdf = (await download(admin, job.id)).rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (!existsSync(PDFTOTEXT)) throw new Error('pdftotext (poppler-utils) is needed to read the PDF');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rw-pdf-')), 'export.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync(PDFTOTEXT, ['-layout', file, '-']).toString();
    expect(text).toContain('定位时间');
    expect(text).toContain(`仅包含前 ${EXPORT_PDF_ROW_CAP} 行`);
    expect(text).toContain(`共 ${points} 行`);
  });

  it('writes the timing-tracking detail of a query as a job, in the report order, once the days are marked', async () => {
    // Positions are written with their day marked (the pipeline does it in the same transaction).
    await markAllTrackDays(t.db, Date.now());
    const params = { ...range, vehicleIds: [vehicleId] };
    const created = await api(admin, 'exportJobCreate', {
      source: 'timingTrackDetail',
      format: 'xlsx',
      params,
    });
    expect(created).toMatchObject({ code: 1 });
    await runner.idle();
    const job = await jobOf(admin, (created.result as { id: number }).id);
    expect(job).toMatchObject({ state: 'succeeded', rowsDone: points, rowsTotal: points });
    expect(job.title).toMatch(/^定时跟踪 · /);
    const book = new Workbook();
    await book.xlsx.load((await download(admin, job.id)).rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(points + 1);
    expect(sheet.getRow(2).getCell(3).value).toBe(formatChinaTime(range.startTime));
    const refused = await api(other, 'exportJobCreate', {
      source: 'timingTrackDetail',
      format: 'csv',
      params,
    });
    expect(refused.code).toBe(0);
  });

  it('writes the roll-up summaries of driving statistics, timing tracking and speed analysis as jobs, one row per vehicle', async () => {
    await markAllTrackDays(t.db, Date.now());
    await rollUpAllMarkedDays(t.db, Date.now());
    const params = { ...range, vehicleIds: [vehicleId] };
    for (const [source, header] of [
      ['drivingStatSummary', '行驶时长'],
      ['timingTrackSummary', '定位点数'],
      ['speedAnalysisSummary', '60–80 km/h 时长'],
    ] as const) {
      const created = await api(admin, 'exportJobCreate', { source, format: 'xlsx', params });
      expect(created).toMatchObject({ code: 1 });
      await runner.idle();
      const job = await jobOf(admin, (created.result as { id: number }).id);
      expect(job).toMatchObject({ state: 'succeeded', rowsDone: 1 });
      const book = new Workbook();
      await book.xlsx.load((await download(admin, job.id)).rawPayload as never);
      const sheet = book.worksheets[0]!;
      expect(sheet.actualRowCount).toBe(2);
      expect(sheet.getRow(1).values).toContain(header);
    }
  });

  it("writes a report page's summary as a job holding what the page lists, or refuses it when the page is empty", async () => {
    const now = Date.now();
    const period = { startTime: now - 3 * DAY, endTime: now };
    let written = 0;
    for (const [source, page] of [
      ['parkingSummary', 'parkingSummaryReport'],
      ['overspeedSummary', 'overspeedSummaryReport'],
      ['offlineTrendSummary', 'offlineTrendSummaryReport'],
      ['aiAnalysisSummary', 'aiAnalysisSummaryReport'],
      ['tirePressureSummary', 'tirePressureSummaryReport'],
      ['warningSummary', 'warningSummaryReport'],
      ['directiveSummary', 'directiveSummaryReport'],
      ['areaBetweenSummary', 'areaBetweenSummaryReport'],
      ['tempSettingSummary', 'tempSettingSummaryReport'],
      ['weightSummary', 'weightSummaryReport'],
      ['trailerSummary', 'trailerSummaryReport'],
      ['standingBookSummary', 'standingBookSummaryReport'],
    ] as const) {
      const params = subscriptionParams(source, period.startTime, period.endTime + 1);
      const listed = await api(admin, page, { ...params, pageParamVO: { curPage: 1, pageSize: 10 } });
      expect(listed).toMatchObject({ code: 1 });
      const total = (listed.result as { totalRecords: number }).totalRecords;
      const created = await api(admin, 'exportJobCreate', { source, format: 'xlsx', params }, 'en-US');
      if (total === 0) {
        expect(created.code).toBe(0);
        continue;
      }
      expect(created).toMatchObject({ code: 1 });
      await runner.idle();
      const job = await jobOf(admin, (created.result as { id: number }).id);
      expect(job).toMatchObject({ state: 'succeeded', rowsDone: total, rowsTotal: total });
      expect(job.title).toMatch(/summary · \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
      const book = new Workbook();
      await book.xlsx.load((await download(admin, job.id)).rawPayload as never);
      expect(book.worksheets[0]!.actualRowCount).toBe(total + 1);
      written += 1;
    }
    // The demo's two days hold stops at least: the test is not about empty pages only.
    expect(written).toBeGreaterThan(0);
    const refused = await api(admin, 'exportJobCreate', {
      source: 'parkingSummary',
      format: 'xlsx',
      params: { startTime: now, endTime: now - DAY, minMinutes: 5 },
    });
    expect(refused.code).toBe(0);
  });

  it('writes the around summary of a point on the track as a job, one row for the one vehicle passing it', async () => {
    const params = { ...range, lon: 121.405, lat: 31.2, radiusM: 100 };
    const listed = await api(admin, 'aroundSummaryReport', {
      ...params,
      pageParamVO: { curPage: 1, pageSize: 10 },
    });
    expect(listed).toMatchObject({ code: 1, result: { totalRecords: 1 } });
    const created = await api(
      admin,
      'exportJobCreate',
      { source: 'aroundSummary', format: 'xlsx', params },
      'en-US',
    );
    expect(created).toMatchObject({ code: 1 });
    await runner.idle();
    const job = await jobOf(admin, (created.result as { id: number }).id);
    expect(job).toMatchObject({ state: 'succeeded', rowsDone: 1, rowsTotal: 1 });
    expect(job.title).toMatch(/summary · \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
    // No area of another company can be traced: the job is refused.
    const refused = await api(other, 'exportJobCreate', {
      source: 'epidemicVehicleSummary',
      format: 'xlsx',
      params: { ...range, areaIds: [2_000_000] },
    });
    expect(refused.code).toBe(0);
  });

  it("keeps one company's and one user's jobs from everyone else", async () => {
    const foreign = await api(other, 'exportJobCreate', {
      source: 'trackPoints',
      format: 'csv',
      params: { vehicleId, ...range },
    });
    expect(foreign).toMatchObject({ code: 0, message: '数据不存在' });
    const mine = await exportNow('csv');
    const theirs = await api(other, 'exportJobList', { curPage: 1, pageSize: 100 });
    expect((theirs.result as { data: ExportJob[] }).data.map((j) => j.id)).not.toContain(mine.id);
    expect((await download(other, mine.id)).json()).toMatchObject({ code: 0 });
    expect(await api(other, 'exportJobDelete', { id: mine.id })).toMatchObject({ code: 0 });
    expect(await api(other, 'exportJobCancel', { id: mine.id })).toMatchObject({ code: 0 });
    expect((await jobOf(admin, mine.id)).state).toBe('succeeded');
  });

  it('refuses a job for a range with no points, and nothing is queued', async () => {
    const before = await t.db.selectFrom('export_jobs').select('id').execute();
    const empty = await api(admin, 'exportJobCreate', {
      source: 'trackPoints',
      format: 'xlsx',
      params: { vehicleId, startTime: range.startTime - 3 * DAY, endTime: range.startTime - 2 * DAY },
    });
    expect(empty).toMatchObject({ code: 0, message: '暂无可导出的数据' });
    expect(await t.db.selectFrom('export_jobs').select('id').execute()).toHaveLength(before.length);
  });

  it('cancels a queued job, limits how many one user queues, deletes finished ones with their files', async () => {
    // A second app whose runner is closed: its jobs stay queued.
    const held = runnerFor();
    await held.close();
    const paused = await startAppOn(t.db, { exports: held, dataDir });
    try {
      const create = () =>
        call(
          paused,
          'exportJobCreate',
          { source: 'trackPoints', format: 'csv', params: { vehicleId, ...range } },
          { token: admin },
        ).then((r) => r.json() as { code: number; message: string; result: { id: number } });
      const queued = [];
      for (let i = 0; i < EXPORT_ACTIVE_PER_USER; i++) queued.push((await create()).result.id);
      expect(await create()).toMatchObject({
        code: 0,
        message: `您已有 ${EXPORT_ACTIVE_PER_USER} 个导出任务在排队或进行中，请等其完成后再导出`,
      });
      for (const id of queued) expect(await api(admin, 'exportJobCancel', { id })).toMatchObject({ code: 1 });
      expect((await jobOf(admin, queued[0]!)).state).toBe('cancelled');
      expect(await api(admin, 'exportJobCancel', { id: queued[0] })).toMatchObject({
        code: 0,
        message: '该导出任务已结束，无法取消',
      });
      expect(await create()).toMatchObject({ code: 1 });
      const stillQueued = (
        await t.db
          .selectFrom('export_jobs')
          .select('id')
          .where('state', '=', 'queued')
          .executeTakeFirstOrThrow()
      ).id;
      expect(await api(admin, 'exportJobDelete', { id: stillQueued })).toMatchObject({
        code: 0,
        message: '该导出任务尚未结束，请先取消',
      });
      await api(admin, 'exportJobCancel', { id: stillQueued });
    } finally {
      await paused.close();
    }
    const done = await exportNow('csv');
    const file = runner.fileOf(done.id, 'csv');
    expect(existsSync(file)).toBe(true);
    expect(await api(admin, 'exportJobDelete', { id: done.id })).toMatchObject({ code: 1 });
    expect(existsSync(file)).toBe(false);
    expect((await download(admin, done.id)).json()).toMatchObject({
      code: 0,
      message: '文件不存在或已过保存期限，请重新导出',
    });
  });

  it('runs again a job whose process died mid-run, and removes files past their keeping time', async () => {
    const started = await exportNow('csv');
    // As a dead process leaves it: running, its lease lapsed, a half-written file.
    await t.db
      .updateTable('export_jobs')
      .set({
        state: 'running',
        runner: 'dead-1',
        lease_until: Date.now() - 1,
        finished_at: null,
        expires_at: null,
      })
      .where('id', '=', started.id)
      .execute();
    writeFileSync(`${runner.fileOf(started.id, 'csv')}.part`, 'half');
    const next = runnerFor();
    try {
      next.start();
      await next.idle();
      const again = await jobOf(admin, started.id);
      expect(again).toMatchObject({ state: 'succeeded', rowsDone: points });
      expect(readdirSync(path.join(dataDir, 'exports')).filter((f) => f.endsWith('.part'))).toEqual([]);
      const later = again.expiresAt! + 1;
      expect(await removeExpiredExports(t.db, next, later)).toBeGreaterThanOrEqual(1);
      expect(existsSync(next.fileOf(started.id, 'csv'))).toBe(false);
      expect((await api(admin, 'exportJobList', { curPage: 1, pageSize: 100 })).result).toMatchObject({
        totalRecords: expect.any(Number),
      });
      expect(
        await t.db.selectFrom('export_jobs').select('id').where('id', '=', started.id).execute(),
      ).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
